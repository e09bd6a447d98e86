/**
 * Test set-up only (tests/setup-unit.ts installs it); the app never imports this file.
 *
 * `Element.prototype.checkVisibility` for jsdom, which lacks it (every browser the site supports
 * has it). Without it react-aria's focus handling falls back to `getComputedStyle` on the focused
 * element and each of its ancestors at every focus, jsdom's slowest call (it matches its whole
 * default stylesheet each time): a tenth of a form test's time.
 *
 * What a test document can hide an element with, as a browser answers: the `hidden` attribute
 * (display: none), an inline `display: none` on it or an ancestor, an element outside the document
 * or in a closed `<details>` (past its summary), and with `visibilityProperty` / `checkVisibilityCSS`
 * an inline `visibility: hidden | collapse` it inherits. A document with stylesheets of its own
 * is answered from computed styles instead.
 */

const NOT_RENDERED = new Set(['HEAD', 'SCRIPT', 'STYLE', 'TEMPLATE', 'TITLE', 'META', 'LINK', 'DATALIST']);

/** Whether `visibility` (the element's, inherited) hides it, when the options ask about visibility. */
function hiddenByVisibility(visibility: string, options: CheckVisibilityOptions | undefined): boolean {
  const checksVisibility = options?.visibilityProperty || options?.checkVisibilityCSS;
  return Boolean(checksVisibility) && (visibility === 'hidden' || visibility === 'collapse');
}

function visibleFromInlineStyles(element: Element, options: CheckVisibilityOptions | undefined): boolean {
  if (!element.isConnected) return false;
  let visibility = '';
  for (let node: Element | null = element, child: Element | null = null; node; child = node, node = node.parentElement) {
    if (NOT_RENDERED.has(node.nodeName)) return false;
    const hidden = node.getAttribute('hidden');
    if (hidden !== null && hidden !== 'until-found') return false;
    if (node.nodeName === 'DETAILS' && child && child.nodeName !== 'SUMMARY' && !node.hasAttribute('open')) return false;
    const style = (node as HTMLElement).style as CSSStyleDeclaration | undefined;
    if (style?.display === 'none') return false;
    if (!visibility && style?.visibility) visibility = style.visibility;
  }
  return !hiddenByVisibility(visibility, options);
}

function visibleFromComputedStyles(element: Element, options: CheckVisibilityOptions | undefined): boolean {
  if (!element.isConnected) return false;
  const view = element.ownerDocument.defaultView!;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (view.getComputedStyle(node).display === 'none') return false;
  }
  return !hiddenByVisibility(view.getComputedStyle(element).visibility, options);
}

/** Installs {@link checkVisibility} where the DOM lacks it. */
export function installCheckVisibility(): void {
  if (typeof Element === 'undefined' || 'checkVisibility' in Element.prototype) return;
  Object.defineProperty(Element.prototype, 'checkVisibility', {
    configurable: true,
    writable: true,
    value: function checkVisibility(this: Element, options?: CheckVisibilityOptions): boolean {
      return this.ownerDocument.styleSheets.length > 0 ? visibleFromComputedStyles(this, options) : visibleFromInlineStyles(this, options);
    },
  });
}
