import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentApi } from '../../../../api/contentApi';
import type { SearchFiltersData } from '../../../../schema/listing';
import { renderBlock, renderWithProviders } from '../../../testing/renderBlock';
import { HeroSearchBar, searchPageHref } from './HeroSearchBar';
import { afterPause } from '../../../testing/afterPause';
import { COUNT_THROTTLE_MS } from './useResultCount';
// The list's and the filters' chunks, loaded with the file: opening them waits for no transform.
import './MunicipalityPopover';
import './FiltersOverlay';
import { getBlockDefinition } from '../../../registry';

const heroBlock1 = getBlockDefinition('hero_block_1')!;

const FILTERS_DATA: SearchFiltersData = {
  municipalities: [
    { MUN_CODE: '58227', DESCRIPTION: 'Longueuil', count: 40 },
    { MUN_CODE: '58007', DESCRIPTION: 'Brossard', count: 20 },
  ],
  property_types: [{ code: 'condo', label: { fr: 'Condo', en: 'Condo' }, count: 25 }],
};

function countApi() {
  const calls: URLSearchParams[] = [];
  const properties = vi.fn<ContentApi['properties']>(async ({ query }) => {
    calls.push(new URLSearchParams(query));
    return { status: 200, data: { data: { total: 42 } } };
  });
  return { properties, calls, searchFilters: vi.fn(async () => FILTERS_DATA) };
}

beforeEach(() => sessionStorage.clear());

describe('hero search bar', () => {
  it('fetches the search filters, picks a municipality, rent and a maximum price, then navigates with them', async () => {
    const api = countApi();
    const { router } = await renderWithProviders(<HeroSearchBar />, { path: '/fr', api });
    await waitFor(() => expect(api.searchFilters).toHaveBeenCalledTimes(1));

    expect(screen.getByRole('button', { name: 'Acheter une propriété', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Louer une propriété', pressed: false }));
    expect(screen.getByRole('button', { name: 'Louer une propriété', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Municipalités : Toutes les municipalités/ }));
    const list = await screen.findByRole('listbox', { name: 'Municipalités' });
    await userEvent.click(within(list).getByRole('option', { name: /Longueuil/ }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Municipalités : Longueuil/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Critères/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtres' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Maximum'), '500000');
    await waitFor(() => expect(within(dialog).getByTestId('overlay-count')).toHaveTextContent('Voir 42 propriétés'));
    await waitFor(() => expect(api.calls.at(-1)!.get('price_max')).toBe('500000'));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /2 filtres actifs/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/proprietes'));
    expect(router.state.location.searchStr).toBe('?mun=58227&price_max=500000&forSaleForRent=rent');
    expect(JSON.parse(sessionStorage.getItem('propertiesSearchFilters')!)).toMatchObject({ mun: ['58227'], forSaleForRent: 'rent' });
  });

  it('throttles the overlay count to one call per 500 ms (the latest filters win)', async () => {
    const api = countApi();
    const times: number[] = [];
    const properties = api.properties;
    api.properties = vi.fn<ContentApi['properties']>(async (args) => {
      times.push(performance.now());
      return properties(args);
    });
    await renderWithProviders(<HeroSearchBar />, { path: '/en', locale: 'en', api });
    fireEvent.click(screen.getByRole('button', { name: /Criteria/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    for (const name of ['1 bedroom or more', '2 bedrooms or more', '3 bedrooms or more', '4 bedrooms or more']) {
      fireEvent.click(within(dialog).getByRole('radio', { name }));
    }
    // The last change waits out the throttle's window.
    await waitFor(() => expect(api.calls.at(-1)!.get('bedrooms')).toBe('4'), afterPause(COUNT_THROTTLE_MS));
    // Never two calls within 500 ms, whatever the pace of the changes.
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(495);
    expect(api.calls.every((query) => query.get('format') === 'count')).toBe(true);
  });

  it('starts from the filters saved in session storage; the top price step means no maximum', async () => {
    sessionStorage.setItem('propertiesSearchFilters', JSON.stringify({ price_max: 750000, type: ['condo'] }));
    const api = countApi();
    await renderWithProviders(<HeroSearchBar />, { path: '/fr', api });
    expect(await screen.findByRole('button', { name: /2 filtres actifs/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Critères/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtres' });
    const max = within(dialog).getByLabelText('Maximum') as HTMLSelectElement;
    expect(max.value).toBe('750000');
    await userEvent.selectOptions(max, '10000000');
    expect(within(dialog).getByRole('option', { name: 'Aucun maximum' })).toHaveProperty('selected', true);
    await waitFor(() => expect(api.calls.at(-1)!.has('price_max')).toBe(false));
  });

  it('builds the search page URL per locale', () => {
    expect(searchPageHref('fr', new URLSearchParams('mun=1'))).toBe('/fr/proprietes?mun=1');
    expect(searchPageHref('en', new URLSearchParams())).toBe('/en/properties');
  });
});

describe('hero_block_1', () => {
  it('renders the title as the page h1 when first, with the bar and English tab titles', async () => {
    const api = countApi();
    await renderBlock(heroBlock1, { index: 0 }, { path: '/en', locale: 'en', api });
    expect(screen.getByRole('heading', { level: 1, name: 'Find your next home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy a property', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });
});
