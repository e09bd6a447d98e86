import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ContentApi } from '../../api/contentApi';
import { decodeSitePath, domainOf, loadPage, normalizePath, toQuery } from './loadPage';
import { createServerPageSource } from './serverPageSource';

/** The server's page source over `api`, for a request to `host`. */
const pagesOf = (api: ContentApi, host = 'localhost') => createServerPageSource(api, domainOf({ request: { host, cookie: '', acceptLanguage: '' } }));

const payload = {
  production: false,
  microsite_id: 'ms-9',
  site_id: 'site-9',
  site_key: 'k',
  theme: {},
  metadata: {},
  header: { fields: [] },
  footer: { fields: [] },
  content: { fields: [] },
};

function api(answer: Awaited<ReturnType<ContentApi['pageByDomain']>> | Error) {
  const respond = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { pageByDomain: respond, pageBySite: vi.fn(respond), contact: vi.fn() } as unknown as ContentApi & {
    pageByDomain: ReturnType<typeof vi.fn>;
    pageBySite: ReturnType<typeof vi.fn>;
  };
}

describe('loadPage', () => {
  it('asks by domain first (host without port), then by the remembered site id', async () => {
    const contentApi = api({ status: 200, data: payload });
    const context = { pages: pagesOf(contentApi, 'Agence.Localhost:3000'), site: {} };
    const first = await loadPage(context, { pathname: '/fr/contact/', search: { variant: 'v2' } });
    expect(first.kind).toBe('page');
    expect(contentApi.pageByDomain).toHaveBeenCalledWith({ path: '/fr/contact', query: { variant: 'v2' }, domainName: 'agence.localhost' });
    expect(context.site).toEqual({ site_id: 'site-9', production: false });

    await loadPage(context, { pathname: '/en' });
    expect(contentApi.pageBySite).toHaveBeenCalledWith({ siteId: 'site-9', path: '/en', query: undefined, production: false });
  });

  it('throws a router redirect with the real status for 301/302', async () => {
    const contentApi = api({ status: 301, data: null, location: '/fr' });
    const thrown = await loadPage({ pages: pagesOf(contentApi), site: {} }, { pathname: '/fr/accueil' }).catch((error) => error);
    expect(isRedirect(thrown)).toBe(true);
    expect(thrown.status).toBe(301);
    expect(thrown.headers.get('Location')).toBe('/fr');
  });

  it('returns the error outcome with its status, keeping the site payload', async () => {
    const outcome = await loadPage({ pages: pagesOf(api({ status: 503, data: payload })), site: {} }, { pathname: '/fr/maintenance' });
    expect(outcome).toMatchObject({ kind: 'error', status: 503, titleKey: 'errors.503-title', messageKey: 'errors.503-message' });
    expect(outcome.kind === 'error' && outcome.payload?.site_id).toBe('site-9');
  });

  it('maps a thrown failure to 500 "Erreur" / "Une grosse erreur est survenue"', async () => {
    const outcome = await loadPage({ pages: pagesOf(api(new Error('socket hang up'))), site: {} }, { pathname: '/fr' });
    expect(outcome).toMatchObject({ kind: 'error', status: 500, title: 'Erreur', message: 'Une grosse erreur est survenue' });
  });
});

describe('path and query helpers', () => {
  it('removes trailing slashes but keeps the root', () => {
    expect(normalizePath('/fr/a-propos///')).toBe('/fr/a-propos');
    expect(normalizePath('/')).toBe('/');
  });

  it('flattens search params to strings', () => {
    expect(toQuery({ variant: 'v2', page: 2, empty: undefined })).toEqual({ variant: 'v2', page: '2' });
    expect(toQuery({})).toBeUndefined();
  });
});

describe('decodeSitePath', () => {
  it('decodes escapes of printable ASCII and keeps `%`, `\\`, spaces and UTF-8 escaped', () => {
    expect(decodeSitePath('/fr/contact')).toBe('/fr/contact');
    expect(decodeSitePath('/fr/%7Eete/a%2Fb')).toBe('/fr/~ete/a/b');
    expect(decodeSitePath('/fr/caf%C3%A9')).toBe('/fr/caf%C3%A9');
    expect(decodeSitePath('/fr/a%20b/100%25/x%5Cy')).toBe('/fr/a%20b/100%25/x%5Cy');
    expect(decodeSitePath('/fr/%zz')).toBe('/fr/%zz');
  });
});
