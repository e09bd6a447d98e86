/** The few DOM builders of the consent banner and dialog (plain DOM: no React root of their own). */

/** A `tag` element with `className` and `text`. */
export function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A `type="button"` button calling `onPress` when pressed. */
export function button(doc: Document, className: string, text: string, onPress: () => void): HTMLButtonElement {
  const node = element(doc, 'button', className, text);
  node.type = 'button';
  node.addEventListener('click', onPress);
  return node;
}
