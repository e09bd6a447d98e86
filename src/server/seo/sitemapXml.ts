/**
 * Sitemap rendering (sitemaps.org 0.9 with `xhtml:link` hreflang alternates):
 * one `<url>` per locale path, each listing every locale version of the same page (fr-CA, en-CA)
 * plus `x-default` (the French one), and `<lastmod>` as a W3C date. Above
 * {@link SITEMAP_MAX_URLS} URLs the entries are split into parts ({@link splitSitemap}) listed by a
 * sitemap index ({@link renderSitemapIndex}), as the protocol requires.
 */
import { escapeHtml } from '../../lib/escapeHtml';
import type { SitemapEntry } from './sitemapData';

const HREFLANG = { fr: 'fr-CA', en: 'en-CA' } as const;


/** Most `<url>` elements in one sitemap file (sitemaps.org: 50 000 URLs, 50 MB uncompressed). */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The entries in parts of at most `maxUrls` URLs (an entry has one URL per locale path and is
 * never split), in order; one part when everything fits.
 */
export function splitSitemap(entries: SitemapEntry[], maxUrls: number = SITEMAP_MAX_URLS): SitemapEntry[][] {
  const parts: SitemapEntry[][] = [[]];
  let urls = 0;
  for (const entry of entries) {
    if (urls + entry.paths.length > maxUrls && parts[parts.length - 1].length > 0) {
      parts.push([]);
      urls = 0;
    }
    parts[parts.length - 1].push(entry);
    urls += entry.paths.length;
  }
  return parts;
}

/**
 * The sitemap index document: one `<sitemap>` per part, `{origin}/sitemap-{n}.xml` (n from 1),
 * with the latest `lastmod` of the part's entries.
 */
export function renderSitemapIndex(origin: string, parts: SitemapEntry[][]): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  parts.forEach((part, i) => {
    const latest = part.reduce((max, entry) => Math.max(max, entry.lastModified.getTime()), 0);
    out.push(`<sitemap><loc>${escapeHtml(`${origin}/sitemap-${i + 1}.xml`)}</loc><lastmod>${new Date(latest).toISOString().slice(0, 10)}</lastmod></sitemap>`);
  });
  out.push('</sitemapindex>', '');
  return out.join('\n');
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
    const alternates = entry.paths.map((p) => `<xhtml:link rel="alternate" hreflang="${HREFLANG[p.locale]}" href="${escapeHtml(origin + p.path)}"/>`);
    const fallback = entry.paths.find((p) => p.locale === 'fr') ?? entry.paths[0];
    if (entry.paths.length > 1) alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + fallback.path)}"/>`);
    const lastmod = entry.lastModified.toISOString().slice(0, 10);
    for (const path of entry.paths) {
      out.push(`<url><loc>${escapeHtml(origin + path.path)}</loc><lastmod>${lastmod}</lastmod>${entry.paths.length > 1 ? alternates.join('') : ''}</url>`);
    }
  }
  out.push('</urlset>', '');
  return out.join('\n');
}
