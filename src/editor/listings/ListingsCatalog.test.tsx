import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createCmsFeedApi, type CatalogListing } from '../../api/cmsFeedApi';
import { EditorIntl } from '../i18n/EditorIntl';
import { ListingsCatalog } from './ListingsScreen';

const FEED_LISTING: CatalogListing = {
  uls: '912345678901',
  mls_number: null,
  listing_key: 'K-1',
  source: 'feed',
  status: 'active',
  standard_status: 'Pending',
  type: 'condo',
  price: 489000,
  address: { fr: '12, rue des Érables', en: '12 des Érables Street' },
  municipality: 'Longueuil',
  photo_count: 14,
  updated_at: '2026-11-27T14:00:00.000Z',
};
const MANUAL_LISTING: CatalogListing = { ...FEED_LISTING, address: { fr: '8, rang du Bois', en: '8 rang du Bois' }, municipality: 'Chambly', uls: '20000001', mls_number: '20000001', listing_key: null, source: 'manual', standard_status: null, price: 1250000, type: 'maison', photo_count: 3 };

/** A fake CMS: `GET /listings` answers the listings of the asked source; `GET /feed` a connected feed without runs. */
function fakeApi(options: { failFirst?: boolean } = {}) {
  let calls = 0;
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    const address = new URL(String(url), 'http://vitrine.test');
    if (address.pathname.endsWith('/feed')) return Response.json({ connection: null, runs: [] });
    calls += 1;
    if (options.failFirst && calls === 1) return Response.json({ error: 'http_500', message: 'boom' }, { status: 500 });
    const source = address.searchParams.get('source');
    const listings = [FEED_LISTING, MANUAL_LISTING].filter((listing) => !source || listing.source === source);
    return Response.json({ listings, total: listings.length, page: 1, limit: 50, counts: { demo: 0, feed: 1, manual: 1 } });
  });
  return { api: createCmsFeedApi({ fetch }), fetch };
}

function renderCatalog(locale: 'fr' | 'en', api: ReturnType<typeof createCmsFeedApi>, isAdmin = true) {
  render(
    <EditorIntl locale={locale}>
      <ListingsCatalog uiLocale={locale} api={api} isAdmin={isAdmin} />
    </EditorIntl>,
  );
}

describe('ListingsCatalog', () => {
  it('lists each listing with its MLS number, address, price, status, source, photos and date', async () => {
    renderCatalog('fr', fakeApi().api);
    const table = await screen.findByRole('table', { name: 'Annonces du site' });
    const feedRow = within(table).getByRole('row', { name: /12, rue des Érables/ });
    expect(feedRow).toHaveTextContent('Aucun');
    expect(feedRow).toHaveTextContent('Longueuil');
    expect(feedRow).toHaveTextContent('Condo');
    expect(feedRow).toHaveTextContent('489 000 $');
    expect(feedRow).toHaveTextContent('À vendre');
    expect(feedRow).toHaveTextContent('Pending');
    expect(feedRow).toHaveTextContent('Flux');
    expect(feedRow).toHaveTextContent('14');
    expect(feedRow).toHaveTextContent('27 nov. 2026');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('2 annonces')).toBeInTheDocument();
  });

  it('filters by source, each with its count', async () => {
    const { api, fetch } = fakeApi();
    renderCatalog('en', api);
    await screen.findByRole('table');
    const manual = screen.getByRole('button', { name: 'Manual 1' });
    fireEvent.click(manual);
    expect(manual).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /12 des Érables Street/ })).toBeNull();
    expect(screen.getByRole('row', { name: /8 rang du Bois/ })).toHaveTextContent('Manual');
    expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('source=manual');
  });

  it('offers to try again when the list could not be loaded', async () => {
    renderCatalog('en', fakeApi({ failFirst: true }).api);
    expect(await screen.findByRole('alert')).toHaveTextContent('The listings could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it("shows the feed's runs and its connection link to admins only", async () => {
    renderCatalog('en', fakeApi().api, false);
    await screen.findByRole('table');
    expect(screen.queryByRole('heading', { name: 'Feed runs' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Feed connection' })).toBeNull();
  });
});
