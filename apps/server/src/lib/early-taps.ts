import { createHash } from 'node:crypto';
import { EARLY_TAPS_GLOBAL, TAP_PENDING_ATTRIBUTE } from '@loan/contract';

/** What a borrower taps to act: buttons and their roles, and a checkbox or radio with its label. */
const CONTROLS =
  'button,[role=button],[role=checkbox],[role=radio],[role=switch],[role=tab],input[type=checkbox],input[type=radio],label';

/**
 * Catches what the borrower does on a rendered screen before its app is live (docs/decisions/0023):
 * a tap on a control (or a form's submit) is held, the control marked pressed, once however often
 * it is tapped; a field typed into is noted. The app replays them once it has hydrated. A held
 * tap does not also act natively (no default action, no listener further on). Links are left
 * alone: a real link works without the app. It runs in the head, before anything paints, and is
 * the same text on every page, so the Content-Security-Policy allows it by hash.
 */
const CATCHER = `(function(d){var t={taps:[],edits:[],live:false};window.${EARLY_TAPS_GLOBAL}=t;function keep(e,c){if(t.live||!c||!c.closest('#root'))return;e.preventDefault();e.stopImmediatePropagation();if(t.taps.indexOf(c)==-1){t.taps.push(c);c.setAttribute('${TAP_PENDING_ATTRIBUTE}','')}}d.addEventListener('click',function(e){var c=e.target.closest&&e.target.closest('${CONTROLS}');if(c&&c.tagName=='LABEL'){if(!c.control||!/^(checkbox|radio)$/.test(c.control.type))return}else if(c&&c.tagName=='INPUT'&&c.labels&&c.labels[0])c=c.labels[0];keep(e,c)},true);d.addEventListener('submit',function(e){keep(e,e.target)},true);d.addEventListener('input',function(e){if(!t.live&&t.edits.indexOf(e.target)==-1)t.edits.push(e.target)},true)})(document)`;

/** The catcher's CSP source (`'sha256-…'`). */
export const EARLY_TAPS_CSP_SOURCE = `'sha256-${createHash('sha256').update(CATCHER).digest('base64')}'`;

/** The catcher as a tag for the page's head. */
export const EARLY_TAPS_SCRIPT = `<script>${CATCHER}</script>`;
