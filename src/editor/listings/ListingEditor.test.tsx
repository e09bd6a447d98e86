import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createCmsFeedApi, type EditedListing } from '../../api/cmsFeedApi';
import { EditorIntl } from '../i18n/EditorIntl';
import { ListingEditor } from './ListingEditor';

const MUNICIPALITIES = [
  { code: '58227', name: 'Longueuil', latitude: 45.53, longitude: -73.51 },
  { code: '58007', name: 'Brossard', latitude: 45.45, longitude: -73.46 },
];

const STORED: EditedListing = {
  uls: '19283746',
  source: 'manual',
  status: 'draft',
  standard_status: null,
  listing_key: null,
  updated_at: '2026-11-28T10:00:00.000Z',
  url: { fr: '/fr/proprietes/1200-rue-saint-charles-ouest-longueuil-19283746', en: '/en/properties/1200-saint-charles-st-west-longueuil-19283746' },
  mls_number: '19283746',
  type: 'condo',
  transaction: 'sale',
  price: 689000,
  address: { fr: '1200, rue Saint-Charles Ouest', en: '1200 Saint-Charles St. West' },
  address_hidden: false,
  postal_code: 'J4H 1C8',
  municipality_code: '58227',
  latitude: 45.531,
  longitude: -73.517,
  bedrooms: 2,
  bathrooms: 1,
  powder_rooms: 0,
  living_area: 1150,
  lot_area: null,
  year_built: 2019,
  description: { fr: 'Condo lumineux.', en: 'Bright condo.' },
  photos: ['/media/0123456789abcdef0123456789abcdef-1600.jpg'],
};

type Answer = (request: { method: string; path: string; body: Record<string, unknown> | null }) => Response | undefined;

/** A fake CMS: the municipalities, the stored listing, and `answer` for writes (default: echo as stored). */
function fakeApi(listing: EditedListing | null, answer: Answer = () => undefined) {
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://vitrine.test').pathname.replace('/api/cms', '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    const answered = answer({ method, path, body });
    if (answered) return answered;
    if (path === '/listings/municipalities') return Response.json({ municipalities: MUNICIPALITIES });
    if (method === 'GET' && listing) return Response.json({ listing });
    if (method === 'POST' && path === '/listings') return Response.json({ listing: { ...STORED, ...body, uls: '812345678901', status: 'draft' } }, { status: 201 });
    if (method === 'POST' && path.endsWith('/publish')) return Response.json({ listing: { ...(listing ?? STORED), uls: path.split('/')[2], status: 'active' } });
    if (method === 'PUT') return Response.json({ listing: { ...STORED, ...body, updated_at: '2026-11-28T11:00:00.000Z' } });
    return Response.json({ error: 'not_found', message: 'No listing' }, { status: 404 });
  });
  return { api: createCmsFeedApi({ fetch }), fetch };
}

function renderEditor(locale: 'fr' | 'en', api: ReturnType<typeof createCmsFeedApi>, uls: string, onCreated = vi.fn()) {
  render(
    <EditorIntl locale={locale}>
      <ListingEditor uiLocale={locale} api={api} uls={uls} listPath="/qa/annonces" onCreated={onCreated} />
    </EditorIntl>,
  );
  return onCreated;
}

const writes = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');

describe('ListingEditor', () => {
  it('checks a new listing in French before sending anything, and says what is missing beside each field', async () => {
    const { api, fetch } = fakeApi(null);
    renderEditor('fr', api, 'new');
    fireEvent.change(await screen.findByLabelText('Code postal'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(await screen.findByText('Certains champs sont à revoir : voyez les messages à côté.')).toBeInTheDocument();
    expect(screen.getByLabelText('Prix demandé ($)')).toHaveAccessibleDescription(/^Un montant entier de 1 à 100\s000\s000 \$\.$/);
    expect(screen.getByLabelText('Code postal')).toHaveAccessibleDescription('Un code postal canadien, p. ex. H2X 1Y4.');
    expect(screen.getByText('Choisissez une municipalité.')).toBeInTheDocument();
    expect(writes(fetch)).toHaveLength(0);
  });

  it('creates the listing from what was typed (a price with spaces, a municipality chosen), then publishes it', async () => {
    const { api, fetch } = fakeApi(null);
    const onCreated = renderEditor('en', api, 'new');
    fireEvent.change(await screen.findByLabelText('Asking price ($)'), { target: { value: '689 000 $' } });
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Municipality' }), 'Bross');
    await user.click(await screen.findByRole('option', { name: 'Brossard' }));
    fireEvent.change(screen.getByLabelText('Address (French)'), { target: { value: '8, rue Principale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: the listing is on the site, in search and on the map.')).toBeInTheDocument();
    const [create, publish] = writes(fetch);
    expect(JSON.parse(String(create![1]!.body))).toMatchObject({ price: 689000, municipality_code: '58007', address: { fr: '8, rue Principale', en: '' }, mls_number: null, latitude: null });
    expect(String(publish![0])).toBe('/api/cms/listings/812345678901/publish');
    expect(onCreated).toHaveBeenCalledWith('812345678901');
    // jsdom runs no exit animation: react-aria keeps the rest of the page aria-hidden behind the
    // closed municipality list (a browser does not; the end-to-end test reads the heading by role).
    expect(screen.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('Listing 812345678901');
    expect(screen.getByText('For sale', { selector: '[data-listing-status]' })).toBeInTheDocument();
  });

  it('keeps what was typed when someone saved first, and saves over it only when asked', async () => {
    let refused = false;
    const { api, fetch } = fakeApi(STORED, ({ method, body }) => {
      if (method !== 'PUT' || refused) return undefined;
      refused = true;
      expect(body).toMatchObject({ updated_at: STORED.updated_at });
      return Response.json({ error: 'stale_listing', message: 'Changed', listing: { ...STORED, price: 650000, updated_at: '2026-11-28T10:30:00.000Z' } }, { status: 409 });
    });
    renderEditor('en', api, STORED.uls);
    fireEvent.change(await screen.findByLabelText('Asking price ($)'), { target: { value: '675000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone saved this listing since you opened it/)).toBeInTheDocument();
    expect(screen.getByLabelText('Asking price ($)')).toHaveValue('675000');
    fireEvent.click(screen.getByRole('button', { name: 'Save mine over it' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const puts = writes(fetch).map(([, init]) => JSON.parse(String(init!.body)) as { price: number; updated_at: string });
    expect(puts.map(({ price, updated_at }) => [price, updated_at])).toEqual([
      [675000, STORED.updated_at],
      [675000, '2026-11-28T10:30:00.000Z'],
    ]);
  });

  it('shows a feed listing read-only, with where it comes from', async () => {
    const { api } = fakeApi({ ...STORED, source: 'feed', status: 'active', listing_key: 'K-1' });
    renderEditor('fr', api, STORED.uls);
    expect(await screen.findByText(/vient du flux de votre chambre/)).toBeInTheDocument();
    expect(screen.getByLabelText('Prix demandé ($)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choisir dans la médiathèque' })).toBeNull();
    expect(screen.getByRole('link', { name: /Voir sur le site/ })).toHaveAttribute('href', STORED.url.fr);
  });

  it('reorders and removes photos with their buttons', async () => {
    const second = '/media/fedcba9876543210fedcba9876543210-1600.jpg';
    const { api } = fakeApi({ ...STORED, photos: [...STORED.photos, second] });
    renderEditor('en', api, STORED.uls);
    fireEvent.click(await screen.findByRole('button', { name: 'Move photo 2 earlier' }));
    await waitFor(() => expect(screen.getAllByRole('listitem').map((item) => item.querySelector('img')?.getAttribute('src'))).toEqual([second, STORED.photos[0]]));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Unsaved changes.')).toBeInTheDocument();
  });
});
