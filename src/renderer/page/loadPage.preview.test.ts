/**
 * The page loader's variant and draft-preview requests: `?variant=` travels in
 * `query`; `?qa_preview=1` asks with `production: false` on the first (domain) and later (site id)
 * loads, while ordinary loads keep asking for production.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ContentApi } from '../../api/contentApi';
import { loadPage, wantsDraftPreview } from './loadPage';
import { createServerPageSource } from './serverPageSource';

const payload = {
  production: true,
  microsite_id: 'ms-1',
  site_id: 'site-1',
  site_key: 'k',
  theme: {},
  metadata: {},
  header: { fields: [] },
  footer: { fields: [] },
  variant: { id: 'printemps-2026', name: 'Campagne printemps 2026', color: '#b8894a' },
  content: { fields: [] },
};

function fakeApi() {
  const respond = vi.fn(async () => ({ status: 200, data: payload }));
  return { pageByDomain: respond, pageBySite: vi.fn(respond), contact: vi.fn() } as unknown as ContentApi & {
    pageByDomain: ReturnType<typeof vi.fn>;
    pageBySite: ReturnType<typeof vi.fn>;
  };
}

describe('loadPage: variants and draft preview', () => {
  it('passes ?variant= as query and asks production on a normal first load', async () => {
    const api = fakeApi();
    const outcome = await loadPage({ pages: createServerPageSource(api, 'localhost'), site: {} }, { pathname: '/fr', search: { variant: 'printemps-2026' } });
    expect(api.pageByDomain).toHaveBeenCalledWith({ path: '/fr', query: { variant: 'printemps-2026' }, domainName: 'localhost' });
    expect(outcome.kind === 'page' && outcome.payload.variant?.name).toBe('Campagne printemps 2026');
  });

  it('asks production: false for ?qa_preview=1 by domain, keeping the variant', async () => {
    const api = fakeApi();
    await loadPage({ pages: createServerPageSource(api, 'localhost'), site: {} }, { pathname: '/fr/', search: { qa_preview: '1', variant: 'printemps-2026' } });
    expect(api.pageByDomain).toHaveBeenCalledWith({
      path: '/fr',
      query: { qa_preview: '1', variant: 'printemps-2026' },
      domainName: 'localhost',
      production: false,
    });
  });

  it('asks production: false by site id for ?qa_preview=1, production otherwise', async () => {
    const api = fakeApi();
    const site = { site_id: 'site-1', production: true };
    await loadPage({ pages: createServerPageSource(api, 'localhost'), site }, { pathname: '/en/about', search: { qa_preview: 1 } });
    expect(api.pageBySite).toHaveBeenLastCalledWith({ siteId: 'site-1', path: '/en/about', query: { qa_preview: '1' }, production: false });
    await loadPage({ pages: createServerPageSource(api, 'localhost'), site }, { pathname: '/en/about', search: { variant: 'v' } });
    expect(api.pageBySite).toHaveBeenLastCalledWith({ siteId: 'site-1', path: '/en/about', query: { variant: 'v' }, production: true });
  });

  it('recognises only qa_preview=1 as a draft request', () => {
    expect(wantsDraftPreview({ qa_preview: '1' })).toBe(true);
    expect(wantsDraftPreview({ qa_preview: 1 })).toBe(true);
    expect(wantsDraftPreview({ qa_preview: '0' })).toBe(false);
    expect(wantsDraftPreview({})).toBe(false);
    expect(wantsDraftPreview(undefined)).toBe(false);
  });
});
