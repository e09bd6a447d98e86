/**
 * `/sitemap.xml`, `/robots.txt` and the blog's RSS 2.0 feeds (`/fr/blogue/rss.xml`,
 * `/en/blog/rss.xml`) per site, mounted by src/server/app.ts before the
 * static files and SSR. The site is the request's Host site (as for pages); an unknown host
 * answers 404. URLs use the request's origin with a leading `www.` dropped (spec 000 §9, like
 * canonical URLs). Cached 1 hour (feeds 15 minutes).
 *
 * Up to `sitemapMaxUrls` (default {@link SITEMAP_MAX_URLS}) URLs, `/sitemap.xml` is the sitemap
 * itself; above, it is a sitemap index of `/sitemap-{n}.xml` parts (n from 1; 404 past the last).
 */
import { Hono, type Context } from 'hono';
import { isPlainHost, visibleOrigin } from '../../lib/requestOrigin';
import type { Database } from '../db/client';
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
  const originOf = (c: { req: { url: string; header(name: string): string | undefined } }) => requestOrigin(c, options.trustProxy ?? false);
  const xml = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

  /** The site's sitemap parts (pages first, then listings), or null for an unknown host. */
  const sitemapParts = async (c: Context) => {
    const site = await resolveSiteByHost(options.db, c.req.header('host') ?? new URL(c.req.url).host);
    if (!site) return null;
    const [pages, articleEntries, profileEntries, listingEntries] = await Promise.all([
      indexablePages(options.db, site.id),
      visibleArticleEntries(options.db, site.id),
      brokerProfileEntries(options.db, site.id),
      activeListingEntries(options.db, site.id),
    ]);
    return splitSitemap([...pages, ...articleEntries, ...profileEntries, ...listingEntries], options.sitemapMaxUrls ?? SITEMAP_MAX_URLS);
  };

  app.get('/sitemap.xml', async (c) => {
    const parts = await sitemapParts(c);
    if (!parts) return c.text('Not found', 404);
    const body = parts.length === 1 ? renderSitemap(originOf(c), parts[0]) : renderSitemapIndex(originOf(c), parts);
    return c.body(body, 200, xml);
  });

  app.get('/:part{sitemap-[0-9]+\\.xml}', async (c) => {
    const n = Number(/\d+/.exec(c.req.param('part'))![0]);
    const parts = await sitemapParts(c);
    if (!parts || parts.length === 1 || n < 1 || n > parts.length) return c.text('Not found', 404);
    return c.body(renderSitemap(originOf(c), parts[n - 1]), 200, xml);
  });

  for (const locale of ['fr', 'en'] as const) {
    app.get(BLOG_RSS_PATH[locale], async (c) => {
      const site = await resolveSiteByHost(options.db, c.req.header('host') ?? new URL(c.req.url).host);
      if (!site) return c.text('Not found', 404);
      const body = await renderBlogRss(options.db, site, locale, originOf(c));
      return c.body(body, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' });
    });
  }

  app.get('/robots.txt', async (c) => {
    const site = await resolveSiteByHost(options.db, c.req.header('host') ?? new URL(c.req.url).host);
    if (!site) return c.text('Not found', 404);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(renderRobots(originOf(c)));
  });
  return app;
}
