/**
 * Typed client for the general settings of the CMS API (contract
 * `GET/PUT /api/cms/settings`), plus the session's role (`GET /api/cms/auth/me`) the settings page
 * needs to decide whether it is read-only.
 *
 * - `GET  /api/cms/settings` → `{theme, seo, metadata, recaptcha, revision}` (zod-parsed; defaults
 *   of the schemas are applied, so a sparse stored value comes back complete).
 * - `PUT  /api/cms/settings` `{theme, seo, metadata, recaptcha, revision, force?}` → `{revision}`; admin
 *   only (`force`: over a newer revision, the conflict dialog's "Overwrite").
 *
 * Every failure rejects with the CMS client's {@link CmsApiError}: `status` is the HTTP status (0 for
 * a network failure), `code` the contract's error code (`stale_revision` 409, `forbidden` 403, `csrf`
 * 403, `unauthenticated` 401, `invalid` 422, ...), `fields` the per-path messages of a 422; a 409's
 * facts are read with `staleRevisionOf`. Requests are same-origin with credentials,
 * so the browser sends the `vitrine_session` cookie and the `Origin` header the CSRF check needs.
 */
import { z } from 'zod';
import { cmsUser, createCmsRequest, type CmsApiOptions, type CmsUser } from './cmsApi';
import { generalSettings, settingsResponse, type GeneralSettings, type SettingsResponse } from '../schema/cmsAnswers';

export { generalSettings, settingsResponse, type GeneralSettings, type SettingsResponse };

const saveResponse = z.object({ revision: z.number().int() });

export interface CmsSettingsApi {
  /** Loads the settings and their revision. Rejects with `CmsApiError`. */
  load(): Promise<SettingsResponse>;
  /**
   * Saves the settings read at `revision` (`force`: whatever the stored one). Resolves with the new
   * revision; a stale revision rejects with code `stale_revision` (status 409).
   */
  save(settings: GeneralSettings, revision: number, force?: boolean): Promise<{ revision: number }>;
  /** The signed-in user (`GET /api/cms/auth/me`); 401 rejects with code `unauthenticated`. */
  me(): Promise<CmsUser>;
}

export type CmsSettingsApiOptions = CmsApiOptions;

/** Builds a {@link CmsSettingsApi} on the shared CMS request ({@link createCmsRequest}). */
export function createCmsSettingsApi(options: CmsSettingsApiOptions = {}): CmsSettingsApi {
  const call = createCmsRequest(options);
  return {
    load: () => call('GET', '/settings', settingsResponse),
    save: (settings, revision, force = false) => call('PUT', '/settings', saveResponse, { ...generalSettings.parse(settings), revision, ...(force ? { force: true } : {}) }),
    me: () => call('GET', '/auth/me', z.object({ user: cmsUser })).then((r) => r.user),
  };
}
