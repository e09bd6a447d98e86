import { describe, expect, it, vi } from 'vitest';
import { CmsApiError, createCmsApi, invalidBlocksOf, staleRevisionOf } from './cmsApi';

function respond(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('cms api client', () => {
  it('logs in with a JSON body and returns the parsed user', async () => {
    const fetch = respond(200, { user: { id: 1, email: 'ana@example.ca', name: 'Ana', role: 'admin' } });
    const api = createCmsApi({ fetch });
    await expect(api.login('ana@example.ca', 'secret')).resolves.toEqual({ id: '1', email: 'ana@example.ca', name: 'Ana', role: 'admin' });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/cms/auth/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(JSON.parse(init.body)).toEqual({ email: 'ana@example.ca', password: 'secret' });
  });

  it('sends the captcha answer with the login once one is asked for', async () => {
    const fetch = respond(200, { user: { id: 1, email: 'ana@example.ca', name: 'Ana', role: 'admin' } });
    const api = createCmsApi({ fetch });
    await api.login('ana@example.ca', 'secret', 'altcha-payload');
    expect(JSON.parse(fetch.mock.calls[0][1].body)).toEqual({ email: 'ana@example.ca', password: 'secret', captcha: 'altcha-payload' });
  });

  it('rejects with the error code, message and body', async () => {
    const api = createCmsApi({ fetch: respond(429, { error: 'locked_out', message: 'Too many attempts', retry_after_s: 600 }) });
    const error = await api.login('a@b.c', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsApiError);
    expect(error).toMatchObject({ status: 429, code: 'locked_out', message: 'Too many attempts', body: { retry_after_s: 600 } });
  });

  it('recognises a stale revision and keeps who changed the page', async () => {
    const api = createCmsApi({ fetch: respond(409, { error: 'stale_revision', message: 'Stale', current_revision: 9, updated_by: 'luc@example.ca' }) });
    const error = await api.saveDraft('12', { revision: 3, content: { fields: [] } }).catch((e: unknown) => e);
    expect(staleRevisionOf(error)).toEqual({ currentRevision: 9, updatedBy: 'luc@example.ca', updatedAt: null });
    expect((error as CmsApiError).body.current_revision).toBe(9);
  });

  it('tells a stale revision from the other 409s, and reads invalid blocks with their paths as lists', async () => {
    expect(staleRevisionOf(new CmsApiError(409, 'in_use', 'Used', { uses: [] }))).toBeNull();
    expect(staleRevisionOf(new CmsApiError(422, 'invalid_body', 'Bad'))).toBeNull();
    const refused = new CmsApiError(422, 'invalid_blocks', 'Invalid', {
      blocks: [
        { index: 2, block_type: 'cta_block', issues: [{ path: 'fields.main_title.fr', message: 'Required' }] },
        { area: 'footer', index: 0, block_type: 'footer_classic', issues: [{ path: ['fields', 'links', 1], message: 'Invalid URL' }] },
      ],
    });
    expect(invalidBlocksOf(refused)).toEqual([
      { index: 2, block_type: 'cta_block', issues: [{ path: ['fields', 'main_title', 'fr'], message: 'Required' }] },
      { area: 'footer', index: 0, block_type: 'footer_classic', issues: [{ path: ['fields', 'links', 1], message: 'Invalid URL' }] },
    ]);
    expect(invalidBlocksOf(new CmsApiError(409, 'stale_revision', 'Stale'))).toBeNull();
  });

  it('parses a page with its draft blocks', async () => {
    const api = createCmsApi({
      fetch: respond(200, {
        page: {
          id: 7,
          key: 'home',
          title: { fr: 'Accueil', en: 'Home' },
          paths: { fr: '/fr', en: '/en' },
          status: 200,
          revision: 4,
          published: true,
          content: { fields: [{ block_type: 'spacer_block', fields: { height: 48 } }] },
          published_content: null,
          updated_at: '2026-01-01T00:00:00Z',
          updated_by: null,
        },
      }),
    });
    const page = await api.getPage('7');
    expect(page.id).toBe('7');
    expect(page.content.fields[0]).toEqual({ block_type: 'spacer_block', block_params: {}, fields: { height: 48 } });
  });

  it('reports network failures and malformed answers', async () => {
    const offline = createCmsApi({ fetch: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    await expect(offline.me()).rejects.toMatchObject({ status: 0, code: 'network' });
    const odd = createCmsApi({ fetch: respond(200, { nope: true }) });
    await expect(odd.listPages()).rejects.toMatchObject({ code: 'bad_response' });
  });

  it('exposes 422 field messages', async () => {
    const api = createCmsApi({ fetch: respond(422, { error: 'validation', message: 'Invalid', fields: { 'paths.fr': ['Already used'] } }) });
    const error = (await api.createPage({ title: { fr: 'a', en: 'b' }, paths: { fr: '/fr/a', en: '/en/a' } }).catch((e: unknown) => e)) as CmsApiError;
    expect(error.fields).toEqual({ 'paths.fr': ['Already used'] });
  });
});
