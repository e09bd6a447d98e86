/**
 * Signed, expiring preview links of unpublished content variants: `?variant=<id>&preview=<token>`
 * shows the variant to whoever holds the link until it expires, without a CMS session.
 *
 * The token is `<expiry in Unix seconds>.<base64url HMAC-SHA256>` over the site, page, variant and
 * expiry, so it opens that one variant only and cannot be stretched. The key is `PREVIEW_LINK_KEY`
 * when set, else generated once and kept in the database (every instance on one database shares
 * it; changing it voids every link).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client';
import { getOrCreateSecret } from '../db/repositories/serverSecrets';

/** How long a preview link works: 7 days (ms). */
export const PREVIEW_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What a preview token opens. */
export interface PreviewTarget {
  siteId: string;
  pageId: string;
  variantId: string;
}

const keys = new WeakMap<Database, Promise<string>>();

/** The signing key: `PREVIEW_LINK_KEY`, else the database's generated one (cached per database). */
export function previewLinkKey(db: Database, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.PREVIEW_LINK_KEY) return Promise.resolve(env.PREVIEW_LINK_KEY);
  let key = keys.get(db);
  if (!key) {
    key = getOrCreateSecret(db, 'preview_link_key', () => randomBytes(32).toString('hex'));
    keys.set(db, key);
  }
  return key;
}

function signature(key: string, target: PreviewTarget, expiresSec: number): string {
  return createHmac('sha256', key).update(`${target.siteId}\n${target.pageId}\n${target.variantId}\n${expiresSec}`).digest('base64url');
}

/** A token opening `target` until `expiresAt`. */
export function signPreviewToken(key: string, target: PreviewTarget, expiresAt: Date): string {
  const expiresSec = Math.floor(expiresAt.getTime() / 1000);
  return `${expiresSec}.${signature(key, target, expiresSec)}`;
}

/** True when `token` was signed for `target` with `key` and has not expired at `now`. */
export function verifyPreviewToken(key: string, token: string | undefined, target: PreviewTarget, now: Date): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const expiresSec = Number(match[1]);
  if (expiresSec * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(key, target, expiresSec));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
