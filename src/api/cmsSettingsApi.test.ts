import { describe, expect, it, vi } from 'vitest';
import { CmsApiError, staleRevisionOf } from './cmsApi';
import { createCmsSettingsApi, generalSettings } from './cmsSettingsApi';

const stored = {
  theme: { preset: 'red', themeColors: { primary: '#004466' } },
  seo: {},
  metadata: { favicon: '/favicon.ico' },
  recaptcha: null,
  revision: 7,
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('cmsSettingsApi', () => {
  it('loads and completes the settings with the schema defaults', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, stored));
    const api = createCmsSettingsApi({ fetch: fetchMock as unknown as typeof fetch });
    const settings = await api.load();
    expect(fetchMock).toHaveBeenCalledWith('/api/cms/settings', expect.objectContaining({ method: 'GET', credentials: 'same-origin' }));
    expect(settings.revision).toBe(7);
    expect(settings.theme.themeVariables['border-radius-2']).toBe(40);
    expect(settings.theme.colorSchemesList).toEqual(['normal', 'normal-grey', 'inverted']);
    expect(settings.metadata.contact_form.show_consent).toBe(true);
  });

  it('saves with a JSON PUT carrying the revision', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { revision: 8 }));
    const api = createCmsSettingsApi({ fetch: fetchMock as unknown as typeof fetch });
    const { revision: _revision, ...settings } = await createCmsSettingsApi({
      fetch: (async () => jsonResponse(200, stored)) as unknown as typeof fetch,
    }).load();
    await expect(api.save(settings, 7)).resolves.toEqual({ revision: 8 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/cms/settings');
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    const body = JSON.parse(String(init.body));
    expect(body.revision).toBe(7);
    expect(body.theme.themeColors.primary).toBe('#004466');
    expect(body.metadata.favicon).toBe('/favicon.ico');
  });

  it('rejects a stale revision with the conflict details', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(409, { error: 'stale_revision', message: 'Stale', current_revision: 9, updated_by: 'marie@example.com', updated_at: '2025-01-02T03:04:05Z' }),
    );
    const api = createCmsSettingsApi({ fetch: fetchMock as unknown as typeof fetch });
    const error = await api.save(generalSettings.parse({ theme: {}, metadata: {} }), 7).catch((e) => e);
    expect(error).toBeInstanceOf(CmsApiError);
    expect(error.status).toBe(409);
    expect(error.code).toBe('stale_revision');
    expect(staleRevisionOf(error)).toEqual({ currentRevision: 9, updatedBy: 'marie@example.com', updatedAt: '2025-01-02T03:04:05Z' });
  });

  it('rejects a validation failure with the per-path messages', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(422, { error: 'invalid', message: 'Invalid', fields: { 'seo.canonical_url.fr': ['Invalid URL'] } }));
    const api = createCmsSettingsApi({ fetch: fetchMock as unknown as typeof fetch });
    const error = await api.save(generalSettings.parse({ theme: {}, metadata: {} }), 1).catch((e) => e);
    expect(error.status).toBe(422);
    expect(error.fields).toEqual({ 'seo.canonical_url.fr': ['Invalid URL'] });
  });

  it('reports a network failure with status 0', async () => {
    const api = createCmsSettingsApi({ fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch });
    const error = await api.load().catch((e) => e);
    expect(error).toBeInstanceOf(CmsApiError);
    expect(error.status).toBe(0);
    expect(error.code).toBe('network');
  });

  it('reads the signed-in user role', async () => {
    const api = createCmsSettingsApi({
      fetch: (async () => jsonResponse(200, { user: { id: 1, email: 'a@example.com', name: 'A', role: 'editor' } })) as unknown as typeof fetch,
    });
    await expect(api.me()).resolves.toMatchObject({ role: 'editor' });
  });
});
