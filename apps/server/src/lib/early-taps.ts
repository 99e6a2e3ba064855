import { createHash } from 'node:crypto';
import { EARLY_TAPS_GLOBAL, TAP_PENDING_STYLE_ID } from '@loan/contract';

/** What a borrower taps to act: buttons and their roles, and a checkbox or radio with its label. */
const CONTROLS =
  'button,[role=button],[role=checkbox],[role=radio],[role=switch],[role=tab],input[type=checkbox],input[type=radio],label';

/** How a held control looks: pressed, a button with a spinner (its keyframes: the global stylesheet). */
const PRESSED = '{filter:brightness(.92);cursor:progress}';
const SPINNER =
  '::before{content:"";display:inline-block;flex:none;width:1em;height:1em;margin-inline-end:.4em;vertical-align:-.15em;border:2px solid;border-right-color:transparent;border-radius:50%;animation:tap-pending .8s linear infinite}';

/**
 * Catches what the borrower does on a rendered screen before its app is live (docs/decisions/0023):
 * a tap on a control (or a form's submit) is held, once however often it is tapped; a field typed
 * into is noted. The app replays them once it has hydrated. A held tap does not also act
 * natively (no default action, no listener further on). Links are left alone: a real link works
 * without the app. The control shows pressed through a rule in a style element of its own, which
 * names it by its place under `#root`: an attribute on it would differ from what the app renders
 * and spoil hydration. It runs in the head, before anything paints, and is the same text on every
 * page, so the Content-Security-Policy allows it by hash.
 */
const CATCHER = `(function(d){var t={taps:[],edits:[],live:false},st;window.${EARLY_TAPS_GLOBAL}=t;function at(c){for(var s='';c.id!='root';c=c.parentNode){for(var i=1,e=c;(e=e.previousElementSibling);)i++;s='>:nth-child('+i+')'+s}return'#root'+s}function keep(e,c){if(t.live||!c||!c.closest('#root'))return;e.preventDefault();e.stopImmediatePropagation();if(t.taps.indexOf(c)!=-1)return;t.taps.push(c);if(!st){st=d.createElement('style');st.id='${TAP_PENDING_STYLE_ID}';d.head.appendChild(st)}var p=at(c);st.textContent+=p+'${PRESSED}'+(c.tagName=='BUTTON'?p+'${SPINNER}':'')}d.addEventListener('click',function(e){var c=e.target.closest&&e.target.closest('${CONTROLS}');if(c&&c.tagName=='LABEL'){if(!c.control||!/^(checkbox|radio)$/.test(c.control.type))return}else if(c&&c.tagName=='INPUT'&&c.labels&&c.labels[0])c=c.labels[0];keep(e,c)},true);d.addEventListener('submit',function(e){keep(e,e.target)},true);d.addEventListener('input',function(e){if(!t.live&&t.edits.indexOf(e.target)==-1)t.edits.push(e.target)},true)})(document)`;

/** The catcher's CSP source (`'sha256-…'`). */
export const EARLY_TAPS_CSP_SOURCE = `'sha256-${createHash('sha256').update(CATCHER).digest('base64')}'`;

/** The catcher as a tag for the page's head. */
export const EARLY_TAPS_SCRIPT = `<script>${CATCHER}</script>`;
