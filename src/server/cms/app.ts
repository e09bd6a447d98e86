/**
 * The CMS (editing) API, a Hono app mounted at `/api/cms`:
 * auth, site, pages (drafts, publish, versions, variants), blog articles, categories and authors,
 * settings, the site header (site-wide, edited by admins and editors), the media library, audit, users.
 *
 * Every request first passes the origin check (non-GET: same-origin `Origin` required, else 403
 * `csrf`, before anything is read or written), then the site of the Host; every route but
 * `POST /auth/login` and `POST /auth/logout` needs a live session (401 `unauthenticated`); roles
 * are checked per route (403 `forbidden`). Errors are JSON `{error, message, fields?}`; bodies
 * are parsed with zod (422, never 500); writes are audited.
 */
import { documentErrorAnswer } from '../documents/documentErrors';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Pool } from 'pg';
import { createLoginThrottle } from '../auth/loginThrottle';
import { createLockoutNotifier, type LockoutNotifier } from '../auth/lockoutNotifier';
import { createAltcha } from '../captcha/altcha';
import type { Database } from '../db/client';
import { createAdminRoutes } from './adminRoutes';
import { createAuthRoutes } from './authRoutes';
import { createFeedRoutes } from './feedRoutes';
import { createLeadRoutes } from './leadRoutes';
import { createListingRoutes } from './listingRoutes';
import type { CmsEnv } from './env';
import { cmsError } from './errors';
import { adminOnly, originGuard, siteGuard, userGuard } from './guards';
import { demoPageBlocks } from '../api/demoPage';
import { createArticleRoutes } from './articleRoutes';
import { createBlogTaxonomyRoutes } from './blogTaxonomyRoutes';
import { createDirectoryRoutes } from './directoryRoutes';
import { createPageRoutes } from './pageRoutes';
import { createHeaderRoutes } from './headerRoutes';
import { createMediaRoutes, isMediaUpload } from './mediaRoutes';
import type { MediaStorage } from '../media/mediaStorage';
import { createMemoryMediaStorage } from '../media/memoryMediaStorage';
import { createSettingsRoutes } from './settingsRoutes';
import { createVariantPublishRoutes } from './variantPublishRoutes';
import { createVariantRoutes } from './variantRoutes';

export interface CmsApiOptions {
  db: Database;
  /** Clock of sessions and records (tests move it); default `new Date()`. The login lockout's
   *  counters follow the system clock. */
  now?: () => Date;
  /** Base delay (ms) of a failed login, growing with failures; default 250. */
  loginDelayMs?: number;
  /** Waits the failed-login delay (tests record it); default a timer. */
  sleep?: (ms: number) => Promise<void>;
  /** Client address of the login counters (per account and address, per address); default the socket address (null when unknown). */
  clientIp?: (c: Context) => string | null;
  /** node-postgres pool: login counters shared by every instance; omitted: in memory. */
  pgPool?: Pool;
  /**
   * Tells a site's admins by e-mail when an account gets locked out (src/server/auth/lockoutNotifier.ts);
   * default: off, the lock is only logged.
   */
  lockoutNotifier?: LockoutNotifier;
  /** Where media-library files are written (src/server/media/mediaStorage.ts); default in memory. */
  mediaStorage?: MediaStorage;
}

/** Largest accepted request body: 5 MB (a 100-block page is a few hundred kB). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** The socket address of the request under @hono/node-server; null in-process or in tests. */
export function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** Creates the CMS API app (mount with `app.route('/api/cms', createCmsApiApp({ db }))`). */
export function createCmsApiApp(options: CmsApiOptions): Hono<CmsEnv> {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const app = new Hono<CmsEnv>();

  app.onError((error, c) => {
    // A refused document operation (stale revision, invalid blocks, forbidden, not found): its 4xx.
    const refused = documentErrorAnswer(c, error);
    if (refused) return refused;
    console.error('[cms-api]', c.req.method, c.req.path, error);
    return cmsError(c, 500, 'internal', 'Internal server error');
  });
  app.notFound((c) => cmsError(c, 404, 'not_found', 'Not found'));

  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use('*', originGuard);
  const generalBodyLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => cmsError(c, 413, 'payload_too_large', 'The request body is too large (5 MB at most).') });
  // A media upload has its own, larger limit (src/server/cms/mediaRoutes.ts).
  app.use('*', (c, next) => (isMediaUpload(c) ? next() : generalBodyLimit(c, next)));
  app.use('*', siteGuard(db));

  app.route(
    '/auth',
    createAuthRoutes({
      db,
      now,
      loginDelayMs: options.loginDelayMs ?? 250,
      sleep: options.sleep,
      clientIp: options.clientIp ?? socketAddress,
      throttle: createLoginThrottle({ pool: options.pgPool }),
      // The self-hosted captcha whatever the public forms use: it needs no third party and no key,
      // so no site setting can make logins impossible. Its challenges come from the content API
      // (`GET /api/swc/captcha/challenge`), signed with the same key.
      captcha: createAltcha({ db }),
      lockoutNotifier: options.lockoutNotifier ?? createLockoutNotifier({ db, mail: {} }),
    }),
  );

  app.use('*', userGuard(db, now));
  app.get('/site', (c) => {
    const site = c.get('site');
    return c.json({ site_id: site.id, microsite_id: site.micrositeId, site_type: site.siteType, domains: site.domains, locales: ['fr', 'en'] });
  });
  // The developer page's blocks (spec 000 §7 "GET /development/demo-page"), for the site's admins.
  app.get('/development/demo-page', adminOnly, (c) => c.json({ blocks: demoPageBlocks() }));
  app.route('/pages', createPageRoutes({ db, now }));
  app.route('/pages', createVariantRoutes({ db }));
  app.route('/pages', createVariantPublishRoutes({ db, now }));
  app.route('/settings', createSettingsRoutes({ db, now }));
  app.route('/header', createHeaderRoutes({ db, now }));
  app.route('/leads', createLeadRoutes({ db, now }));
  app.route('/articles', createArticleRoutes({ db, now }));
  app.route('/blog', createBlogTaxonomyRoutes({ db }));
  app.route('/directory', createDirectoryRoutes({ db }));
  const mediaStorage = options.mediaStorage ?? createMemoryMediaStorage();
  app.route('/media', createMediaRoutes({ db, storage: mediaStorage, now }));
  app.route('/feed', createFeedRoutes({ db, storage: mediaStorage }));
  app.route('/listings', createListingRoutes({ db }));
  app.route('/', createAdminRoutes({ db }));
  return app;
}
