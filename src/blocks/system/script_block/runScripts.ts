/**
 * Browser-only: recreates the scripts of a script block (see {@link splitScripts}) as real
 * `<script>` elements appended to `container`, so they execute (spec 001 §2 "Script block").
 *
 * Each element carries the page's CSP nonce ({@link currentScriptNonce}), keeps the original
 * attributes (`src`, `type`, `defer`, `crossorigin`...) and runs in document order (`async = false`
 * for external ones unless `async` was asked). Returns the created elements (for removal).
 */
import type { ScriptSource } from './splitScripts';

/**
 * The CSP nonce of the current page, or undefined when there is none (dev, tests): the
 * `<meta property="csp-nonce">` the router renders in the head, else the `nonce` property of any
 * element that carries one (browsers hide the attribute value but keep the property).
 */
export function currentScriptNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
  if (meta) return meta;
  const carrier = doc.querySelector<HTMLElement>('[nonce]');
  const nonce = carrier?.nonce || carrier?.getAttribute('nonce') || '';
  return nonce || undefined;
}

export function runScripts(container: HTMLElement, scripts: ScriptSource[]): HTMLScriptElement[] {
  const doc = container.ownerDocument;
  const nonce = currentScriptNonce(doc);
  return scripts.map((source) => {
    const element = doc.createElement('script');
    for (const [name, value] of Object.entries(source.attributes)) {
      if (name === 'nonce') continue;
      element.setAttribute(name, value);
    }
    if (source.attributes.src && !('async' in source.attributes)) element.async = false;
    if (nonce) element.nonce = nonce;
    if (source.text) element.text = source.text;
    container.appendChild(element);
    return element;
  });
}
