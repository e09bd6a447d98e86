/**
 * The heading level of a block's main title: the first block of a page (index 0) carries the page's
 * `<h1>`, every other block an `<h2>` — one h1 per page, a clean outline for screen readers.
 */
export function headingTag(index: number): 'h1' | 'h2' {
  return index === 0 ? 'h1' : 'h2';
}
