/**
 * Confirmation links of property alert subscriptions, mounted at `/alerts/confirm` ({@link ALERTS_CONFIRM_PATH}):
 *
 * - `GET /:token`: 200 bilingual page with a button. It does NOT confirm: mail scanners prefetch
 *   links, and a confirmation must be the subscriber's own act.
 * - `POST /:token`: confirms (idempotent: a second POST, or a later GET, answers "confirmed" and
 *   keeps the first `confirmed_at`).
 * - A token that is malformed or altered (signature check, see confirmToken.ts): 404 "invalid
 *   link" page; a valid token of a subscription that no longer exists: the same, or "expired"
 *   once its 7 days have passed (expired subscriptions are deleted by the alerts run).
 * - A pending subscription whose 7 days have passed: 410 "expired" page; nothing changes.
 * - An unsubscribed subscription: 200 page saying so; the link does not subscribe it again.
 *
 * Pages are in the subscription's language first, else the browser's (`Accept-Language`, French by
 * default), then the other. Answers are `no-store` and `noindex`; never a 500 for a bad token.
 */
import { Hono, type Context } from 'hono';
import type { Locale } from '../../lib/locales';
import type { Database } from '../db/client';
import { confirmSavedSearch, findSavedSearchById } from '../db/repositories/savedSearches';
import type { SavedSearchRow } from '../db/schema';
import { acceptLanguageLocale, alertPageResponse, alertSiteNameOf } from './alertPage';
import { renderConfirmPage, type ConfirmPageState } from './confirmPage';
import { alertConfirmKey, confirmationExpiry, readConfirmToken } from './confirmToken';
import { ALERTS_CONFIRM_PATH } from './confirmUrl';

export { ALERTS_CONFIRM_PATH };

export interface AlertsConfirmAppOptions {
  db: Database;
  /** Clock (tests); default the real time. */
  now?: () => Date;
}

function page(c: Context, state: ConfirmPageState, locale: Locale, status: 200 | 404 | 410) {
  return alertPageResponse(c, renderConfirmPage(state, locale), status);
}

/** What a token leads to: the subscription when the token is genuine, or the page to answer. */
type Lookup = { search: SavedSearchRow; expired: boolean } | { answer: { state: ConfirmPageState; status: 404 | 410 } };

async function lookUp(db: Database, token: string, now: Date): Promise<Lookup> {
  const check = readConfirmToken(await alertConfirmKey(db), token);
  if (!check.valid) return { answer: { state: { kind: 'invalid' }, status: 404 } };
  const tokenExpired = now.getTime() >= check.expiresAt.getTime();
  const search = await findSavedSearchById(db, check.id);
  if (!search) return { answer: tokenExpired ? { state: { kind: 'expired' }, status: 410 } : { state: { kind: 'invalid' }, status: 404 } };
  const expired = tokenExpired || now.getTime() >= confirmationExpiry(search.consentRequestedAt).getTime();
  return { search, expired };
}

/** The confirmation app (mount at {@link ALERTS_CONFIRM_PATH}). */
export function createAlertsConfirmApp(options: AlertsConfirmAppOptions): Hono {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const app = new Hono();

  app.get('/:token', async (c) => {
    const token = c.req.param('token');
    const found = await lookUp(db, token, now());
    if ('answer' in found) return page(c, found.answer.state, acceptLanguageLocale(c), found.answer.status);
    const { search } = found;
    const siteName = await alertSiteNameOf(db, search);
    if (search.unsubscribedAt) return page(c, { kind: 'unsubscribed', email: search.email, siteName }, search.locale, 200);
    if (search.confirmedAt) return page(c, { kind: 'done', email: search.email, siteName }, search.locale, 200);
    if (found.expired) return page(c, { kind: 'expired' }, search.locale, 410);
    const formAction = `${ALERTS_CONFIRM_PATH}/${encodeURIComponent(token)}`;
    return page(c, { kind: 'confirm', email: search.email, siteName, formAction }, search.locale, 200);
  });

  app.post('/:token', async (c) => {
    const at = now();
    const found = await lookUp(db, c.req.param('token'), at);
    if ('answer' in found) return page(c, found.answer.state, acceptLanguageLocale(c), found.answer.status);
    let { search } = found;
    const siteName = await alertSiteNameOf(db, search);
    if (search.unsubscribedAt) return page(c, { kind: 'unsubscribed', email: search.email, siteName }, search.locale, 200);
    if (!search.confirmedAt) {
      if (found.expired) return page(c, { kind: 'expired' }, search.locale, 410);
      search = (await confirmSavedSearch(db, search.id, at)) ?? search;
      // Unsubscribed (or deleted) between the lookup and the update: say so rather than "confirmed".
      if (!search.confirmedAt) return page(c, { kind: 'unsubscribed', email: search.email, siteName }, search.locale, 200);
    }
    return page(c, { kind: 'done', email: search.email, siteName }, search.locale, 200);
  });

  return app;
}
