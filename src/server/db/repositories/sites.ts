/**
 * Sites repository: lookups by id, microsite id and host name; writes used by the seed and the
 * content CLI. Host names are stored lower-case without port (see `normalizeHost`).
 */
import { arrayContains, count, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { sites, type NewSiteRow, type SiteRow, type StoredBlockList } from '../schema';
import type { SiteSettings } from '../siteSettings';

/** The site with this id, or null. */
export async function findSiteById(db: Database, id: string): Promise<SiteRow | null> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id)).limit(1);
  return row ?? null;
}

/** The site with this microsite id (used in `/api/swc/{microsite_id}/...`), or null. */
export async function findSiteByMicrositeId(db: Database, micrositeId: string): Promise<SiteRow | null> {
  const [row] = await db.select().from(sites).where(eq(sites.micrositeId, micrositeId)).limit(1);
  return row ?? null;
}

/** The site that lists this (already normalised, lower-case) host name among its domains, or null. */
export async function findSiteByDomain(db: Database, domain: string): Promise<SiteRow | null> {
  const [row] = await db.select().from(sites).where(arrayContains(sites.domains, [domain])).limit(1);
  return row ?? null;
}

/** The default site (answers loopback hosts), or null when none is flagged. */
export async function findDefaultSite(db: Database): Promise<SiteRow | null> {
  const [row] = await db.select().from(sites).where(eq(sites.isDefault, true)).limit(1);
  return row ?? null;
}

/**
 * A site named by the content CLI: its id, microsite id or one of its domains.
 * @returns the site or null when nothing matches.
 */
export async function findSiteByReference(db: Database, reference: string): Promise<SiteRow | null> {
  const ref = reference.trim();
  const [row] = await db
    .select()
    .from(sites)
    .where(or(eq(sites.id, ref), eq(sites.micrositeId, ref), arrayContains(sites.domains, [ref.toLowerCase()])))
    .limit(1);
  return row ?? null;
}

/** Number of sites (the seed runs when it is 0). */
export async function countSites(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sites);
  return Number(row?.n ?? 0);
}

/** All sites, oldest first. */
export async function listSites(db: Database): Promise<SiteRow[]> {
  return db.select().from(sites).orderBy(sites.createdAt);
}

/** Inserts a site. @throws on a duplicate id or microsite id. */
export async function insertSite(db: Database, site: NewSiteRow): Promise<SiteRow> {
  const [row] = await db.insert(sites).values(site).returning();
  return row;
}

/** Replaces a site's settings, header and footer (content CLI import). */
export async function updateSiteContent(
  db: Database,
  id: string,
  content: { settings: SiteSettings; header: StoredBlockList; footer: StoredBlockList },
): Promise<void> {
  await db
    .update(sites)
    // An editor who read the settings or the header before the import gets the conflict choice on save.
    .set({
      settings: content.settings,
      header: content.header,
      footer: content.footer,
      settingsRevision: sql`${sites.settingsRevision} + 1`,
      headerRevision: sql`${sites.headerRevision} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(sites.id, id));
}
