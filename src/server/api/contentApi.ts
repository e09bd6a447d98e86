/**
 * The embedded content API (spec 000 §7), a Hono app mounted at `/api/swc`:
 *
 * | route                              | what                                                   |
 * |------------------------------------|--------------------------------------------------------|
 * | `POST /page`                       | page by domain (first load) — {@link pageByDomainHandler} |
 * | `POST /page/:site_id`              | page by site id — {@link pageBySiteHandler}             |
 * | `POST /:microsite_id/contact`      | contact, alert or valuation lead — {@link contactHandler} |
 * | `GET /captcha/challenge`           | altcha proof-of-work challenge (10 min, JSON)           |
 * | `GET /municipalities`              | Quebec municipalities, no site key — {@link municipalitiesHandler} |
 * | `GET /:microsite_id/properties`    | listing search: map, count, pages — {@link propertiesHandler} |
 * | `GET /:microsite_id/property/:uls/tooltip` | a listing's map tooltip — {@link propertyTooltipHandler} |
 * | `GET /:microsite_id/search-filters` | municipalities and types with listings — {@link searchFiltersHandler} |
 * | `GET /:microsite_id/articles`      | blog articles and categories — {@link articlesHandler} |
 *
 * The contact POST and the captcha challenge are rate-limited per client ({@link createRateLimit}:
 * 429 + `Retry-After`); the contact body is capped at {@link CONTACT_BODY_LIMIT_BYTES} (413).
 * Bad input answers 422 with per-field errors; anything unexpected answers JSON 500
 * `{ message }` (logged), never an HTML page.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Pool } from 'pg';
import { createAltcha, type Altcha } from '../captcha/altcha';
import { createSiteCaptchaVerifier } from '../captcha/siteCaptcha';
import type { CaptchaVerifier } from '../captcha/types';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../config';
import type { Database } from '../db/client';
import type { LeadRow } from '../db/schema';
import { articlesHandler } from './blog/articlesRoute';
import { clientAddress } from './clientAddress';
import type { AlertConfirmationMailer } from '../alerts/confirmationMailer';
import { contactHandler } from './contactRoute';
import { propertiesHandler, propertyTooltipHandler, searchFiltersHandler } from './listings/listingRoutes';
import { municipalitiesHandler } from './municipalitiesRoute';
import { pageByDomainHandler, pageBySiteHandler } from './pageRoutes';
import { createRateLimit } from './rateLimit';

/** Largest accepted contact body: 64 KiB (a valuation with long texts is under 20 KiB). */
export const CONTACT_BODY_LIMIT_BYTES = 64 * 1024;

export interface ContentApiOptions {
  db: Database;
  /** Captcha verifier for contact submissions; default: per-site provider (altcha / reCAPTCHA). */
  captcha?: CaptchaVerifier;
  /** altcha challenger; default one over `db` (HMAC key from `CAPTCHA_HMAC_KEY` or the db). */
  altcha?: Altcha;
  /**
   * Called after a lead is stored (the lead e-mail outbox). Its failure is logged and
   * never changes the visitor's answer: the lead is already kept.
   */
  onLeadStored?: (lead: LeadRow) => void | Promise<void>;
  /**
   * Sends the confirmation e-mail of each new property alert subscription (the subscription stays
   * pending until its link is followed). Omitted: none is sent and the answer says `not_sent`.
   */
  alertConfirmations?: Pick<AlertConfirmationMailer, 'send'>;
  /** Client address from `X-Forwarded-For`'s first entry (TRUST_PROXY); default false: the socket address. */
  trustProxy?: boolean;
  /** Per-client limits; default {@link DEFAULT_RATE_LIMITS}. Calls without a socket are never limited. */
  rateLimits?: RateLimits;
  /** node-postgres pool (DATABASE_URL): rate-limit counters shared by every instance; omitted: in memory. */
  pgPool?: Pool;
  /** The developer page for everyone (DEV_PAGES); default: a site's CMS admins only. */
  devPages?: boolean;
}

/**
 * Creates the content API app. Mount it with `app.route('/api/swc', createContentApiApp({ db }))`,
 * or call its `fetch` in-process (SSR).
 */
export function createContentApiApp(options: ContentApiOptions): Hono {
  const { db } = options;
  const altcha = options.altcha ?? createAltcha({ db });
  const captcha = options.captcha ?? createSiteCaptchaVerifier({ db, altcha });
  const trustProxy = options.trustProxy ?? false;
  const rateLimits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  const remoteIp = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, { trustProxy });
  const formLimit = createRateLimit({ rule: rateLimits.form, trustProxy, name: 'form', pool: options.pgPool });
  const challengeLimit = createRateLimit({ rule: rateLimits.captchaChallenge, trustProxy, name: 'captcha', pool: options.pgPool });
  const app = new Hono();

  app.onError((error, c) => {
    console.error('[content-api]', c.req.method, c.req.path, error);
    return c.json({ message: 'Internal server error' }, 500);
  });
  app.notFound((c) => c.json({ message: 'Not found' }, 404));

  app.post('/page', (c) => pageByDomainHandler(c, db, options.devPages));
  app.post('/page/:site_id', (c) => pageBySiteHandler(c, db, options.devPages));
  app.get('/municipalities', (c) => municipalitiesHandler(c, db));
  app.get('/:microsite_id/properties', (c) => propertiesHandler(c, db));
  app.get('/:microsite_id/property/:uls/tooltip', (c) => propertyTooltipHandler(c, db));
  app.get('/:microsite_id/search-filters', (c) => searchFiltersHandler(c, db));
  app.get('/:microsite_id/articles', (c) => articlesHandler(c, db));
  app.get('/captcha/challenge', challengeLimit, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await altcha.createChallenge());
  });
  app.post(
    '/:microsite_id/contact',
    formLimit,
    bodyLimit({
      maxSize: CONTACT_BODY_LIMIT_BYTES,
      onError: (c) => c.json({ status: 'error', errors: { _body: ['Request body too large'] } }, 413),
    }),
    (c) => contactHandler(c, { db, captcha, remoteIp, onLeadStored: options.onLeadStored, alertConfirmations: options.alertConfirmations }),
  );

  return app;
}
