import { createHash } from 'node:crypto';

/** The JSON block that lists a rendered page's scripts for the loader below. */
const SCRIPT_LIST_ID = 'app-scripts';

/**
 * Loads the app after the page's first contentful paint: preloads every chunk the screen needs,
 * then runs the entry. The paint is the one the browser reports (paint timing): an animation
 * frame and a task came before the paint now and then, so the scripts raced it. A hidden page
 * paints nothing and loads at once; a browser without paint timing waits two frames; a timer
 * covers a paint that is never reported. It is the same text on every page, so the
 * Content-Security-Policy allows it by hash.
 */
const LOADER = `(function(){var d=document,n=d.getElementById('${SCRIPT_LIST_ID}'),done=false;if(!n)return;var l=JSON.parse(n.textContent);function go(){if(done)return;done=true;l.preload.forEach(function(h){var k=d.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=h;d.head.appendChild(k)});var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=l.entry;d.head.appendChild(s)}function soon(){setTimeout(go,0)}if(d.visibilityState==='hidden')return go();var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(e,o){if(e.getEntriesByName('first-contentful-paint').length){o.disconnect();soon()}}).observe({type:'paint',buffered:true})}else{requestAnimationFrame(function(){requestAnimationFrame(soon)})}setTimeout(go,3000)})()`;

/** The loader's CSP source (`'sha256-…'`). */
export const DEFERRED_SCRIPTS_CSP_SOURCE = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A server-rendered page is readable as it arrives. Its scripts start loading once it has
 * painted: a script that arrives first (from the webview's cache, or a fast network) would be
 * evaluated and hydrate before the first paint, and hold it back on a slow phone
 * (docs/decisions/0018). A page without the entry script is returned as it is.
 */
export function deferScripts(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry === undefined) return html;
  const preload: string[] = [];
  const rest = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, (_tag, href: string) => {
    if (!preload.includes(href)) preload.push(href);
    return '';
  });
  const list = JSON.stringify({ entry, preload }).replaceAll('<', '\\u003c');
  return rest.replace(
    '</body>',
    () =>
      `<script type="application/json" id="${SCRIPT_LIST_ID}">${list}</script><script>${LOADER}</script></body>`,
  );
}
