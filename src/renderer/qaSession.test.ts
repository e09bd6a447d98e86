/** How the `/qa` route asks the CMS who is signed in, in the browser. */
import { describe, expect, it, vi } from 'vitest';
import { fetchQaUser, qaLoginHref } from './qaSession';

const answer = (status: number, body: unknown = {}) => vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('fetchQaUser', () => {
  it('reads the signed-in user', async () => {
    const fetcher = answer(200, { user: { id: 7, email: 'marie@courtier.test', name: null, role: 'editor' } });
    expect(await fetchQaUser(fetcher)).toEqual({ user: { id: '7', email: 'marie@courtier.test', name: '', role: 'editor' } });
    expect(fetcher).toHaveBeenCalledWith('/api/cms/auth/me', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('is nobody without a session or a role on this site, and unknown when the CMS cannot answer', async () => {
    expect(await fetchQaUser(answer(401))).toEqual({ user: null });
    expect(await fetchQaUser(answer(403))).toEqual({ user: null });
    expect(await fetchQaUser(answer(502))).toEqual({ user: undefined });
    expect(await fetchQaUser(vi.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).toEqual({ user: undefined });
  });
});

describe('qaLoginHref', () => {
  it('comes back to the page, in its language', () => {
    expect(qaLoginHref('/qa/sections', 'fr')).toBe('/qa/login?next=%2Fqa%2Fsections');
    expect(qaLoginHref('/qa/leads?lang=en', 'en')).toBe('/qa/login?next=%2Fqa%2Fleads%3Flang%3Den&lang=en');
  });
});
