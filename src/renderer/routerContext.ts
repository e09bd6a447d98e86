/**
 * The TanStack Router context shared by every route (server and browser).
 *
 * Created once per router instance (one per SSR request, one per browser tab): the content API and
 * the page source,
 * the per-router zustand stores, the runtime config, the incoming request (server only), the
 * remembered site (set by the first page load so later loads use `POST /page/{site_id}`), the
 * site origin and the build assets the document head must reference.
 */
import type { CmsUser } from '../api/cmsApi';
import type { ContentApi } from '../api/contentApi';
import type { AppConfig } from '../blocks/runtime/AppContext';
import type { AppStores } from '../blocks/runtime/stores';
import type { PageAssets } from '../lib/pageAssets';
import type { PageSource } from './page/pageSource';

/** What the server knows about the incoming request (absent in the browser). */
export interface RequestInfo {
  /** Host name as the visitor typed it, port included when present (`localhost:3000`). */
  host: string;
  /** Raw Cookie header ('' when absent). */
  cookie: string;
  /** Raw Accept-Language header ('' when absent). */
  acceptLanguage: string;
  /** On a QA page, the signed-in user the server's QA gate let through (none elsewhere). */
  qaUser?: CmsUser;
}

/** The site the first page load resolved; mutable, shared by every load of one router. */
export interface SiteMemory {
  site_id?: string;
  production?: boolean;
}

export interface RouterContext {
  /** The content API for the calls blocks make (forms, searches, article lists). */
  api: ContentApi;
  /** Where page routes get their prepared page (server: the content API; browser: `/api/page-data`). */
  pages: PageSource;
  stores: AppStores;
  config: AppConfig;
  request?: RequestInfo;
  site: SiteMemory;
  /** Site origin (`https://example.ca`), computed on the server and dehydrated to the browser. */
  origin: string;
  /** Entry script, CSS and modulepreload URLs for the document head. */
  assets: PageAssets;
  /** CSP nonce for inline scripts (server only; the browser reads it back from the head). */
  nonce?: string;
}

/** The data the server dehydrates for the browser router (spec 000 §4 "Page load"). */
export interface DehydratedAppState {
  config: AppConfig;
  site: SiteMemory;
  origin: string;
  /** What the browser needs of the build assets (the server-only fields are left out). */
  assets: Pick<PageAssets, 'scripts' | 'stylesheets' | 'modulePreloads'>;
}
