/**
 * What `/sitemap.xml` lists for a site: every published, indexable page (status 200,
 * no `noindex` robots rule) with its locale paths, and every active listing with its two listing
 * page paths, every visible blog article with the paths of its languages, and every active broker's
 * profile in both languages. Read straight from
 * the database, in stable order.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { listSitePages, type LocalePath } from '../db/repositories/pages';
import { listings, municipalities } from '../db/schema';
import { listingUrl } from '../api/listings/listingUrl';
import { articlePath } from '../../schema/blog';
import { visibleArticleSummaries } from '../db/repositories/articles';
import { listMembers } from '../db/repositories/directory';
import { memberProfilePath } from '../../schema/directory';

/** One sitemap entry: its locale paths (alternates of each other) and last modification. */
export interface SitemapEntry {
  paths: LocalePath[];
  lastModified: Date;
}

/** Published pages answering 200 and not marked `noindex`, in creation order. */
export async function indexablePages(db: Database, siteId: string): Promise<SitemapEntry[]> {
  const pages = await listSitePages(db, siteId);
  return pages
    .filter(({ page, paths }) => page.published && page.status === 200 && paths.length > 0)
    .filter(({ page }) => !/noindex/i.test(String(page.content?.override?.seo?.robots_index_rule ?? '')))
    .map(({ page, paths }) => ({ paths, lastModified: page.updatedAt }));
}

/** Active listings of the site as fr/en listing page paths, newest first. */
export async function activeListingEntries(db: Database, siteId: string): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ uls: listings.uls, address: listings.address, updatedAt: listings.updatedAt, municipality: municipalities.name })
    .from(listings)
    .innerJoin(municipalities, eq(municipalities.code, listings.municipalityCode))
    .where(and(eq(listings.siteId, siteId), eq(listings.status, 'active')))
    .orderBy(asc(listings.listedAt), asc(listings.uls));
  return rows.map((row) => ({
    paths: [
      { locale: 'fr' as const, path: listingUrl('fr', row, row.municipality) },
      { locale: 'en' as const, path: listingUrl('en', row, row.municipality) },
    ],
    lastModified: row.updatedAt,
  }));
}

/** Visible blog articles with the paths of the languages each exists in, newest first. */
export async function visibleArticleEntries(db: Database, siteId: string, now = new Date()): Promise<SitemapEntry[]> {
  const byId = new Map<number, SitemapEntry>();
  for (const locale of ['fr', 'en'] as const) {
    for (const { article } of await visibleArticleSummaries(db, siteId, locale, now)) {
      const entry = byId.get(article.id) ?? { paths: [], lastModified: article.updatedAt };
      entry.paths.push({ locale, path: articlePath(locale, article)! });
      byId.set(article.id, entry);
    }
  }
  return [...byId.values()];
}

/** Active brokers' profile pages (`/fr/courtiers/{slug}`, `/en/brokers/{slug}`), in directory order. */
export async function brokerProfileEntries(db: Database, siteId: string): Promise<SitemapEntry[]> {
  return (await listMembers(db, siteId, { kind: 'brokers' })).map((member) => ({
    paths: [
      { locale: 'fr' as const, path: memberProfilePath('fr', member.slug) },
      { locale: 'en' as const, path: memberProfilePath('en', member.slug) },
    ],
    lastModified: member.updatedAt,
  }));
}
