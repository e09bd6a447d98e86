/**
 * Typed client for the general settings of the CMS API (contract
 * `GET/PUT /api/cms/settings`), plus the session's role (`GET /api/cms/auth/me`) the settings page
 * needs to decide whether it is read-only.
 *
 * - `GET  /api/cms/settings` → `{theme, seo, metadata, recaptcha, revision}` (zod-parsed; defaults
 *   of the schemas are applied, so a sparse stored value comes back complete).
 * - `PUT  /api/cms/settings` `{theme, seo, metadata, recaptcha, revision}` → `{revision}`; admin only.
 *
 * Every failure rejects with {@link CmsSettingsError}: `status` is the HTTP status (0 for a network
 * failure), `code` the contract's error code (`stale_revision` 409, `forbidden` 403, `csrf` 403,
 * `unauthenticated` 401, `invalid` 422, ...), `fields` the per-path messages of a 422 and
 * `conflict` the current revision details of a 409. Requests are same-origin with credentials,
 * so the browser sends the `vitrine_session` cookie and the `Origin` header the CSRF check needs.
 */
import { z } from 'zod';
import { CmsApiError, cmsUser, createCmsRequest, staleRevisionOf, type CmsApiOptions, type CmsUser } from './cmsApi';
import { generalSettings, settingsResponse, type GeneralSettings, type SettingsResponse } from '../schema/cmsAnswers';

export { generalSettings, settingsResponse, type GeneralSettings, type SettingsResponse };

const saveResponse = z.object({ revision: z.number().int() });

const errorBody = z
  .object({
    error: z.string(),
    message: z.string().optional(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  })
  .passthrough();

/** Who changed the settings last, from a 409 `stale_revision` answer. */
export interface SettingsConflict {
  currentRevision: number;
  updatedBy?: string | null;
  updatedAt?: string | null;
}

/** A failed settings call. See the module docstring for the codes. */
export class CmsSettingsError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string[]>;
  readonly conflict?: SettingsConflict;

  constructor(init: { status: number; code: string; message?: string; fields?: Record<string, string[]>; conflict?: SettingsConflict }) {
    super(init.message ?? init.code);
    this.name = 'CmsSettingsError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.conflict = init.conflict;
  }
}

export interface CmsSettingsApi {
  /** Loads the settings and their revision. Rejects with {@link CmsSettingsError}. */
  load(): Promise<SettingsResponse>;
  /**
   * Saves the settings read at `revision`. Resolves with the new revision; a stale revision
   * rejects with code `stale_revision` (status 409) and `conflict` set.
   */
  save(settings: GeneralSettings, revision: number): Promise<{ revision: number }>;
  /** The signed-in user (`GET /api/cms/auth/me`); 401 rejects with code `unauthenticated`. */
  me(): Promise<CmsUser>;
}

export type CmsSettingsApiOptions = CmsApiOptions;

/** Reads a failed CMS call as a settings error: 422 field messages, 409 conflict details. */
function toSettingsError(error: unknown): CmsSettingsError {
  if (!(error instanceof CmsApiError)) return new CmsSettingsError({ status: 0, code: 'network', message: String(error) });
  const parsed = errorBody.safeParse(error.body);
  const details = parsed.success ? parsed.data : undefined;
  return new CmsSettingsError({
    status: error.status,
    code: error.code,
    message: details?.message ?? error.message,
    fields: details?.fields,
    conflict: conflictOf(error),
  });
}

/** The other save's facts of a 409 `stale_revision` ({@link staleRevisionOf}), when it says its revision. */
function conflictOf(error: CmsApiError): SettingsConflict | undefined {
  const stale = staleRevisionOf(error);
  return stale?.currentRevision !== undefined ? { currentRevision: stale.currentRevision, updatedBy: stale.updatedBy, updatedAt: stale.updatedAt } : undefined;
}

/** Builds a {@link CmsSettingsApi} on the shared CMS request ({@link createCmsRequest}). */
export function createCmsSettingsApi(options: CmsSettingsApiOptions = {}): CmsSettingsApi {
  const call = createCmsRequest(options);
  const settingsCall = <T,>(promise: Promise<T>) => promise.catch((error: unknown) => Promise.reject(toSettingsError(error)));
  return {
    load: () => settingsCall(call('GET', '/settings', settingsResponse)),
    save: (settings, revision) => settingsCall(call('PUT', '/settings', saveResponse, { ...generalSettings.parse(settings), revision })),
    me: () => settingsCall(call('GET', '/auth/me', z.object({ user: cmsUser })).then((r) => r.user)),
  };
}
