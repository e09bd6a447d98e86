/**
 * Starting the page's code after the browser has painted the server's HTML (spec 000 §8 "first
 * paint"): on a phone's link the first paint needs only the document (its CSS is inlined) and the
 * first hero image, so neither should share the bandwidth or the main thread with ≈ 150 KiB of
 * JavaScript. The document therefore names its modules with inert links
 * (`rel="modulepreload-after-paint"`, which no browser fetches); once the parsed document has had
 * one frame, an inline module turns them into `modulepreload` links (all fetched in parallel, no
 * waterfall of imports) and imports the entry. A hidden tab (no frames) starts at once.
 *
 * Presses and submissions made meanwhile are held and replayed (src/renderer/blocks/preHydrationInput.ts).
 */

/** The `rel` of a module link fetched only after the first paint (see the module doc). */
export const MODULE_AFTER_PAINT_REL = 'modulepreload-after-paint';

/** A head link (TanStack `links` entry) for a module the page fetches after its first paint. */
export function moduleAfterPaintLink(href: string): { rel: string; href: string } {
  return { rel: MODULE_AFTER_PAINT_REL, href };
}

/**
 * The inline module (run after parsing, like any module) that, after the next paint, preloads the
 * page's modules and imports `src`.
 * @param src the entry module's URL (`/assets/entry-client-<hash>.js`)
 */
export function importAfterFirstPaint(src: string): string {
  const url = JSON.stringify(src).replace(/</g, '\\u003c');
  // Links first, then the import in a task of its own: each link's insertion starts a fetch, and
  // both together made one long task on a slow phone.
  return (
    `const go=()=>{const f=document.createDocumentFragment();for(const l of document.querySelectorAll('link[rel="${MODULE_AFTER_PAINT_REL}"]')){const m=document.createElement('link');m.rel='modulepreload';m.href=l.href;f.append(m)}document.head.append(f);setTimeout(()=>import(${url}))};` +
    `if(document.visibilityState==='visible')requestAnimationFrame(()=>setTimeout(go));else go();`
  );
}
