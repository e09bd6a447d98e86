/**
 * `/sitemap.xml` and `/robots.txt` per site (issue 5 §3), mounted by src/server/app.ts before the
 * static files and SSR. The site is the request's Host site (as for pages); an unknown host
 * answers 404. URLs use the request's origin with a leading `www.` dropped (spec 000 §9, like
 * canonical URLs). Cached 1 hour.
 */
import { Hono } from 'hono';
import type { Database } from '../db/client';
import { resolveSiteByHost } from '../api/pageRoutes';
import { activeListingEntries, indexablePages } from './sitemapData';
import { renderSitemap } from './sitemapXml';
import { renderRobots } from './robotsTxt';

/** The public origin of a request: `https://host[:port]`, `www.` dropped; `X-Forwarded-Proto` only when trusted. */
export function requestOrigin(url: string, forwardedProto: string | undefined, trustProxy: boolean): string {
  const parsed = new URL(url);
  const proto = trustProxy && forwardedProto ? forwardedProto.split(',')[0].trim() : parsed.protocol.replace(':', '');
  return `${proto}://${parsed.host.replace(/^www\./i, '')}`;
}

/** The SEO routes app: `GET /sitemap.xml`, `GET /robots.txt`. */
export function createSeoRoutes(options: { db: Database; trustProxy?: boolean }): Hono {
  const app = new Hono();
  const originOf = (c: { req: { url: string; header(name: string): string | undefined } }) =>
    requestOrigin(c.req.url, c.req.header('x-forwarded-proto'), options.trustProxy ?? false);

  app.get('/sitemap.xml', async (c) => {
    const site = await resolveSiteByHost(options.db, c.req.header('host') ?? new URL(c.req.url).host);
    if (!site) return c.text('Not found', 404);
    const [pages, listingEntries] = await Promise.all([indexablePages(options.db, site.id), activeListingEntries(options.db, site.id)]);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(renderSitemap(originOf(c), [...pages, ...listingEntries]), 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });

  app.get('/robots.txt', async (c) => {
    const site = await resolveSiteByHost(options.db, c.req.header('host') ?? new URL(c.req.url).host);
    if (!site) return c.text('Not found', 404);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(renderRobots(originOf(c)));
  });
  return app;
}
