/**
 * The `/qa/*` gate, a middleware run before
 * static files and SSR:
 * - anonymous requests (or users without a role on this site) to `/qa` or any `/qa/...` page except `/qa/login` → 302
 *   `/qa/login?next=<path and query>`;
 * - logged-in users on `/qa/login` → 302 to a safe `next` (a QA page of this site, see
 *   {@link safeNextPath}) or `/qa/sections`;
 *   on bare `/qa` → 302 `/qa/sections`;
 * - every `/qa` answer is `Cache-Control: no-store`;
 * - the user let through is left for the page's render ({@link qaUserOf}): the QA route hands it to
 *   the screen, which need not ask for it again.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { safeNextPath } from '../../lib/safeNextPath';
import { resolveSiteByHost } from '../api/pageRoutes';
import { currentUser } from '../auth/sessions';
import { siteRoleOf } from '../db/repositories/siteMemberships';
import { toPublicUser, type PublicUser } from '../db/repositories/users';
import type { Database } from '../db/client';

/** Where logged-in users land by default. */
export const QA_HOME = '/qa/sections';
/** The login page (the only `/qa` page anonymous visitors may load). */
export const QA_LOGIN = '/qa/login';

/** The session's user with their role on the request's site; anyone without one is anonymous here. */
async function siteUser(c: Context, db: Database, at: Date): Promise<PublicUser | null> {
  const user = await currentUser(c, db, at);
  if (!user) return null;
  const site = await resolveSiteByHost(db, c.req.header('host') ?? new URL(c.req.url).host);
  const role = site ? await siteRoleOf(db, user.id, site.id) : null;
  return role ? toPublicUser({ ...user, role }) : null;
}

/** The signed-in user the gate let through, for the QA page's render (see {@link QA_USER_VARIABLE}). */
export function qaUserOf(c: Context): PublicUser | undefined {
  return c.get(QA_USER_VARIABLE) as PublicUser | undefined;
}

/** Where the gate leaves the user it let through on the request's context. */
const QA_USER_VARIABLE = 'qaUser';

/**
 * The gate. Without a database (CORE_API_URL mode) nobody can log in, so every `/qa` page but the
 * login page redirects to it.
 */
export function createQaGate(options: { db?: Database; now?: () => Date }): MiddlewareHandler {
  const now = options.now ?? (() => new Date());
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    if (path !== '/qa' && !path.startsWith('/qa/')) return next();
    c.header('Cache-Control', 'no-store');
    const user = options.db ? await siteUser(c, options.db, now()) : null;
    const isLogin = path === QA_LOGIN || path === `${QA_LOGIN}/`;
    if (isLogin) {
      if (user) return c.redirect(safeNextPath(c.req.query('next')) ?? QA_HOME, 302);
      await next();
      c.header('Cache-Control', 'no-store');
      return;
    }
    if (!user) {
      const url = new URL(c.req.url);
      return c.redirect(`${QA_LOGIN}?next=${encodeURIComponent(url.pathname + url.search)}`, 302);
    }
    if (path === '/qa' || path === '/qa/') return c.redirect(QA_HOME, 302);
    c.set(QA_USER_VARIABLE as never, user as never);
    await next();
    c.header('Cache-Control', 'no-store');
  };
}
