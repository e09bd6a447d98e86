/**
 * The seed: two sites written for real Quebec brokerages, their pages, redirects, blogs and
 * directories (offices, members, partners, testimonials, rewards), and the
 * Quebec municipalities.
 *
 * `seedIfEmpty(db)` runs at server start: it seeds the sites when the `sites` table is empty and
 * the municipalities when that table is empty, so it never touches existing content.
 */
import { randomBytes } from 'node:crypto';
import { ensureFirstAdmin, type FirstAdminOptions, type FirstAdminOutcome } from '../auth/firstAdmin';
import type { Database } from '../db/client';
import { countMunicipalities, upsertMunicipalities } from '../db/repositories/municipalities';
import { countSites, insertSite } from '../db/repositories/sites';
import { writeSitePages } from '../documents/siteContentWrite';
import { agencySite } from './agencySite';
import { brokerSite } from './brokerSite';
import { seedBlog } from './blog/seedBlog';
import { seedDirectory } from './directory/seedDirectory';
import { insertSeedIllustrations, prepareSeedIllustrations, withLibraryUrls } from './seedMedia';
import { countAllListings, seedListings } from './listings';
import { loadQuebecMunicipalities } from './municipalities';
import type { SeedSite } from './types';

/** The seeded sites: the default broker site first, then the agency site. */
export const seedSites: SeedSite[] = [brokerSite, agencySite];

/** What a seed run wrote. */
export interface SeedReport {
  sites: number;
  pages: number;
  redirects: number;
  /** Blog articles written with freshly seeded sites. */
  articles?: number;
  /** Media-library images written with freshly seeded sites (their illustrations, src/server/seed/seedMedia.ts). */
  media?: number;
  municipalities: number;
  /** Listings written: when the database had none. */
  listings?: number;
  /** The first CMS admin created by this run: from ADMIN_EMAIL, or the local demo one. */
  admin?: Extract<FirstAdminOutcome, 'created' | 'demo'>;
}

/**
 * Writes the seed sites (new random site keys), in one transaction, their illustrations in their
 * media libraries and their content pointing at them (the illustrations are prepared first,
 * outside the transaction: from the cache, or rasterised and processed the first time).
 * @throws when a seeded site id or microsite id already exists.
 */
export async function seedSitesInto(db: Database): Promise<Pick<SeedReport, 'sites' | 'pages' | 'redirects' | 'articles' | 'media'>> {
  let pageCount = 0;
  let redirects = 0;
  let articles = 0;
  let media = 0;
  const illustrations = await prepareSeedIllustrations(seedSites);
  await db.transaction(async (tx) => {
    for (const seed of seedSites) {
      const images = illustrations.get(seed.site.id)!;
      const site = await insertSite(tx, withLibraryUrls({ ...seed.site, siteKey: randomBytes(24).toString('base64url') }, images));
      media += await insertSeedIllustrations(tx, site.id, images);
      // The seed's variants are public examples (`?variant=` links work for visitors).
      const pages = seed.pages.map((seededPage) => {
        const { variants = [], status = 200, ...page } = withLibraryUrls(seededPage, images);
        return { ...page, status, published: true, variants: variants.map((variant) => ({ ...variant, published: true })) };
      });
      const written = await writeSitePages(tx, site.id, pages, seed.redirects);
      pageCount += written.pages;
      articles += await seedBlog(tx, site.id, { ...seed.blog, imageUrl: (path) => images.get(path)?.url ?? path });
      await seedDirectory(tx, site.id, seed.directory && withLibraryUrls(seed.directory, images));
      redirects += seed.redirects.length;
    }
  });
  return { sites: seedSites.length, pages: pageCount, redirects, articles, media };
}

/** Loads the Quebec municipalities (insert or update by code). @returns the number of rows. */
export async function seedMunicipalities(db: Database): Promise<number> {
  const rows = loadQuebecMunicipalities();
  await upsertMunicipalities(db, rows);
  return rows.length;
}

/**
 * Seeds what is empty: sites (when no site exists), municipalities (when none exist), listings
 * (with freshly seeded sites, when none exist) and the first
 * CMS admin (when no user exists; from `admin.adminEmail` / `adminPassword`, else the local-only
 * demo admin on a loopback host, see src/server/auth/firstAdmin.ts).
 * @throws Error when only one of adminEmail / adminPassword is set or the password is too short
 */
export async function seedIfEmpty(db: Database, admin: FirstAdminOptions = {}): Promise<SeedReport> {
  const report: SeedReport = { sites: 0, pages: 0, redirects: 0, municipalities: 0 };
  if ((await countSites(db)) === 0) Object.assign(report, await seedSitesInto(db));
  if ((await countMunicipalities(db)) === 0) report.municipalities = await seedMunicipalities(db);
  if (report.sites > 0 && (await countAllListings(db)) === 0) report.listings = await seedListings(db);
  const outcome = await ensureFirstAdmin(db, admin);
  if (outcome === 'created' || outcome === 'demo') report.admin = outcome;
  return report;
}
