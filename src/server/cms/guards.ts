/**
 * Guards of the CMS API, as Hono middlewares:
 * - {@link originGuard}: 403 `csrf` for a non-GET request without a same-origin `Origin` or
 *   flagged `Sec-Fetch-Site: cross-site`;
 * - {@link siteGuard}: the site of the request's Host (like the content API), else 404;
 * - {@link userGuard}: the logged-in user with their role on this site, else 401 `unauthenticated`
 *   (403 `no_site_access` without a role on this site);
 * - {@link adminOnly}: 403 `forbidden` for editors.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { resolveSiteByHost } from '../api/pageRoutes';
import { crossOriginProblem } from '../auth/originCheck';
import { currentUser } from '../auth/sessions';
import type { Database } from '../db/client';
import { siteRoleOf } from '../db/repositories/siteMemberships';
import type { CmsEnv } from './env';
import { cmsError } from './errors';

/** Refuses cross-origin writes (403 `csrf`); nothing is read or written before this check. */
export const originGuard: MiddlewareHandler<CmsEnv> = async (c, next) => {
  const problem = crossOriginProblem(c);
  if (problem) return cmsError(c, 403, 'csrf', problem);
  await next();
};

/** The request's host (the `Host` header, else the URL's). */
export function requestHost(c: Context): string {
  return c.req.header('host') ?? new URL(c.req.url).host;
}

/** Puts the site answering the request's host on the context (404 `site_not_found` when none). */
export function siteGuard(db: Database): MiddlewareHandler<CmsEnv> {
  return async (c, next) => {
    const site = await resolveSiteByHost(db, requestHost(c));
    if (!site) return cmsError(c, 404, 'site_not_found', 'No site answers this host name.');
    c.set('site', site);
    await next();
  };
}

/**
 * Puts the session's user on the context with their role on the request's site (run after
 * {@link siteGuard}): 401 `unauthenticated` without a live session, 403 `no_site_access` when the
 * user has no role on this site (an admin of one site is nobody on another).
 */
export function userGuard(db: Database, now: () => Date): MiddlewareHandler<CmsEnv> {
  return async (c, next) => {
    const user = await currentUser(c, db, now());
    if (!user) return cmsError(c, 401, 'unauthenticated', 'Log in to continue.');
    const role = await siteRoleOf(db, user.id, c.get('site').id);
    if (!role) return cmsError(c, 403, 'no_site_access', 'You have no access to this site.');
    c.set('user', { ...user, role });
    c.header('Cache-Control', 'no-store');
    await next();
  };
}

/** 403 `forbidden` unless the user is an admin (run after {@link userGuard}). */
export const adminOnly: MiddlewareHandler<CmsEnv> = async (c, next) => {
  if (c.get('user').role !== 'admin') return cmsError(c, 403, 'forbidden', 'Only an admin can do this.');
  await next();
};
