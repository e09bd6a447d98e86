/**
 * Test-only helpers of the people blocks (jsdom has no layout): make every element's content look
 * taller than its box, so clamped and collapsed texts offer their "read more" controls. The app
 * never imports this file.
 */

const scrollHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight')!;
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;

/** Content `content` px tall in boxes `box` px tall; returns the undo. */
export function stubOverflow(content = 600, box = 128): () => void {
  Object.defineProperty(Element.prototype, 'scrollHeight', { configurable: true, get: () => content });
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => box });
  return () => {
    Object.defineProperty(Element.prototype, 'scrollHeight', scrollHeight);
    Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
  };
}
