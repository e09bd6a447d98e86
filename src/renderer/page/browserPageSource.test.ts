import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserPageSource } from './browserPageSource';
import { fallbackPayload } from './fallbackPayload';

afterEach(() => vi.restoreAllMocks());

function answering(status: number, body: unknown) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('the browser’s page source', () => {
  it('asks the site’s own server for the prepared page, by site id once known, draft and query included', async () => {
    const fetchImpl = answering(200, { kind: 'page', status: 200, payload: fallbackPayload('en') });
    const outcome = await createBrowserPageSource(fetchImpl).load({ path: '/en/about', query: { variant: 'v2' }, draft: true, site: { site_id: 'site-1', production: true }, preload: true });
    expect(outcome.kind).toBe('page');
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/page-data');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ path: '/en/about', query: { variant: 'v2' }, draft: true, site_id: 'site-1', production: true });
  });

  it('gives the warnings the server found to the console (spec 000 §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await createBrowserPageSource(answering(200, { kind: 'page', status: 200, payload: fallbackPayload('fr'), warnings: [['Failed to locate block.', 'mystery_block']] })).load({
      path: '/fr',
      draft: false,
      site: {},
      preload: true,
    });
    expect(warn).toHaveBeenCalledWith('Failed to locate block.', 'mystery_block');
  });

  it('hands a redirect over as an outcome, and rejects an answer that is not one', async () => {
    const redirect = await createBrowserPageSource(answering(200, { kind: 'redirect', status: 301, location: '/fr' })).load({ path: '/fr/accueil', draft: false, site: {} });
    expect(redirect).toEqual({ kind: 'redirect', status: 301, location: '/fr' });
    await expect(createBrowserPageSource(answering(422, { status: 'error' })).load({ path: 'x', draft: false, site: {} })).rejects.toThrow('/api/page-data answered 422');
  });
});
