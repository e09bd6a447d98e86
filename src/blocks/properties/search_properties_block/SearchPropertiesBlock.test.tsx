import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentApi } from '../../../api/contentApi';
import { FIRST_BLOCK_PARSED_ID } from '../../../lib/pageBlockMarkers';
import { DEFAULT_SEARCH_FILTERS, type SearchFiltersData } from '../../../schema/listing';
import { renderBlock } from '../../testing/renderBlock';
import { makeTestCards, toMapPoints } from '../_parts/testCards';
// The filters' chunk, loaded with the file: opening them waits for no transform.
import '../_parts/search/FiltersOverlay';
import { afterPause } from '../../testing/afterPause';
import { COUNT_THROTTLE_MS } from '../_parts/search/useResultCount';
import { getBlockDefinition } from '../../registry';

const searchPropertiesBlock = getBlockDefinition('search_properties_block')!;

const FILTERS_DATA: SearchFiltersData = {
  municipalities: [
    { MUN_CODE: '58227', DESCRIPTION: 'Longueuil', count: 40 },
    { MUN_CODE: '58007', DESCRIPTION: 'Brossard', count: 20 },
  ],
  property_types: [
    { code: 'maison', label: { fr: 'Maison', en: 'House' }, count: 35 },
    { code: 'condo', label: { fr: 'Condo', en: 'Condo' }, count: 25 },
  ],
};

/** A fake `GET /properties`: `total` matching listings, answered by format / page. */
function fakeProperties(total: number) {
  const cards = makeTestCards('fr', total);
  const calls: URLSearchParams[] = [];
  const properties = vi.fn<ContentApi['properties']>(async ({ query }) => {
    calls.push(new URLSearchParams(query));
    if (query.get('format') === 'count') return { status: 200, data: { data: { total: query.has('bedrooms') ? 7 : total } } };
    if (query.get('format') === 'map') {
      return { status: 200, data: { data: { total, propertiesMap: toMapPoints(cards), propertiesListing: cards.slice(0, Number(query.get('listingLimit'))) } } };
    }
    const page = Number(query.get('page'));
    const limit = Number(query.get('limit'));
    return { status: 200, data: { data: { total, propertiesListing: cards.slice((page - 1) * limit, page * limit) } } };
  });
  return { properties, calls };
}

const searchFilters = vi.fn(async () => FILTERS_DATA);

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/fr/proprietes');
});

describe('search_properties_block', () => {
  it('opening the page, marks the end of its filter bar for the first paint; lower down, not', async () => {
    const { properties } = fakeProperties(3);
    const first = await renderBlock(searchPropertiesBlock, { index: 0 }, { path: '/fr/proprietes', api: { properties, searchFilters } });
    const marker = document.getElementById(FIRST_BLOCK_PARSED_ID);
    expect(marker?.tagName).toBe('TEMPLATE');
    expect(within(marker!.previousElementSibling as HTMLElement).getByRole('button', { name: 'Réinitialiser' })).toBeInTheDocument();
    expect(marker!.nextElementSibling).toContainElement(screen.getByTestId('search-map'));
    first.unmount();
    await renderBlock(searchPropertiesBlock, { index: 1 }, { path: '/fr/proprietes', api: { properties, searchFilters } });
    expect(document.getElementById(FIRST_BLOCK_PARSED_ID)).toBeNull();
  });

  it('loads with the URL filters, shows the count and 25 cards, then loads page 2', async () => {
    window.history.replaceState(null, '', '/fr/proprietes?mun=58227&bedrooms=2&variant=x');
    const { properties, calls } = fakeProperties(60);
    await renderBlock(searchPropertiesBlock, {}, { path: '/fr/proprietes', api: { properties, searchFilters } });

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    // The map's box: the window's here (the test page lays nothing out).
    expect(Object.fromEntries(calls[0]!)).toEqual({ mun: '58227', bedrooms: '2', format: 'map', listingLimit: '25', mapWidth: '1024', mapHeight: '768' });
    expect(screen.getByTestId('result-count')).toHaveTextContent('60 propriétés');
    expect(screen.getByRole('button', { name: /Municipalités : Longueuil/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Voir plus de propriétés' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(50));
    expect(Object.fromEntries(calls[1]!)).toEqual({ mun: '58227', bedrooms: '2', page: '2', limit: '25' });
    // The URL keeps the filters and unrelated parameters.
    expect(window.location.search).toBe('?variant=x&mun=58227&bedrooms=2');
  });

  it('shows the server’s first results at once and only completes them when the visitor brings no filters', async () => {
    const { properties, calls } = fakeProperties(60);
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const heldProperties = vi.fn<ContentApi['properties']>(async (request) => {
      await held;
      return properties(request);
    });
    const firstResults = { total: 60, propertiesListing: makeTestCards('fr', 25), propertiesFilters: DEFAULT_SEARCH_FILTERS };
    await renderBlock(searchPropertiesBlock, { params: { core_data: firstResults } }, { path: '/fr/proprietes', api: { properties: heldProperties, searchFilters } });

    // From the HTML, while the first call is still out: cards and count, no skeleton, no busy list.
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.getByTestId('result-count')).toHaveTextContent('60 propriétés');
    await waitFor(() => expect(heldProperties).toHaveBeenCalledTimes(1));
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.getByRole('list', { name: 'Propriétés trouvées' }).parentElement).toHaveAttribute('aria-busy', 'false');

    answer();
    // The markers complete the results: more pages can be asked for.
    expect(await screen.findByRole('button', { name: 'Voir plus de propriétés' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(Object.fromEntries(calls[0]!)).toEqual({ format: 'map', listingLimit: '25', mapWidth: '1024', mapHeight: '768' });
  });

  it('offers the next pages of a map answer grouped on the server by its bubbles’ counts', async () => {
    const cards = makeTestCards('fr', 60);
    const properties = vi.fn<ContentApi['properties']>(async ({ query }) => {
      if (query.get('format') === 'map') {
        const lone = toMapPoints(cards).slice(0, 4);
        const clusters = [{ coords: [45.5, -73.5] as [number, number], count: 56, expansionZoom: 12 }];
        return {
          status: 200,
          data: {
            data: {
              total: 60,
              propertiesMap: lone,
              propertiesClusters: clusters,
              propertiesBounds: [
                [45, -74],
                [46, -73],
              ],
              propertiesListing: cards.slice(0, 25),
            },
          },
        };
      }
      const page = Number(query.get('page'));
      return { status: 200, data: { data: { total: 60, propertiesListing: cards.slice((page - 1) * 25, page * 25) } } };
    });
    await renderBlock(searchPropertiesBlock, {}, { path: '/fr/proprietes', api: { properties, searchFilters } });

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    fireEvent.click(await screen.findByRole('button', { name: 'Voir plus de propriétés' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(50));
  });

  it('gives the server’s first results way to the visitor’s own saved filters', async () => {
    sessionStorage.setItem('propertiesSearchFilters', JSON.stringify({ type: ['condo'] }));
    const { properties, calls } = fakeProperties(3);
    const firstResults = { total: 60, propertiesListing: makeTestCards('fr', 25), propertiesFilters: DEFAULT_SEARCH_FILTERS };
    await renderBlock(searchPropertiesBlock, { params: { core_data: firstResults } }, { path: '/fr/proprietes', api: { properties, searchFilters } });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(calls[0]!.get('type')).toBe('condo');
    expect(screen.getByTestId('result-count')).toHaveTextContent('3 propriétés');
  });

  it('stops asking once every marker is listed', async () => {
    const { properties, calls } = fakeProperties(30);
    await renderBlock(searchPropertiesBlock, {}, { path: '/fr/proprietes', api: { properties, searchFilters } });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus de propriétés' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Voir plus de propriétés' })).toBeNull();
    expect(calls.filter((q) => q.has('page'))).toHaveLength(1);
  });

  it('shows the empty state with the alert sign-up link', async () => {
    const { properties } = fakeProperties(0);
    await renderBlock(searchPropertiesBlock, {}, { path: '/en/properties', locale: 'en', api: { properties, searchFilters } });
    expect(await screen.findByText('No properties found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up for alerts' })).toHaveAttribute('href', '/en/contact');
  });

  it('reset_filters resets the saved filters on load', async () => {
    sessionStorage.setItem('propertiesSearchFilters', JSON.stringify({ type: ['condo'] }));
    window.history.replaceState(null, '', '/fr/proprietes?reset_filters=1');
    const { properties, calls } = fakeProperties(3);
    await renderBlock(searchPropertiesBlock, {}, { path: '/fr/proprietes', api: { properties, searchFilters } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.has('type')).toBe(false);
    expect(window.location.search).toBe('');
  });

  it('restores the filters saved in session storage when the URL has none', async () => {
    sessionStorage.setItem('propertiesSearchFilters', JSON.stringify({ type: ['condo'], open_house: true }));
    const { properties, calls } = fakeProperties(3);
    await renderBlock(searchPropertiesBlock, {}, { path: '/fr/proprietes', api: { properties, searchFilters } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.get('type')).toBe('condo');
    expect(calls[0]!.get('open_house')).toBe('1');
    expect(window.location.search).toBe('?type=condo&open_house=1');
  });

  /** Renders the search page's block and opens its filters overlay; `pick()` chooses "3 bedrooms or more" in it. */
  async function openFiltersOverlay() {
    const { properties, calls } = fakeProperties(60);
    await renderBlock(searchPropertiesBlock, {}, { path: '/fr/proprietes', api: { properties, searchFilters } });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    await userEvent.click(screen.getByRole('button', { name: /^Filtres/ }));
    // The overlay's code loads with its first opening. A role query checks every element of the
    // page (its 25 cards) and a pending one runs again on each change of the DOM: waiting with it
    // while the overlay mounts took seconds. The dialog element is awaited, then asked for by role once.
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    const dialog = screen.getByRole('dialog', { name: 'Filtres' });
    return { calls, dialog, pick: () => userEvent.click(within(dialog).getByRole('radio', { name: '3 chambres ou plus' })) };
  }

  it('waits while the overlay is open: its count refreshes, the list stays', async () => {
    const { calls, dialog, pick } = await openFiltersOverlay();
    await waitFor(() => expect(within(dialog).getByTestId('overlay-count')).toHaveTextContent('Voir 60 propriétés'));
    await pick();
    // A change right after the first count waits out the throttle's window.
    await waitFor(() => expect(within(dialog).getByTestId('overlay-count')).toHaveTextContent('Voir 7 propriétés'), afterPause(COUNT_THROTTLE_MS));
    expect(calls.filter((q) => q.get('format') === 'map')).toHaveLength(1);
  });

  it('reloads the list once the overlay closes, with the filters it picked', async () => {
    const { calls, pick } = await openFiltersOverlay();
    await pick();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(calls.filter((q) => q.get('format') === 'map')).toHaveLength(2));
    expect(calls.filter((q) => q.get('format') === 'map')[1]!.get('bedrooms')).toBe('3');
    expect(window.location.search).toBe('?bedrooms=3');
    expect(screen.getByRole('button', { name: /1 filtre actif/ })).toBeInTheDocument();
  });

  it('a sort change reloads page 1 with the sort', async () => {
    const { properties, calls } = fakeProperties(60);
    await renderBlock(searchPropertiesBlock, {}, { path: '/fr/proprietes', api: { properties, searchFilters } });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    fireEvent.change(screen.getByLabelText('Trier par'), { target: { value: 'price_asc' } });
    await waitFor(() => expect(calls.filter((q) => q.get('format') === 'map')).toHaveLength(2));
    expect(calls.at(-1)!.get('order_by')).toBe('price_asc');
    await act(async () => {});
  });
});
