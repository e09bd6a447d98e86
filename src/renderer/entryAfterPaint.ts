/**
 * Starting the page's code after the browser has painted the server's HTML (spec 000 §8 "first
 * paint"): on a phone's link the first paint needs only the document (its CSS is inlined) and the
 * first hero image, so neither should share the bandwidth or the main thread with ≈ 150 KiB of
 * JavaScript. The document therefore names its modules with inert links
 * (`rel="modulepreload-after-paint"`, which no browser fetches); once the parsed document has
 * been painted (the paint the browser reports), an inline module turns them into `modulepreload`
 * links, a few per task (all fetched in parallel, no waterfall of imports), and imports the entry.
 * A hidden tab (no frames) starts at once.
 *
 * Presses and submissions made meanwhile are held and replayed (src/renderer/blocks/preHydrationInput.ts).
 */
import { scriptJson } from '../lib/scriptJson';

/** The `rel` of a module link fetched only after the first paint (see the module doc). */
export const MODULE_AFTER_PAINT_REL = 'modulepreload-after-paint';

/** Module links turned into preloads per task (≈ 3 ms on a mid-range phone). */
const LINKS_PER_TASK = 8;

/** The longest wait for a reported paint before the code starts anyway (ms). */
const PAINT_WAIT_MAX_MS = 3000;

/** A head link (TanStack `links` entry) for a module the page fetches after its first paint. */
export function moduleAfterPaintLink(href: string): { rel: string; href: string } {
  return { rel: MODULE_AFTER_PAINT_REL, href };
}

/**
 * The inline module (run after parsing, like any module) that, once the page is painted, preloads
 * the page's modules and imports `src`.
 * @param src the entry module's URL (`/assets/entry-client-<hash>.js`)
 */
export function importAfterFirstPaint(src: string): string {
  return startAfterFirstPaint(`import(${scriptJson(src)})`);
}

/**
 * The inline module that, once the page is painted, preloads the page's modules and adds `code` as
 * a module script of its own (with the document's CSP nonce): an entry the document carries
 * (build/inlineEntries.ts), whose imports are fetched only then.
 * @param code the entry module's code, its addresses whole URLs or paths from the site's root
 */
export function moduleAfterFirstPaint(code: string): string {
  return startAfterFirstPaint(
    `document.head.append(Object.assign(document.createElement('script'),{type:'module',nonce:document.querySelector('meta[property="csp-nonce"]')?.content??'',textContent:${scriptJson(code)}}))`,
  );
}

/** The inline module that, once the page is painted, preloads the page's modules and evaluates `start` (an expression). */
function startAfterFirstPaint(start: string): string {
  // `go`: a few links per task, then the import. Each link's insertion starts a fetch
  // synchronously; all of a page's (40-50) in one task made a long task on a slow phone.
  const preloadThenImport =
    `const go=()=>{const h=[...document.querySelectorAll('link[rel="${MODULE_AFTER_PAINT_REL}"]')].map(l=>l.href);` +
    `const step=()=>{for(const u of h.splice(0,${LINKS_PER_TASK})){const m=document.createElement('link');m.rel='modulepreload';m.href=u;document.head.append(m)}if(h.length)setTimeout(step);else setTimeout(()=>${start})};step()};`;
  // `start`: `go` once, whichever of the ways below comes first.
  const startOnce = `let started=false;const start=()=>{if(!started){started=true;go()}};const painted=()=>setTimeout(start);`;
  // The paint is the one the browser reports (Paint Timing: the frame shown on screen, which can
  // come after the next animation frame has run). Where it reports none, the next frame stands for
  // it; a hidden tab paints nothing and starts at once, as one hidden meanwhile; `PAINT_WAIT_MAX_MS`
  // bounds the wait.
  const whenPainted =
    `if(document.visibilityState!=='visible')start();` +
    `else if(!(window.PerformanceObserver?.supportedEntryTypes??[]).includes('paint'))requestAnimationFrame(painted);` +
    `else if(performance.getEntriesByType('paint').length)painted();` +
    `else{new PerformanceObserver((_,o)=>{o.disconnect();painted()}).observe({type:'paint'});` +
    `addEventListener('visibilitychange',start,{once:true});setTimeout(start,${PAINT_WAIT_MAX_MS})}`;
  return preloadThenImport + startOnce + whenPainted;
}
