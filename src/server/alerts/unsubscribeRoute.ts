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
import { findSiteById } from '../db/repositories/sites';
import { savedSearches, type SavedSearchRow } from '../db/schema';
import { alertSiteName } from './alertSiteName';
import { renderUnsubscribePage, type UnsubscribePageState } from './unsubscribePage';
import { ALERTS_UNSUBSCRIBE_PATH } from './unsubscribeUrl';

export { ALERTS_UNSUBSCRIBE_PATH };

/** Longest token accepted (ours are 32 characters); longer ones are unknown without a query. */
const MAX_TOKEN_LENGTH = 128;

function requestLocale(c: Context): Locale {
  const header = c.req.header('accept-language') ?? '';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'fr';
}

function page(c: Context, state: UnsubscribePageState, locale: Locale, status: 200 | 404) {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  return c.html(renderUnsubscribePage(state, locale), status);
}

async function findByToken(db: Database, token: string): Promise<SavedSearchRow | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.unsubscribeToken, token)).limit(1);
  return row ?? null;
}

async function siteNameOf(db: Database, search: SavedSearchRow): Promise<string> {
  const site = await findSiteById(db, search.siteId);
  return site ? alertSiteName(site, site.mailFrom ?? '') : '';
}

/** The unsubscribe app (mount at {@link ALERTS_UNSUBSCRIBE_PATH}). */
export function createAlertsUnsubscribeApp(options: { db: Database }): Hono {
  const { db } = options;
  const app = new Hono();

  app.get('/:token', async (c) => {
    const token = c.req.param('token');
    const search = await findByToken(db, token);
    if (!search) return page(c, { kind: 'not-found' }, requestLocale(c), 404);
    const siteName = await siteNameOf(db, search);
    if (search.unsubscribedAt) return page(c, { kind: 'done', email: search.email, siteName }, search.locale, 200);
    const formAction = `${ALERTS_UNSUBSCRIBE_PATH}/${encodeURIComponent(token)}`;
    return page(c, { kind: 'confirm', email: search.email, siteName, formAction }, search.locale, 200);
  });

  app.post('/:token', async (c) => {
    const token = c.req.param('token');
    const search = token.length > MAX_TOKEN_LENGTH ? null : await unsubscribeSavedSearch(db, token);
    if (!search) return page(c, { kind: 'not-found' }, requestLocale(c), 404);
    return page(c, { kind: 'done', email: search.email, siteName: await siteNameOf(db, search) }, search.locale, 200);
  });

  return app;
}
