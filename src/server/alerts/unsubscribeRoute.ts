/**
 * Unsubscribe links of property alert digests, mounted at `/alerts/unsubscribe` ({@link ALERTS_UNSUBSCRIBE_PATH}):
 *
 * - `GET /:token`: 200 confirmation page with a button, in the saved search's language. It does
 *   NOT unsubscribe: mail scanners prefetch links.
 * - `POST /:token`: unsubscribes (idempotent: a second POST answers the same page) — the page's
 *   button and RFC 8058 one-click (`List-Unsubscribe=One-Click` posted by the mail provider).
 * - Unknown token: 404 page (language from `Accept-Language`, French by default).
 *
 * Answers are `no-store` and `noindex`.
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Locale } from '../../lib/locales';
import type { Database } from '../db/client';
import { unsubscribeSavedSearch } from '../db/repositories/savedSearches';
import { savedSearches, type SavedSearchRow } from '../db/schema';
import { acceptLanguageLocale, alertPageResponse, alertSiteNameOf } from './alertPage';
import { renderUnsubscribePage, type UnsubscribePageState } from './unsubscribePage';
import { ALERTS_UNSUBSCRIBE_PATH } from './unsubscribeUrl';

export { ALERTS_UNSUBSCRIBE_PATH };

/** Longest token accepted (ours are 32 characters); longer ones are unknown without a query. */
const MAX_TOKEN_LENGTH = 128;

function page(c: Context, state: UnsubscribePageState, locale: Locale, status: 200 | 404) {
  return alertPageResponse(c, renderUnsubscribePage(state, locale), status);
}

async function findByToken(db: Database, token: string): Promise<SavedSearchRow | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.unsubscribeToken, token)).limit(1);
  return row ?? null;
}

/** The unsubscribe app (mount at {@link ALERTS_UNSUBSCRIBE_PATH}). */
export function createAlertsUnsubscribeApp(options: { db: Database }): Hono {
  const { db } = options;
  const app = new Hono();

  app.get('/:token', async (c) => {
    const token = c.req.param('token');
    const search = await findByToken(db, token);
    if (!search) return page(c, { kind: 'not-found' }, acceptLanguageLocale(c), 404);
    const siteName = await alertSiteNameOf(db, search);
    if (search.unsubscribedAt) return page(c, { kind: 'done', email: search.email, siteName }, search.locale, 200);
    const formAction = `${ALERTS_UNSUBSCRIBE_PATH}/${encodeURIComponent(token)}`;
    return page(c, { kind: 'confirm', email: search.email, siteName, formAction }, search.locale, 200);
  });

  app.post('/:token', async (c) => {
    const token = c.req.param('token');
    const search = token.length > MAX_TOKEN_LENGTH ? null : await unsubscribeSavedSearch(db, token);
    if (!search) return page(c, { kind: 'not-found' }, acceptLanguageLocale(c), 404);
    return page(c, { kind: 'done', email: search.email, siteName: await alertSiteNameOf(db, search) }, search.locale, 200);
  });

  return app;
}
