/**
 * Feed injection (spec 001 §3 "Server data feeding blocks"): a page served by the
 * content API carries `block_params.core_data` on its listing blocks, narrowed by the block's
 * `block_params.filters`; other blocks and pages without listing blocks are untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_FILTERS, listingsFeed, SEARCH_PAGE_SIZE, toPropertiesQuery } from '../../src/schema/listing';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { insertPage } from '../../src/server/db/repositories/pages';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { ids, insertFixtureListings, MUN } from './listingsFixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let api: ReturnType<typeof createContentApiApp>;

const block = (block_type: string, block_params: Record<string, unknown> = {}) => ({ block_type, block_params, fields: {} });

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  await insertFixtureListings(database.db);
  await insertPage(database.db, {
    siteId: FIXTURE.siteId,
    key: 'listings',
    title: { fr: 'Propriétés', en: 'Properties' },
    content: {
      fields: [
        block('text_block_1'),
        block('properties_block'),
        block('properties_block', { filters: { type: ['condo', 'maison'], order_by: 'price_asc' } }),
        block('properties_slider_block', { filters: { mun: [MUN.laval], bedrooms: 'many' } }),
        block('featured_properties_block'),
        block('sold_properties_block'),
        block('categories_slider_block', { filters: { mun: [MUN.montreal] } }),
        block('properties_block', { filters: { forSaleForRent: 'rent' } }),
        // Filters a search block does not have: ignored, it lists what a visitor without filters asks for.
        block('search_properties_block', { filters: { forSaleForRent: 'rent' } }),
      ],
    },
    paths: [
      { locale: 'fr', path: '/fr/proprietes-a-vendre' },
      { locale: 'en', path: '/en/properties-for-sale' },
    ],
  });
  api = createContentApiApp({ db: database.db });
});
afterAll(() => database.dispose());

async function pageBlocks(path: string) {
  const res = await api.request(`/page/${FIXTURE.siteId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path, production: true }),
  });
  expect(res.status).toBe(200);
  return (await res.json()).content.fields as Array<{ block_type: string; block_params: Record<string, unknown> }>;
}

describe('listing feeds in page payloads', () => {
  it('fills core_data of every listing block from the site’s active listings and the block filters', async () => {
    const blocks = await pageBlocks('/fr/proprietes-a-vendre');
    const feed = (i: number) => listingsFeed.parse(blocks[i].block_params.core_data);
    expect(blocks[0].block_params).toEqual({});

    const all = feed(1);
    expect(all.total).toBe(7);
    expect(all.propertiesListing.map((c) => c.uls)).toEqual(ids(2, 11, 4, 5, 1, 3, 10));
    expect(all.propertiesMap.map((p) => p.uls)).toEqual(ids(2, 11, 4, 5, 1, 3, 10));
    expect(all.propertiesListing[4].url).toBe('/fr/proprietes/123-rue-saint-charles-ouest-longueuil-10000001');

    const filtered = feed(2);
    expect(filtered.total).toBe(2);
    expect(filtered.propertiesListing.map((c) => c.uls)).toEqual(ids(2, 1));
    expect(blocks[2].block_params.filters).toEqual({ type: ['condo', 'maison'], order_by: 'price_asc' });

    const slider = feed(3);
    expect(slider.total).toBe(2);
    expect(slider.propertiesListing.map((c) => c.uls)).toEqual(ids(11, 4));
    expect(slider.propertiesFilters).toMatchObject({ mun: [MUN.laval], bedrooms: null, forSaleForRent: 'buy' });

    // Badged new/open-house first, then the newest others.
    expect(feed(4).propertiesListing.map((c) => c.uls)).toEqual(ids(2, 1, 11, 4, 5, 3, 10));
    expect(feed(5).mapMarkers).toEqual([{ uls: '10000007', coords: [45.54, -73.49], price: 500_000 }]);
    expect(feed(6).counts).toEqual({ maison: 0, condo: 1, prop: 1, ferme: 0, chalet: 0, terrain: 0, comm: 0 });
    expect(feed(7).propertiesListing.map((c) => c.uls)).toEqual(ids(6));
  });

  it('gives the search page the first answer its visitors without filters would get from GET /properties', async () => {
    const blocks = await pageBlocks('/en/properties-for-sale');
    const feed = listingsFeed.parse(blocks[8].block_params.core_data);
    const query = toPropertiesQuery(DEFAULT_SEARCH_FILTERS, { format: 'map', listingLimit: SEARCH_PAGE_SIZE });
    const res = await api.request(`/${FIXTURE.micrositeId}/properties?${query}`, { headers: { 'X-Site-Key': FIXTURE.siteKey, 'Content-Language': 'en' } });
    const { data } = (await res.json()) as { data: { total: number; propertiesListing: unknown[] } };
    expect(feed.total).toBe(7);
    expect(feed.total).toBe(data.total);
    expect(feed.propertiesListing).toEqual(data.propertiesListing);
    expect(feed.propertiesFilters).toEqual(DEFAULT_SEARCH_FILTERS);
    // The map points come from the browser's own call: not in the page.
    expect(feed.propertiesMap).toEqual([]);
  });

  it('writes the cards in the locale of the requested path', async () => {
    const blocks = await pageBlocks('/en/properties-for-sale');
    const cards = listingsFeed.parse(blocks[1].block_params.core_data).propertiesListing;
    expect(cards[4]).toMatchObject({ address: '123 Saint-Charles St. West, Longueuil', url: '/en/properties/123-saint-charles-st-west-longueuil-10000001' });
  });

  it('leaves pages without listing blocks as stored', async () => {
    const blocks = await pageBlocks('/fr');
    expect(blocks).toEqual([{ block_type: 'text_block_1', block_params: {}, fields: { main_title: { fr: 'Bonjour', en: 'Hello' } } }]);
  });
});
