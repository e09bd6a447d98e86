/**
 * Typed client of the CMS (editing) API at `/api/cms`: auth, site, pages, drafts, publish and versions.
 *
 * JSON in and out; every response body is parsed with zod. Non-2xx answers reject with a
 * {@link CmsApiError} carrying the HTTP status, the error `code` (`invalid_credentials`,
 * `captcha_required`, `locked_out`, `stale_revision`, `invalid_blocks`, `forbidden`, `csrf`, `unauthenticated`...) and
 * the raw body (e.g. `retry_after_s`, `current_revision`, `blocks`). Network failures reject with
 * a CmsApiError of status 0 and code `network`. The session is the HttpOnly cookie
 * `vitrine_session`, sent by the browser (`credentials: 'same-origin'`); the browser adds the
 * same-origin `Origin` header the server's CSRF check requires.
 */
import { z } from 'zod';
import {
  cmsPage,
  cmsPageSummary,
  cmsVariant,
  cmsVersion,
  invalidBlocksAnswer,
  staleRevisionAnswer,
  type CmsPage,
  type CmsPageSummary,
  type CmsVariant,
  type CmsVersion,
  type InvalidBlockAnswer,
} from '../schema/cmsAnswers';

export { cmsPage, cmsPageSummary, cmsVariant, cmsVersion, type CmsPage, type CmsPageSummary, type CmsVariant, type CmsVersion };

export const cmsUser = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  email: z.string(),
  name: z.string().nullable().optional().default(''),
  role: z.enum(['editor', 'admin']),
});
export type CmsUser = z.infer<typeof cmsUser>;

export const cmsSite = z.object({
  site_id: z.string(),
  microsite_id: z.string().optional().default(''),
  site_type: z.string().optional().default('broker'),
  domains: z.array(z.string()).default([]),
  locales: z.array(z.enum(['fr', 'en'])).default(['fr', 'en']),
});
export type CmsSite = z.infer<typeof cmsSite>;

/** A rejected CMS call: HTTP status (0 = network), error code and the parsed body. */
export class CmsApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'CmsApiError';
  }

  /** Field messages of a 422 (`{path: [messages]}`), or an empty object. */
  get fields(): Record<string, string[]> {
    const fields = this.body.fields;
    return fields && typeof fields === 'object' ? (fields as Record<string, string[]>) : {};
  }
}

/** What a 409 `stale_revision` says of the save that came first. */
export interface StaleRevision {
  /** The stored revision (a number; absent when the answer did not say). */
  currentRevision: number | undefined;
  /** Who saved it, and when (ISO 8601), when the answer says. */
  updatedBy: string | null;
  updatedAt: string | null;
}

/**
 * The facts of a 409 `stale_revision` answer (someone saved the document since it was read), or
 * null for any other failure (another 409 such as `in_use` or `read_only` included).
 */
export function staleRevisionOf(error: unknown): StaleRevision | null {
  if (!(error instanceof CmsApiError) || error.status !== 409 || error.code !== 'stale_revision') return null;
  // The code says what happened; the facts are shown when the answer gives them.
  const facts = staleRevisionFacts.safeParse(error.body);
  const { current_revision: revision, updated_by: by, updated_at: at } = facts.success ? facts.data : {};
  return { currentRevision: revision, updatedBy: by ?? null, updatedAt: at ?? null };
}

/** The facts of a 409 `stale_revision`, each read when present. */
const staleRevisionFacts = staleRevisionAnswer.pick({ current_revision: true, updated_at: true, updated_by: true }).partial();

/** An invalid block as the editor lists it: issue paths as lists. */
export type RefusedBlock = Omit<InvalidBlockAnswer, 'issues'> & { issues: { path: (string | number)[]; message: string }[] };

/**
 * The invalid blocks of a 422 `invalid_blocks` answer (a refused publish or save), each issue's
 * path as a list (`'fields.title.fr'` → `['fields', 'title', 'fr']`), or null for any other failure.
 */
export function invalidBlocksOf(error: unknown): RefusedBlock[] | null {
  if (!(error instanceof CmsApiError) || error.code !== 'invalid_blocks') return null;
  const parsed = invalidBlocksAnswer.safeParse({ ...error.body, error: error.code, message: error.message });
  if (!parsed.success) return [];
  return parsed.data.blocks.map((block) => ({ ...block, issues: block.issues.map((issue) => ({ path: Array.isArray(issue.path) ? issue.path : issue.path.split('.'), message: issue.message })) }));
}

export interface CmsApiOptions {
  /** Base URL, default `/api/cms`. */
  baseUrl?: string;
  /** Replaceable fetch (tests). */
  fetch?: typeof fetch;
}

/** Body of a draft save (`PUT /pages/:id/draft`). */
export interface DraftSave {
  revision: number;
  content: { fields: unknown[] };
  title?: { fr: string; en: string };
  force?: boolean;
}

/**
 * One JSON call to the CMS API: `call(method, path, schema, body?)` resolves with the body parsed
 * by `schema` (or undefined when `schema` is null) and rejects with {@link CmsApiError}. A
 * `FormData` body is sent as multipart (the browser sets its boundary); anything else as JSON. Shared by
 * every CMS client (pages here, general settings in cmsSettingsApi.ts).
 */
export function createCmsRequest(options: CmsApiOptions = {}) {
  const base = (options.baseUrl ?? '/api/cms').replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  return async function call<T>(method: string, path: string, schema: z.ZodType<T> | null, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        credentials: 'same-origin',
        headers: { Accept: 'application/json', ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      });
    } catch (error) {
      throw new CmsApiError(0, 'network', error instanceof Error ? error.message : 'Network error');
    }
    const text = await res.text();
    let data: unknown = null;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = { message: text };
      }
    }
    if (!res.ok) {
      const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
      const code = typeof record.error === 'string' ? record.error : `http_${res.status}`;
      const message = typeof record.message === 'string' ? record.message : res.statusText || code;
      throw new CmsApiError(res.status, code, message, record);
    }
    if (!schema) return undefined as T;
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new CmsApiError(res.status, 'bad_response', `Unexpected response from ${method} ${path}`, { issues: parsed.error.issues });
    return parsed.data;
  };
}

/** Creates the CMS client. Every method rejects with {@link CmsApiError} on failure. */
export function createCmsApi(options: CmsApiOptions = {}) {
  const call = createCmsRequest(options);

  return {
    /**
     * `POST /auth/login` → the user (the session cookie is set). 401 `invalid_credentials` (its
     * `body.captcha_required` is true once the next attempt needs a captcha), 401
     * `captcha_required` (send `captcha`: the solved altcha payload), 429 `locked_out` (`body.retry_after_s`).
     */
    login: (email: string, password: string, captcha?: string) =>
      call('POST', '/auth/login', z.object({ user: cmsUser }), captcha ? { email, password, captcha } : { email, password }).then((r) => r.user),
    /** `POST /auth/logout` (session revoked). */
    logout: () => call('POST', '/auth/logout', null, {}),
    /** `GET /auth/me` → the user; 401 `unauthenticated` when logged out. */
    me: () => call('GET', '/auth/me', z.object({ user: cmsUser }), undefined).then((r) => r.user),
    /** `GET /site` → the site of the request's host. */
    site: () => call('GET', '/site', cmsSite),
    /** `GET /pages` → the site's pages. */
    listPages: () => call('GET', '/pages', z.object({ pages: z.array(cmsPageSummary) })).then((r) => r.pages),
    /** `POST /pages` → the new (empty, unpublished) page; 422 on bad or duplicate paths. */
    createPage: (input: { title: { fr: string; en: string }; paths: { fr: string; en: string } }) =>
      call('POST', '/pages', z.object({ page: cmsPageSummary.partial({ has_draft: true }) }), input).then((r) => r.page),
    /** `GET /pages/:id` → the page with its draft (or published) content. */
    getPage: (id: string) => call('GET', `/pages/${encodeURIComponent(id)}`, z.object({ page: cmsPage })).then((r) => r.page),
    /** `PUT /pages/:id/draft`; 409 `stale_revision` unless `force`; 403 on script blocks for editors. */
    saveDraft: (id: string, save: DraftSave) =>
      call('PUT', `/pages/${encodeURIComponent(id)}/draft`, z.object({ revision: z.number(), updated_at: z.string().nullable().optional() }), save),
    /** `POST /pages/:id/publish`; 422 `invalid_blocks` (body.blocks), 409 on a stale revision. */
    publish: (id: string, revision: number) =>
      call('POST', `/pages/${encodeURIComponent(id)}/publish`, z.object({ revision: z.number(), published_at: z.string().nullable().optional() }), { revision }),
    /** `GET /pages/:id/versions` → saved versions, newest first as the server sends them. */
    listVersions: (id: string) =>
      call('GET', `/pages/${encodeURIComponent(id)}/versions`, z.object({ versions: z.array(cmsVersion) })).then((r) => r.versions),
    /** `POST /pages/:id/versions/:versionId/restore` → the new draft revision. */
    restoreVersion: (id: string, versionId: string) =>
      call('POST', `/pages/${encodeURIComponent(id)}/versions/${encodeURIComponent(versionId)}/restore`, z.object({ revision: z.number() }), {}),
    /** `GET /pages/:id/variants` → the page's content variants, oldest first. */
    listVariants: (id: string) =>
      call('GET', `/pages/${encodeURIComponent(id)}/variants`, z.object({ variants: z.array(cmsVariant) })).then((r) => r.variants),
    /** `POST /pages/:id/variants {name, color}` → the new variant (content copied from the page); 422 on a bad name/colour. */
    createVariant: (id: string, input: { name: string; color: string }) =>
      call('POST', `/pages/${encodeURIComponent(id)}/variants`, z.object({ variant: cmsVariant }), input).then((r) => r.variant),
    /** `POST /pages/:id/variants/:variantId/publish` (or `/unpublish`) → the variant with its `published_at`. */
    setVariantPublished: (id: string, variantId: string, published: boolean) =>
      call(
        'POST',
        `/pages/${encodeURIComponent(id)}/variants/${encodeURIComponent(variantId)}/${published ? 'publish' : 'unpublish'}`,
        z.object({ variant: cmsVariant }),
        {},
      ).then((r) => r.variant),
    /** `POST /pages/:id/variants/:variantId/preview-link {locale}` → a signed site-relative `url` and its `expires_at`. */
    variantPreviewLink: (id: string, variantId: string, locale: 'fr' | 'en') =>
      call('POST', `/pages/${encodeURIComponent(id)}/variants/${encodeURIComponent(variantId)}/preview-link`, z.object({ url: z.string(), expires_at: z.string() }), { locale }),
    /** `DELETE /pages/:id`. */
    deletePage: (id: string) => call('DELETE', `/pages/${encodeURIComponent(id)}`, null),
  };
}

export type CmsApi = ReturnType<typeof createCmsApi>;
