/**
 * `/sitemap.xml` rendering (sitemaps.org 0.9 with `xhtml:link` hreflang alternates; issue 5 §3):
 * one `<url>` per locale path, each listing every locale version of the same page (fr-CA, en-CA)
 * plus `x-default` (the French one), and `<lastmod>` as a W3C date.
 */
import type { SitemapEntry } from './sitemapData';

const HREFLANG = { fr: 'fr-CA', en: 'en-CA' } as const;

/** Escapes the five XML special characters. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/**
 * The sitemap document.
 * @param origin scheme and host without trailing slash, e.g. `https://julietremblay.ca`
 */
export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    const alternates = entry.paths.map((p) => `<xhtml:link rel="alternate" hreflang="${HREFLANG[p.locale]}" href="${escapeXml(origin + p.path)}"/>`);
    const fallback = entry.paths.find((p) => p.locale === 'fr') ?? entry.paths[0];
    if (entry.paths.length > 1) alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + fallback.path)}"/>`);
    const lastmod = entry.lastModified.toISOString().slice(0, 10);
    for (const path of entry.paths) {
      out.push(`<url><loc>${escapeXml(origin + path.path)}</loc><lastmod>${lastmod}</lastmod>${entry.paths.length > 1 ? alternates.join('') : ''}</url>`);
    }
  }
  out.push('</urlset>', '');
  return out.join('\n');
}
