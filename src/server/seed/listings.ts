/**
 * Listings seed: about 2 000 active listings plus ~150 sold ones over the Quebec
 * municipalities already in the database, 75 % on the default (broker) site and the rest on the
 * other sites. Deterministic: a fixed PRNG seed and, for tests, a fixed reference time.
 *
 * `seedListings(db)` writes them (≈1 s for 2 150 rows on PGlite); `reseedListings(db, n)` backs
 * `npm run seed -- --listings N` (deletes every listing, then writes N).
 */
import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { insertListings } from '../db/repositories/listings';
import { listMunicipalities } from '../db/repositories/municipalities';
import { listSites } from '../db/repositories/sites';
import { listings } from '../db/schema';
import { generateListings, type GenerateOptions } from './listingsGenerator';

/** Listings written by the default seed (≈2 000 active + ≈150 sold). */
export const DEFAULT_LISTING_COUNT = 2150;
/** PRNG seed of the default seed (any fixed number; changing it changes every listing). */
export const LISTING_SEED = 20_260_501;

/** Broker names shown on the seeded sites' listings. */
const BROKERS: Record<string, { brokerName: string; officeId: string }> = {
  'site-julie-tremblay': { brokerName: 'Julie Tremblay', officeId: 'immobilier-rive-sud' },
  'site-groupe-laurentides': { brokerName: 'Groupe immobilier Laurentides', officeId: 'groupe-immobilier-laurentides' },
};

/** Number of listings stored (any site, any status). */
export async function countAllListings(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings);
  return Number(row?.n ?? 0);
}

/**
 * Generates and inserts `count` listings for the sites in the database (default site 75 %).
 * @returns the number of rows written (0 when there is no site or no municipality)
 */
export async function seedListings(db: Database, options: { count?: number; seed?: number; now?: Date } = {}): Promise<number> {
  const [sites, towns] = await Promise.all([listSites(db), listMunicipalities(db)]);
  if (sites.length === 0 || towns.length === 0) return 0;
  const others = sites.filter((site) => !site.isDefault);
  const main = sites.find((site) => site.isDefault) ?? sites[0];
  const shares: GenerateOptions['sites'] = [
    { siteId: main.id, share: others.length ? 0.75 : 1, ...BROKERS[main.id] },
    ...others.filter((site) => site.id !== main.id).map((site) => ({ siteId: site.id, share: 0.25 / others.length, ...BROKERS[site.id] })),
  ];
  const rows = generateListings(options.count ?? DEFAULT_LISTING_COUNT, options.seed ?? LISTING_SEED, towns, { now: options.now, sites: shares });
  return insertListings(db, rows);
}

/** Deletes every listing, then seeds `count` new ones (`npm run seed -- --listings N`). */
export async function reseedListings(db: Database, listingCount: number, options: { seed?: number; now?: Date } = {}): Promise<number> {
  await db.delete(listings);
  return seedListings(db, { ...options, count: listingCount });
}
