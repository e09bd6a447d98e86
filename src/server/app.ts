/**
 * The Hono app (ARCHITECTURE "Data flow").
 *
 * - `/api/swc/*`: the embedded content API (`createContentApiApp`), unless
 *   `CORE_API_URL` is set: then SSR and the browser use that external API instead.
 * - Static files of the client build: `/assets/*` (hashed) with immutable caching, other public
 *   files with a short cache; each sent as the build's Brotli or gzip copy when the request accepts
 *   it (build/precompressAssets.ts).
 * - Everything else: server-side rendering through the renderer's `render(request, options)`;
 *   in embedded mode SSR calls the content API in process (no socket).
 * - Security headers (`hono/secure-headers`) with a per-request CSP nonce passed to React SSR.
 * - `/media/*`: media-library files from `mediaStorage` (immutable, hashed names).
 * - Published pages served from the rendered-page cache (`config.pageCacheMb`, src/server/pageCache)
 *   with the embedded database; editors (CMS session), `/qa`, draft and variant previews bypass it.
 *   The published rows its misses read (site, page, directory lists, blog feeds) are kept with it
 *   (publishedReads.ts).
 */
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Pool } from 'pg';
import { existsSync, readdirSync } from 'node:fs';
import { relative } from 'node:path';
import { createHttpContentApi, type ContentApi } from '../api/contentApi';
import type { AppConfig } from '../lib/appConfig';
import type { PageAssets } from '../lib/pageAssets';
import type { AlertConfirmationMailer } from './alerts/confirmationMailer';
import { ALERTS_CONFIRM_PATH, createAlertsConfirmApp } from './alerts/confirmRoute';
import { ALERTS_UNSUBSCRIBE_PATH, createAlertsUnsubscribeApp } from './alerts/unsubscribeRoute';
import { clientAddress } from './api/clientAddress';
import { createContentApiApp } from './api/contentApi';
import { createCmsApiApp } from './cms/app';
import { createLockoutNotifier } from './auth/lockoutNotifier';
import { createMediaFileApp } from './media/mediaFileRoute';
import type { MediaStorage } from './media/mediaStorage';
import { createCropMaker } from './media/mediaCrops';
import { withIllustrationFiles } from './media/illustrationCache';
import { createMemoryMediaStorage } from './media/memoryMediaStorage';
import { createQaGate, qaUserOf } from './cms/qaGate';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { LeadRow } from './db/schema';
import type { SiteByHost } from './api/pageRoutes';
import { createInProcessContentApi, siteLookup } from './api/inProcessContentApi';
import { compression } from './http/compression';
import { setFrameSources, siteFrameSources } from './http/frameSources';
import { createSecurityHeaders, nonceOf, securityHeaders } from './http/securityHeaders';
import { rejectBadUrls } from './http/requestText';
import { PAGE_DATA_PATH } from '../lib/pageData';
import { sanitizeHtml } from '../lib/htmlSanitizer';
import { setRichTextSanitizer } from '../schema/richTextSanitizer';
import { createInProcessFetch, type RenderFunction } from './ssr';
import { createSeoRoutes } from './seo/routes';
import { SCRIPT_SANDBOX_PATH, scriptSandboxResponse } from './scriptSandbox';
import { EDITOR_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from '../lib/httpCaching';
import { createPageCache, PAGE_CACHE_HEADER } from './pageCache/pageCache';
import { cacheKeyOf, hasSessionCookie, isPrivatePageRequest, serveCacheHits } from './pageCache/cacheHits';
import { withoutTrackingParameters } from './pageCache/trackingParameters';
import { collectDependencies } from './pageCache/renderDependencies';
import { keepPublishedReads, PublishedReads } from './pageCache/publishedReads';

export interface CreateAppOptions {
  /** The database (required unless `config.coreApiUrl` is set). */
  db?: Database;
  /**
   * The database's node-postgres pool (DATABASE_URL): the form, captcha and login counters are kept
   * in PostgreSQL, shared by every instance behind one address. Omitted (PGlite): in memory.
   */
  pgPool?: Pool;
  /** The SSR entry's render function (static import in production, ssrLoadModule in dev). */
  render: RenderFunction;
  config: Pick<ServerConfig, 'coreApiUrl' | 'exposeErrors' | 'sentryDsn' | 'trustProxy' | 'rateLimits'> &
    Partial<Pick<ServerConfig, 'tileUrl' | 'tileAttribution' | 'pageCacheMb' | 'smtpUrl' | 'mailFrom' | 'devPages' | 'assetBaseUrl' | 'mediaBaseUrl'>>;
  /** Client build directory (dist/client) to serve static files from; omitted in dev (Vite serves them). */
  clientDir?: string;
  /** Entry script, CSS and modulepreload URLs for the document head. */
  assets: PageAssets;
  /** Development: no CSP (Vite's HMR client injects inline code), no compression. */
  dev?: boolean;
  /** Base delay (ms) of a failed CMS login (default 250; tests lower it). */
  loginDelayMs?: number;
  /**
   * Called after each lead is stored: the lead notifier's `onLeadStored`, which
   * queues the broker's e-mail. Omitted: leads are stored only.
   */
  onLeadStored?: (lead: LeadRow) => void | Promise<void>;
  /**
   * Sends the confirmation e-mail of each new property alert subscription
   * (src/server/alerts/confirmationMailer.ts). Omitted: subscriptions are stored pending and the
   * form is told the e-mail was not sent.
   */
  alertConfirmations?: Pick<AlertConfirmationMailer, 'send'>;
  /**
   * Where media-library files live (src/server/media/mediaStorage.ts): the server passes the
   * local `MEDIA_DIR` one; omitted, files are kept in memory (tests).
   */
  mediaStorage?: MediaStorage;
}

/** Mount point of the embedded content API. */
export const CONTENT_API_BASE = '/api/swc';
/** Mount point of the CMS (editing) API. */
export const CMS_API_BASE = '/api/cms';

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** Origin of a Sentry DSN (`https://key@o1.ingest.sentry.io/1` → `https://o1.ingest.sentry.io`). */
function sentryOrigin(dsn: string | undefined): string[] {
  if (!dsn) return [];
  try {
    const url = new URL(dsn);
    return [`${url.protocol}//${url.host}`];
  } catch {
    return [];
  }
}

/**
 * Builds the server app.
 * @throws Error when neither `db` nor `config.coreApiUrl` is given
 */
export function createApp(options: CreateAppOptions): Hono {
  const { config, render, clientDir, assets, dev = false } = options;
  // The CMS checks rich text by parsing it: with the real sanitiser.
  setRichTextSanitizer(sanitizeHtml);
  const app = new Hono();

  let ssrApi: ContentApi;
  /** The embedded content API, mounted after the edge guard and the security headers. */
  let contentApiApp: Hono | null = null;
  /**
   * SSR API of one request: the embedded one answers page lookups in process for anonymous
   * visitors (sharing the request's site lookup) and forwards an editor's Cookie (draft preview).
   */
  let ssrApiFor: (cookie: string | undefined, siteByHost: SiteByHost | undefined) => ContentApi = () => ssrApi;
  let apiBaseUrl: string;
  if (config.coreApiUrl) {
    ssrApi = createHttpContentApi({ baseUrl: config.coreApiUrl });
    apiBaseUrl = config.coreApiUrl;
  } else {
    if (!options.db) throw new Error('createApp: a database is required unless CORE_API_URL is set');
    const apiApp = createContentApiApp({
      db: options.db,
      onLeadStored: options.onLeadStored,
      alertConfirmations: options.alertConfirmations,
      trustProxy: config.trustProxy,
      rateLimits: config.rateLimits,
      pgPool: options.pgPool,
      devPages: config.devPages,
    });
    contentApiApp = apiApp;
    // In process: the API app sees `/page`, `/page/:site_id` under a placeholder origin.
    const inProcessFetch = createInProcessFetch(apiApp);
    ssrApi = createHttpContentApi({ baseUrl: 'http://content-api.internal', fetch: inProcessFetch });
    // The visitor's session cookie reaches the API so `production: false` (QA draft preview)
    // is honoured for logged-in editors only; anonymous requests call the page routes directly.
    const db = options.db;
    ssrApiFor = (cookie, siteByHost) =>
      hasSessionCookie(cookie)
        ? createHttpContentApi({ baseUrl: 'http://content-api.internal', fetch: inProcessFetch, headers: { Cookie: cookie } })
        : createInProcessContentApi({ db, fallback: ssrApi, siteByHost, devPages: config.devPages });
    apiBaseUrl = CONTENT_API_BASE;
  }

  const appConfig: AppConfig = {
    apiBaseUrl,
    exposeErrors: config.exposeErrors,
    sentryDsn: config.sentryDsn,
    captchaChallengeUrl: `${apiBaseUrl}/captcha/challenge`,
    tileUrl: config.tileUrl,
    tileAttribution: config.tileAttribution,
    ...(config.mediaBaseUrl ? { mediaBaseUrl: config.mediaBaseUrl } : {}),
  };

  // The script sandbox page has its own permissive, sandboxed CSP: registered before
  // the site's security headers so its policy is not replaced by the strict one. Public on purpose:
  // it holds no data and runs in an opaque origin.
  app.get(SCRIPT_SANDBOX_PATH, () => scriptSandboxResponse());

  // Security headers on every answer, computed once; a fresh CSP nonce per response, the site's
  // own frame-src origins, no CSP on a 304 (src/server/http/securityHeaders.ts).
  const connectSrc = [...originOf(config.coreApiUrl), ...sentryOrigin(config.sentryDsn), 'https://www.google.com'];
  const security = createSecurityHeaders({ dev, connectSrc, assetOrigins: originOf(config.assetBaseUrl), mediaOrigins: originOf(config.mediaBaseUrl) });
  app.use('*', securityHeaders(security));
  // NUL characters and undecodable escapes never reach a route (PostgreSQL would refuse them).
  app.use('*', rejectBadUrls());

  // Rendered published pages, kept in memory (embedded database only: it announces every change).
  // Hits are answered here, before compression and the routes (src/server/pageCache/cacheHits.ts).
  const pageCache = !dev && options.db && !config.coreApiUrl ? createPageCache({ maxBytes: (config.pageCacheMb ?? 0) * 1024 * 1024 }) : null;
  const trustProxy = Boolean(config.trustProxy);
  if (pageCache) app.use('*', serveCacheHits({ pageCache, security, trustProxy }));
  // With it, the published rows its misses read (src/server/pageCache/publishedReads.ts).
  if (pageCache && options.db) keepPublishedReads(options.db, new PublishedReads().listen());

  if (!dev) app.use('*', compression());

  if (contentApiApp) app.route(CONTENT_API_BASE, contentApiApp);
  app.get('/healthz', (c) => c.text('ok'));
  // Per-site /sitemap.xml and /robots.txt, before static files and SSR.
  if (options.db) app.route('/', createSeoRoutes({ db: options.db, trustProxy: Boolean(config.trustProxy) }));

  // CMS API and the /qa gate: anonymous /qa pages redirect to /qa/login before any
  // static file or SSR; /api/cms answers JSON 401 itself. Without a database (CORE_API_URL) the
  // CMS API answers 404 and nobody can log in.
  // The login counters key on the same client address as the form limits (TRUST_PROXY); a locked
  // account is e-mailed to the site's admins over SMTP_URL (logged only without it).
  // The seeded sites' illustrations are read from their machine-wide cache (src/server/media/illustrationCache.ts).
  const mediaStorage = withIllustrationFiles(options.mediaStorage ?? createMemoryMediaStorage());
  if (options.db) {
    const trustProxy = Boolean(config.trustProxy);
    app.route(
      CMS_API_BASE,
      createCmsApiApp({
        db: options.db,
        loginDelayMs: options.loginDelayMs,
        pgPool: options.pgPool,
        clientIp: (c) => clientAddress(c, { trustProxy }),
        lockoutNotifier: createLockoutNotifier({ db: options.db, mail: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom } }),
        mediaStorage,
      }),
    );
  }
  // Media-library files: public, immutable, never rendered pages; focal-point crops made when first asked for.
  app.route('/media', createMediaFileApp(mediaStorage, options.db ? createCropMaker(options.db, mediaStorage) : undefined));
  app.all(`${CMS_API_BASE}/*`, (c) => c.json({ error: 'not_found', message: options.db ? 'Not found' : 'The CMS API needs the embedded database.' }, 404));
  // Unsubscribe links of property alert digests: no login; GET confirms, POST unsubscribes.
  if (options.db) app.route(ALERTS_UNSUBSCRIBE_PATH, createAlertsUnsubscribeApp({ db: options.db }));
  // Confirmation links of new alert subscriptions: no login; GET shows a button, POST confirms.
  if (options.db) app.route(ALERTS_CONFIRM_PATH, createAlertsConfirmApp({ db: options.db }));

  const qaGate = createQaGate({ db: options.db });
  app.use('/qa', qaGate);
  app.use('/qa/*', qaGate);

  if (clientDir) {
    const root = relative(process.cwd(), clientDir) || '.';
    app.use(
      '/assets/*',
      serveStatic({
        root,
        // The build's Brotli and gzip copies (build/precompressAssets.ts): nothing compressed per request.
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    app.use('/assets/*', async (c) => c.text('Not found', 404));
    app.use('*', async (c, next) => {
      // Never expose the build manifest.
      if (c.req.path.startsWith('/.vite/')) return c.text('Not found', 404);
      return next();
    });
    // Public files sit under a few top-level names (favicon.ico, images/…): pages skip the file
    // lookup (one stat per request) unless their first segment is one of them.
    const publicNames = new Set(existsSync(clientDir) ? readdirSync(clientDir) : []);
    const staticFiles = serveStatic({
      root,
      precompressed: true,
      // Directories (e.g. `/`) are pages, not index files.
      rewriteRequestPath: (path) => (path.endsWith('/') ? '/__no_index__' : path),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600');
      },
    });
    app.use('*', (c, next) => (publicNames.has(c.req.path.split('/')[1] ?? '') ? staticFiles(c, next) : next()));
  }

  /** The site's extra frame sources (CSP frame-src) for this host. */
  const frameSourcesOf = async (c: Context, siteByHost: SiteByHost | undefined): Promise<string[]> => {
    if (!siteByHost) return [];
    const site = await siteByHost(c.req.header('host') ?? new URL(c.req.url).host);
    return site ? siteFrameSources(site.settings) : [];
  };

  const ssr = async (c: Context) => {
    const nonce = nonceOf(c);
    const request = c.req.raw;
    const url = new URL(request.url);
    const cookie = c.req.header('cookie');
    const editor = hasSessionCookie(cookie);
    // QA, a draft preview (`?qa_preview=1`) and a variant preview link may hold unpublished content:
    // private, never cached.
    const privatePage = isPrivatePageRequest(url);
    // One site lookup per request, shared by the frame sources and the page lookup.
    const siteByHost = options.db ? siteLookup(options.db) : undefined;
    const qaUser = qaUserOf(c);
    const renderOptions = {
      api: ssrApiFor(cookie, siteByHost),
      config: appConfig,
      assets,
      private: privatePage,
      trustProxy,
      qaUser: qaUser && { ...qaUser, id: String(qaUser.id), name: qaUser.name ?? '' },
    };

    const key = pageCache && nonce ? cacheKeyOf(request, url, trustProxy) : null;
    if (!pageCache || !nonce || key === null) {
      const frameSources = await frameSourcesOf(c, siteByHost);
      setFrameSources(c, frameSources);
      const response = await render(request, { ...renderOptions, nonce });
      if (pageCache) response.headers.set(PAGE_CACHE_HEADER, 'BYPASS');
      // A logged-in editor's page may show unpublished variants: never kept by a shared cache.
      if (editor && !privatePage && response.headers.has('cache-control')) {
        response.headers.set('Cache-Control', response.headers.get('cache-control')?.includes('no-store') ? PRIVATE_CACHE_CONTROL : EDITOR_CACHE_CONTROL);
      }
      return response;
    }
    // A burst of requests for a page being rendered waits for that render instead of repeating it.
    const underWay = pageCache.renderUnderWay(key);
    if (underWay) await underWay;
    const hit = pageCache.get(key);
    if (hit) {
      setFrameSources(c, hit.frameSources);
      return pageCache.respond(hit, request, nonce);
    }
    const finished = pageCache.startRender(key);
    try {
      const since = pageCache.epoch();
      const frameSources = await frameSourcesOf(c, siteByHost);
      setFrameSources(c, frameSources);
      // The page is rendered without the link's tracking parameters, as its key has none: another
      // visitor's click id must not be in the HTML this one is served. A redirect (or any answer
      // the cache does not keep) is rendered again from the address as asked, so that a `/` or a
      // moved page passes the ad's click id on.
      const keyed = withoutTrackingParameters(url);
      const renderOf = (asked: Request) => collectDependencies(() => render(asked, { ...renderOptions, nonce: pageCache.placeholder }));
      let { result, dependencies } = await renderOf(keyed === url ? request : new Request(keyed, request));
      if (keyed !== url && result.status !== 200) ({ result, dependencies } = await renderOf(request));
      return await pageCache.admit(key, result, { request, nonce, dependencies, since, frameSources });
    } finally {
      finished();
    }
  };
  app.get('*', ssr);
  // The browser's navigations: a page's prepared outcome as JSON (never cached: drafts follow the session).
  app.post(PAGE_DATA_PATH, (c) => render(c.req.raw, { api: ssrApiFor(c.req.header('cookie'), options.db ? siteLookup(options.db) : undefined), config: appConfig, assets, private: true, trustProxy }));
  return app;
}
