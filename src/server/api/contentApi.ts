/**
 * The embedded content API (spec 000 §7), a Hono app mounted at `/api/swc`:
 *
 * | route                              | what                                                   |
 * |------------------------------------|--------------------------------------------------------|
 * | `POST /page`                       | page by domain (first load) — {@link pageByDomainHandler} |
 * | `POST /page/:site_id`              | page by site id — {@link pageBySiteHandler}             |
 * | `POST /:microsite_id/contact`      | contact form lead — {@link contactHandler}              |
 * | `GET /captcha/challenge`           | altcha proof-of-work challenge (10 min, JSON)           |
 *
 * Bad input answers 422 with per-field errors; anything unexpected answers JSON 500
 * `{ message }` (logged), never an HTML page.
 */
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createAltcha, type Altcha } from '../captcha/altcha';
import { createSiteCaptchaVerifier } from '../captcha/siteCaptcha';
import type { CaptchaVerifier } from '../captcha/types';
import type { Database } from '../db/client';
import type { LeadRow } from '../db/schema';
import { contactHandler } from './contactRoute';
import { pageByDomainHandler, pageBySiteHandler } from './pageRoutes';

export interface ContentApiOptions {
  db: Database;
  /** Captcha verifier for contact submissions; default: per-site provider (altcha / reCAPTCHA). */
  captcha?: CaptchaVerifier;
  /** altcha challenger; default one over `db` (HMAC key from `CAPTCHA_HMAC_KEY` or the db). */
  altcha?: Altcha;
  /**
   * Called after a lead is stored (the lead e-mail outbox, issue 4 §3). Its failure is logged and
   * never changes the visitor's answer: the lead is already kept.
   */
  onLeadStored?: (lead: LeadRow) => void | Promise<void>;
}

/** The visitor's socket address under @hono/node-server; null in-process or in tests. */
function remoteIp(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/**
 * Creates the content API app. Mount it with `app.route('/api/swc', createContentApiApp({ db }))`,
 * or call its `fetch` in-process (SSR).
 */
export function createContentApiApp(options: ContentApiOptions): Hono {
  const { db } = options;
  const altcha = options.altcha ?? createAltcha({ db });
  const captcha = options.captcha ?? createSiteCaptchaVerifier({ db, altcha });
  const app = new Hono();

  app.onError((error, c) => {
    console.error('[content-api]', c.req.method, c.req.path, error);
    return c.json({ message: 'Internal server error' }, 500);
  });
  app.notFound((c) => c.json({ message: 'Not found' }, 404));

  app.post('/page', (c) => pageByDomainHandler(c, db));
  app.post('/page/:site_id', (c) => pageBySiteHandler(c, db));
  app.get('/captcha/challenge', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await altcha.createChallenge());
  });
  app.post('/:microsite_id/contact', (c) => contactHandler(c, { db, captcha, remoteIp, onLeadStored: options.onLeadStored }));

  return app;
}
