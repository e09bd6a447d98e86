/**
 * Typed client for the general settings of the CMS API (issue 3 §3; contract
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
import { metadata, recaptcha, seo } from '../schema/page';
import { theme } from '../schema/theme';

/** The editable general settings of a site (no revision). */
export const generalSettings = z.object({
  theme: theme,
  seo: seo.default({}),
  metadata: metadata,
  recaptcha: recaptcha.nullable().default(null),
});
export type GeneralSettings = z.infer<typeof generalSettings>;

/** `GET /api/cms/settings` answer: the settings and the revision they were read at. */
export const settingsResponse = generalSettings.extend({ revision: z.number().int() });
export type SettingsResponse = z.infer<typeof settingsResponse>;

const saveResponse = z.object({ revision: z.number().int() });

const errorBody = z
  .object({
    error: z.string(),
    message: z.string().optional(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    current_revision: z.number().int().optional(),
    updated_by: z.string().nullable().optional(),
    updated_at: z.string().nullable().optional(),
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

/** The signed-in user as the CMS reports it. */
export const cmsUser = z.object({
  id: z.union([z.string(), z.number()]),
  email: z.string(),
  name: z.string().nullable().optional(),
  role: z.enum(['admin', 'editor']),
});
export type CmsUser = z.infer<typeof cmsUser>;

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

export interface CmsSettingsApiOptions {
  /** Base of the CMS API (default `/api/cms`). */
  baseUrl?: string;
  /** Replaceable fetch (tests). */
  fetch?: typeof fetch;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toError(status: number, body: unknown): CmsSettingsError {
  const parsed = errorBody.safeParse(body);
  if (!parsed.success) return new CmsSettingsError({ status, code: status === 0 ? 'network' : `http_${status}` });
  const { error, message, fields, current_revision, updated_by, updated_at } = parsed.data;
  return new CmsSettingsError({
    status,
    code: error,
    message,
    fields,
    conflict: current_revision !== undefined ? { currentRevision: current_revision, updatedBy: updated_by, updatedAt: updated_at } : undefined,
  });
}

/** Builds a {@link CmsSettingsApi} over `fetch`. */
export function createCmsSettingsApi(options: CmsSettingsApiOptions = {}): CmsSettingsApi {
  const base = (options.baseUrl ?? '/api/cms').replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function call<T>(path: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        credentials: 'same-origin',
        ...init,
        headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
      });
    } catch (cause) {
      throw new CmsSettingsError({ status: 0, code: 'network', message: cause instanceof Error ? cause.message : String(cause) });
    }
    const body = await readJson(res);
    if (!res.ok) throw toError(res.status, body);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new CmsSettingsError({ status: res.status, code: 'invalid_response', message: z.prettifyError(parsed.error) });
    }
    return parsed.data;
  }

  return {
    load: () => call('/settings', { method: 'GET' }, settingsResponse),
    save: (settings, revision) =>
      call('/settings', { method: 'PUT', body: JSON.stringify({ ...generalSettings.parse(settings), revision }) }, saveResponse),
    me: () => call('/auth/me', { method: 'GET' }, z.object({ user: cmsUser })).then((r) => r.user),
  };
}
