/**
 * Prefetch of a linked page by the browser itself (spec 000 §4 "Prefetch of linked pages when
 * idle"): a `<link rel="prefetch">`, so the page a visitor opens next comes from the HTTP cache.
 * Used by the site's pages, which navigate by loading documents (the routed app preloads through
 * its router instead).
 */

/**
 * Adds a prefetch link for `href` to the head.
 * @param href a same-origin page path with its query (`/fr/contact`)
 * @returns resolves when the browser has fetched it, rejects when it could not
 */
export function prefetchDocument(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'document';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`Prefetch of ${href} failed.`));
    document.head.append(link);
  });
}
