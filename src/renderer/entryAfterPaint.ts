/**
 * Starting the page's code after the browser has painted the server's HTML (spec 000 §8 "first
 * paint"): the entry module is imported by an inline module once the parsed document has had one
 * frame, so a phone shows the page (text, hero image) before it spends its CPU on evaluating and
 * hydrating ≈ 150 KiB of JavaScript. The modules themselves are still fetched at once (the head's
 * `modulepreload` links); only their evaluation waits. A hidden tab (no frames) starts at once.
 *
 * Presses and submissions made meanwhile are held and replayed (src/renderer/blocks/preHydrationInput.ts).
 */

/**
 * The inline module (run after parsing, like any module) that imports `src` after the next paint.
 * @param src the entry module's URL (`/assets/entry-client-<hash>.js`)
 */
export function importAfterFirstPaint(src: string): string {
  const url = JSON.stringify(src).replace(/</g, '\\u003c');
  return `const go=()=>import(${url});if(document.visibilityState==='visible')requestAnimationFrame(()=>setTimeout(go));else go();`;
}
