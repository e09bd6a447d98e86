/**
 * The site of a protected content API call (spec 000 §7: the core client sends `X-Site-Key`):
 * `POST /{microsite_id}/contact` and the listing routes. 401 without the header, 404 for an
 * unknown microsite, 403 for a wrong key (constant-time comparison); and the request's locale from
 * `Content-Language`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { Database } from '../db/client';
import { findSiteByMicrositeId } from '../db/repositories/sites';
import type { SiteRow } from '../db/schema';

/** Constant-time comparison of two secrets (hashing first equalises the lengths). */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

/** What a refused call is told, by status: no key, no such microsite, a wrong key. */
const REFUSALS = { 401: 'Missing X-Site-Key header', 404: 'Site not found', 403: 'Invalid site key' } as const;

/** The error answer of a refused call. */
function refused(c: Context, status: keyof typeof REFUSALS): { ok: false; response: Response } {
  return { ok: false, response: c.json({ status: 'error', message: REFUSALS[status] }, status) };
}

/** The site named by `:microsite_id` when the key matches, else the error answer to return. */
export async function siteFromKey(c: Context, db: Database): Promise<{ ok: true; site: SiteRow } | { ok: false; response: Response }> {
  const key = c.req.header('x-site-key');
  if (!key) return refused(c, 401);
  const site = await findSiteByMicrositeId(db, c.req.param('microsite_id') ?? '');
  if (!site) return refused(c, 404);
  if (!safeEqual(key, site.siteKey)) return refused(c, 403);
  return { ok: true, site };
}

/** How long a site's id and key, once read, answer the listing routes without asking the database again (ms). */
export const SITE_IDENTITY_RECHECK_MS = 5_000;

/** Per database, per microsite id: the site's id and key as last read, and when (epoch ms). */
const identities = new WeakMap<Database, Map<string, { siteId: string; siteKey: string; readAt: number }>>();

/**
 * {@link siteFromKey} for the listing routes, which need the site's id only: the id and key of a
 * found site are kept for {@link SITE_IDENTITY_RECHECK_MS}, so a search (a few ms on the
 * in-memory index) does not wait on a database query (1.5 ms idle) for them every time. Neither
 * changes once a site exists; what another instance or a manual edit changes is seen within that
 * time, as the listing index itself (listingIndex.ts) sees other instances' listings.
 * @param now the clock (epoch ms), for tests
 */
export async function siteIdFromKey(c: Context, db: Database, now = Date.now()): Promise<{ ok: true; siteId: string } | { ok: false; response: Response }> {
  const key = c.req.header('x-site-key');
  if (!key) return refused(c, 401);
  const micrositeId = c.req.param('microsite_id') ?? '';
  let sites = identities.get(db);
  if (!sites) identities.set(db, (sites = new Map()));
  let identity = sites.get(micrositeId);
  if (!identity || now - identity.readAt >= SITE_IDENTITY_RECHECK_MS) {
    const site = await findSiteByMicrositeId(db, micrositeId);
    if (!site) {
      sites.delete(micrositeId);
      return refused(c, 404);
    }
    identity = { siteId: site.id, siteKey: site.siteKey, readAt: now };
    sites.set(micrositeId, identity);
  }
  if (!safeEqual(key, identity.siteKey)) return refused(c, 403);
  return { ok: true, siteId: identity.siteId };
}

/** `fr` or `en` from the Content-Language header (`en-CA` → `en`), or undefined for anything else. */
export function contentLanguage(c: Context): 'fr' | 'en' | undefined {
  const lang = c.req.header('content-language')?.trim().slice(0, 2).toLowerCase();
  return lang === 'fr' || lang === 'en' ? lang : undefined;
}

/** The request's locale: {@link contentLanguage}, French by default. */
export function requestLocale(c: Context): 'fr' | 'en' {
  return contentLanguage(c) ?? 'fr';
}
