/**
 * Listings seed and listing pages: what the seed writes, and what the
 * content API answers for `/fr/proprietes/{slug}-{uls}` and `/en/properties/{slug}-{uls}`.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBlockSchema } from '../../src/blocks/schemas';
import { pagePayload } from '../../src/schema/page';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { listingUrl } from '../../src/server/api/listings/listingUrl';
import { listMunicipalities } from '../../src/server/db/repositories/municipalities';
import { listings, municipalities, type ListingRow } from '../../src/server/db/schema';
import { seedIfEmpty, type SeedReport } from '../../src/server/seed/index';
import { generateListings } from '../../src/server/seed/listingsGenerator';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let api: ReturnType<typeof createContentApiApp>;
let report: SeedReport;
let seedMs = 0;
const SITE = 'site-julie-tremblay';

beforeAll(async () => {
  database = await openTestDatabase();
  const started = Date.now();
  report = await seedIfEmpty(database.db);
  seedMs = Date.now() - started;
  api = createContentApiApp({ db: database.db });
});
afterAll(() => database.dispose());

const page = (path: string, siteId = SITE) =>
  api.request(`/page/${siteId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path, production: true }) });

async function oneListing(where: { status: 'active' | 'sold'; transaction?: 'sale' | 'rent'; type?: ListingRow['type'] }) {
  const conditions = [eq(listings.siteId, SITE), eq(listings.status, where.status)];
  if (where.transaction) conditions.push(eq(listings.transaction, where.transaction));
  if (where.type) conditions.push(eq(listings.type, where.type));
  const [row] = await database.db
    .select({ listing: listings, municipality: municipalities.name })
    .from(listings)
    .innerJoin(municipalities, eq(municipalities.code, listings.municipalityCode))
    .where(and(...conditions))
    .orderBy(listings.uls)
    .limit(1);
  return row;
}

describe('listings seed', () => {
  it('writes about 2 000 active and 150 sold listings with the sites, in under 5 s', async () => {
    const rows = await database.db.select({ status: listings.status, siteId: listings.siteId }).from(listings);
    expect(report.listings).toBe(rows.length);
    const active = rows.filter((r) => r.status === 'active').length;
    const sold = rows.filter((r) => r.status === 'sold').length;
    expect(active).toBeGreaterThanOrEqual(1900);
    expect(active).toBeLessThanOrEqual(2100);
    expect(sold).toBeGreaterThanOrEqual(100);
    expect(sold).toBeLessThanOrEqual(200);
    const brokerShare = rows.filter((r) => r.siteId === SITE).length / rows.length;
    expect(brokerShare).toBeGreaterThan(0.7);
    expect(brokerShare).toBeLessThan(0.8);
    // The whole first seed (sites, ≈290 municipalities, 2 150 listings) stays well within budget.
    expect(seedMs).toBeLessThan(15_000);
  });

  it('spreads listings over at least 100 municipalities, near their town, with coherent data', async () => {
    const rows = await database.db.select().from(listings);
    const towns = new Map((await listMunicipalities(database.db)).map((m) => [m.code, m]));
    expect(new Set(rows.map((r) => r.municipalityCode)).size).toBeGreaterThanOrEqual(100);
    for (const row of rows) {
      const town = towns.get(row.municipalityCode)!;
      const km = Math.hypot((row.latitude - town.latitude) * 111, (row.longitude - town.longitude) * 111 * Math.cos((town.latitude * Math.PI) / 180));
      expect(km, row.uls).toBeLessThan(3.2);
      expect(row.uls).toMatch(/^\d{8}$/);
      expect(row.postalCode).toMatch(/^[GHJ]\d[A-Z] \d[A-Z]\d$/);
      expect(row.photos.length).toBeGreaterThanOrEqual(2);
      expect(row.address.fr).toMatch(/^\d+, (rue|avenue|chemin|boulevard|montée|rang) /);
      expect(row.address.en).toMatch(/^(\d+-)?\d+ (Rue|Avenue|Chemin|Boulevard|Montée|Rang) /);
      expect(row.description.fr).toContain(town.name);
      if (row.type === 'terrain') expect(row.bedrooms).toBe(0);
      if (row.type === 'condo' && row.transaction === 'sale') {
        expect(row.price).toBeGreaterThanOrEqual(150_000);
        expect(row.price).toBeLessThanOrEqual(1_000_000);
      }
      if (row.transaction === 'rent') expect(row.price).toBeLessThan(6000);
      if (row.status === 'sold') expect(row.badge).toBe('sold');
      if (row.openHouses.length) expect(row.openHouses[0].start).toMatch(/^\d{4}-\d\d-\d\dT1[34]:00:00-0[45]:00$/);
    }
    const montreal = rows.filter((r) => r.municipalityCode === '66023');
    expect(montreal.every((r) => r.postalCode?.startsWith('H'))).toBe(true);
    const rentals = rows.filter((r) => r.transaction === 'rent').length / rows.length;
    expect(rentals).toBeGreaterThan(0.04);
    expect(rentals).toBeLessThan(0.12);
    expect(rows.some((r) => r.previousPrice !== null && r.previousPrice > r.price)).toBe(true);
  });

  it('is deterministic: the same seed and reference time give the same listings', async () => {
    const towns = await listMunicipalities(database.db);
    const now = new Date('2026-05-01T12:00:00Z');
    const a = generateListings(300, 42, towns, { now });
    const b = generateListings(300, 42, towns, { now });
    expect(a).toEqual(b);
    expect(new Set(a.map((r) => r.uls)).size).toBe(300);
    expect(generateListings(300, 43, towns, { now })[0]).not.toEqual(a[0]);
  });

  it('uses only the listing photos shipped in public/listings (small 4:3 SVGs)', async () => {
    const dir = join(process.cwd(), 'public/listings');
    const files = readdirSync(dir).filter((f) => f.endsWith('.svg'));
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const file of files) expect(statSync(join(dir, file)).size).toBeLessThan(6 * 1024);
    const rows = await database.db.select({ photos: listings.photos }).from(listings);
    const used = new Set(rows.flatMap((r) => r.photos));
    for (const url of used) expect(files).toContain(url.replace('/listings/', ''));
  });
});

describe('listing pages', () => {
  it('answers an active listing page in French: blocks, SEO, JSON-LD and alternates', async () => {
    const { listing, municipality } = (await oneListing({ status: 'active', transaction: 'sale', type: 'maison' }))!;
    const fr = listingUrl('fr', listing, municipality);
    const en = listingUrl('en', listing, municipality);
    expect(fr).toMatch(new RegExp(`^/fr/proprietes/[a-z0-9-]+-${listing.uls}$`));
    const res = await page(fr);
    expect(res.status).toBe(200);
    const body = pagePayload.parse(await res.json());
    expect(body.content.fields.map((b) => b.block_type)).toEqual(['property_details_block', 'mortgage_calculator_block', 'contact_form_block']);
    for (const block of body.content.fields) {
      const definition = getBlockSchema(block.block_type)!;
      expect(definition.fields.safeParse(block.fields).success, block.block_type).toBe(true);
      expect(definition.params.safeParse(block.block_params).success, block.block_type).toBe(true);
    }
    const [details, calculator, contact] = body.content.fields;
    expect(details.block_params.listing).toMatchObject({ uls: listing.uls, price: listing.price, municipality, bedrooms: listing.bedrooms });
    expect(calculator.fields.default_price).toBe(listing.price);
    // The listing's calculator counts mortgage default insurance, like the seeded calculator pages.
    expect(calculator.block_params).toMatchObject({ mortgage_insurance: true });
    expect(contact.block_params).toMatchObject({ listing_uls: listing.uls });
    expect(body.alternate_paths).toEqual([
      { locale: 'fr', path: fr },
      { locale: 'en', path: en },
    ]);
    expect(body.seo.canonical_url).toEqual({ fr, en });
    expect(body.seo.global?.fr?.title).toContain(municipality);
    expect(body.seo.global?.fr?.title).toMatch(/^Maison à vendre — /);
    expect(body.seo.global?.en?.title).toMatch(/^House for sale — /);
    expect(body.seo.facebook?.fr?.image).toBe(listing.photos[0]);
    const [ld] = body.seo.structured_data!.fr!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url: fr,
      about: {
        '@type': 'SingleFamilyResidence',
        numberOfBedrooms: listing.bedrooms,
        address: { '@type': 'PostalAddress', addressLocality: municipality, addressCountry: 'CA' },
        geo: { '@type': 'GeoCoordinates', latitude: listing.latitude, longitude: listing.longitude },
      },
      offers: { '@type': 'Offer', price: listing.price, priceCurrency: 'CAD', businessFunction: 'https://purl.org/goodrelations/v1#Sell' },
      datePosted: listing.listedAt.toISOString(),
    });
    if (listing.livingArea) expect(ld.about).toMatchObject({ floorSize: { '@type': 'QuantitativeValue', value: listing.livingArea, unitCode: 'FTK' } });
  });

  it('answers a rental in English with a LeaseOut offer and no mortgage calculator', async () => {
    const { listing, municipality } = (await oneListing({ status: 'active', transaction: 'rent', type: 'condo' }))!;
    const res = await page(listingUrl('en', listing, municipality));
    expect(res.status).toBe(200);
    const body = pagePayload.parse(await res.json());
    expect(body.content.fields.map((b) => b.block_type)).toEqual(['property_details_block', 'contact_form_block']);
    expect(body.seo.structured_data!.en![0]).toMatchObject({
      about: { '@type': 'Apartment' },
      offers: { priceCurrency: 'CAD', businessFunction: 'https://purl.org/goodrelations/v1#LeaseOut' },
    });
    expect(body.seo.global?.en?.title).toMatch(/^Condo for rent — .*\/month$/);
  });

  it('redirects a wrong slug or the other locale’s slug to the canonical URL (301)', async () => {
    const { listing, municipality } = (await oneListing({ status: 'active' }))!;
    const fr = listingUrl('fr', listing, municipality);
    const en = listingUrl('en', listing, municipality);
    const wrong = await page(`/fr/proprietes/une-vieille-adresse-${listing.uls}`);
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get('location')).toBe(fr);
    const bare = await page(`/en/properties/${listing.uls}`);
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(en);
  });

  it('answers 410 for a sold listing, with a link to similar listings', async () => {
    const { listing, municipality } = (await oneListing({ status: 'sold' }))!;
    const res = await page(listingUrl('fr', listing, municipality));
    expect(res.status).toBe(410);
    const body = pagePayload.parse(await res.json());
    expect(body.seo.robots_index_rule).toBe('noindex');
    const [gone] = body.content.fields;
    expect(gone.block_type).toBe('property_details_block');
    expect(gone.block_params.gone).toMatchObject({ uls: listing.uls, status: 'sold', municipality, type: listing.type });
    const similar = new URL((gone.block_params.gone as { similar_url: { fr: string } }).similar_url.fr, 'http://x');
    expect(similar.pathname).toBe('/fr/proprietes');
    expect(similar.searchParams.get('mun')).toBe(listing.municipalityCode);
    expect(similar.searchParams.get('type')).toBe(listing.type);
  });

  it('answers 404 for an unknown MLS number, another site’s listing or a malformed path', async () => {
    expect((await page('/fr/proprietes/123-rue-inconnue-longueuil-99999999')).status).toBe(404);
    expect((await page('/fr/proprietes/sans-numero')).status).toBe(404);
    expect((await page('/fr/proprietes/a/b-12345678')).status).toBe(404);
    const [agency] = await database.db.select().from(listings).where(eq(listings.siteId, 'site-groupe-laurentides')).limit(1);
    expect((await page(`/fr/proprietes/x-${agency.uls}`)).status).toBe(404);
  });

  it('still serves the search page itself at /fr/proprietes and /en/properties', async () => {
    for (const path of ['/fr/proprietes', '/en/properties']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      const body = await res.json();
      expect(body.content.fields[0].block_type).toBe('search_properties_block');
    }
  });
});
