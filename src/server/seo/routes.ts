/**
 * `/sitemap.xml`, `/robots.txt` and the blog's RSS 2.0 feeds (`/fr/blogue/rss.xml`,
 * `/en/blog/rss.xml`) per site, mounted by src/server/app.ts before the
 * static files and SSR. The site is the request's Host site (as for pages); an unknown host
 * answers 404. URLs use the site's primary domain (its first public one; https, `www.` dropped; http and the request's
 * port only for a local name: src/lib/publicOrigin.ts), like canonical URLs (spec 000 §9), never
 * what forwarded headers claim. Cached 1 hour (feeds 15 minutes).
 *
 * Up to `sitemapMaxUrls` (default {@link SITEMAP_MAX_URLS}) URLs, `/sitemap.xml` is the sitemap
 * itself; above, it is a sitemap index of `/sitemap-{n}.xml` parts (n from 1; 404 past the last).
 */
import { Hono, type Context } from 'hono';
import { primaryDomainOf, sitePublicOrigin } from '../../lib/publicOrigin';
import { isPlainHost, visibleOrigin } from '../../lib/requestOrigin';
import type { Database } from '../db/client';
import type { SiteRow } from '../db/schema';
import { resolveSiteByHost } from '../api/pageRoutes';
import { activeListingEntries, brokerProfileEntries, indexablePages, visibleArticleEntries } from './sitemapData';
import { renderBlogRss } from './blogRss';
import { BLOG_RSS_PATH } from '../api/blog/articlePage';
import { renderSitemap, renderSitemapIndex, SITEMAP_MAX_URLS, splitSitemap } from './sitemapXml';
import { renderRobots } from './robotsTxt';

/**
 * The public origin of a request (`https://host[:port]`, `www.` dropped); forwarded headers only
 * behind a trusted proxy, hosts and protocol validated (see {@link visibleOrigin}).
 */
export function requestOrigin(c: { req: { url: string; header(name: string): string | undefined } }, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const origin = visibleOrigin(
    { host: c.req.header('host'), forwardedHost: c.req.header('x-forwarded-host'), forwardedProto: c.req.header('x-forwarded-proto') },
    { trustProxy, requestProtocol: url.protocol, fallbackHost: isPlainHost(url.host) ? url.host : 'localhost' },
  );
  return origin.replace(/^(https?:\/\/)www\./i, '$1');
}

/** The SEO routes app: `GET /sitemap.xml`, `GET /sitemap-{n}.xml`, `GET /robots.txt`, the blog feeds. */
export function createSeoRoutes(options: { db: Database; trustProxy?: boolean; sitemapMaxUrls?: number }): Hono {
  const app = new Hono();
  const siteOf = (c: Context) => resolveSiteByHost(options.db, c.req.header('host') ?? new URL(c.req.url).host);
  const originOf = (c: Context, site: SiteRow) => sitePublicOrigin(primaryDomainOf(site.domains), requestOrigin(c, options.trustProxy ?? false));
  const xml = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

  /** The site's sitemap parts (pages first, then listings) and its public origin, or null for an unknown host. */
  const sitemapParts = async (c: Context) => {
    const site = await siteOf(c);
    if (!site) return null;
    const [pages, articleEntries, profileEntries, listingEntries] = await Promise.all([
      indexablePages(options.db, site.id),
      visibleArticleEntries(options.db, site.id),
      brokerProfileEntries(options.db, site.id),
      activeListingEntries(options.db, site.id),
    ]);
    return { origin: originOf(c, site), parts: splitSitemap([...pages, ...articleEntries, ...profileEntries, ...listingEntries], options.sitemapMaxUrls ?? SITEMAP_MAX_URLS) };
  };

  app.get('/sitemap.xml', async (c) => {
    const sitemap = await sitemapParts(c);
    if (!sitemap) return c.text('Not found', 404);
    const { origin, parts } = sitemap;
    const body = parts.length === 1 ? renderSitemap(origin, parts[0]) : renderSitemapIndex(origin, parts);
    return c.body(body, 200, xml);
  });

  app.get('/:part{sitemap-[0-9]+\\.xml}', async (c) => {
    const n = Number(/\d+/.exec(c.req.param('part'))![0]);
    const sitemap = await sitemapParts(c);
    if (!sitemap || sitemap.parts.length === 1 || n < 1 || n > sitemap.parts.length) return c.text('Not found', 404);
    return c.body(renderSitemap(sitemap.origin, sitemap.parts[n - 1]), 200, xml);
  });

  for (const locale of ['fr', 'en'] as const) {
    app.get(BLOG_RSS_PATH[locale], async (c) => {
      const site = await siteOf(c);
      if (!site) return c.text('Not found', 404);
      const body = await renderBlogRss(options.db, site, locale, originOf(c, site));
      return c.body(body, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' });
    });
  }

  app.get('/robots.txt', async (c) => {
    const site = await siteOf(c);
    if (!site) return c.text('Not found', 404);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(renderRobots(originOf(c, site)));
  });
  return app;
}
