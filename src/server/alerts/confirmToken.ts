/**
 * Signed, expiring tokens of the property alert confirmation links: `{site base URL}/alerts/confirm/{token}`.
 *
 * The token is `<saved search id>.<expiry in Unix seconds>.<base64url HMAC-SHA256>` over the id and
 * the expiry, so it confirms that one subscription only and its expiry cannot be stretched; a
 * changed character anywhere makes it invalid. The expiry is the subscription's request time plus
 * 7 days ({@link ALERT_CONFIRMATION_TTL_MS}). The key is generated once and kept in the database
 * (`server_secrets.alert_confirm_key`), so every instance on one database shares it, as the
 * preview links do (src/server/cms/previewLinks.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ALERT_CONFIRMATION_TTL_MS } from '../../schema/alertConsent';
import type { Database } from '../db/client';
import { getOrCreateSecret } from '../db/repositories/serverSecrets';

const keys = new WeakMap<Database, Promise<string>>();

/** The signing key of confirmation links: generated once per database, cached per database handle. */
export function alertConfirmKey(db: Database): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = getOrCreateSecret(db, 'alert_confirm_key', () => randomBytes(32).toString('hex'));
    keys.set(db, key);
  }
  return key;
}

function signature(key: string, id: string, expiresSec: number): string {
  return createHmac('sha256', key).update(`alert-confirm\n${id}\n${expiresSec}`).digest('base64url');
}

/** When the confirmation link of a subscription asked for at `requestedAt` expires (7 days later). */
export function confirmationExpiry(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ALERT_CONFIRMATION_TTL_MS);
}

/** The token confirming saved search `id` until `expiresAt` (whole seconds). */
export function signConfirmToken(key: string, id: string, expiresAt: Date): string {
  const expiresSec = Math.floor(expiresAt.getTime() / 1000);
  return `${id}.${expiresSec}.${signature(key, id, expiresSec)}`;
}

/** What a token says once its signature is checked. */
export type ConfirmTokenCheck =
  | { valid: true; id: string; expiresAt: Date }
  /** Malformed, signed with another key, or altered. */
  | { valid: false };

/**
 * Checks a token's form and signature (not its expiry: the caller tells "expired" from "invalid").
 * Never throws.
 */
export function readConfirmToken(key: string, token: string | undefined): ConfirmTokenCheck {
  const match = /^([A-Za-z0-9-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return { valid: false };
  const [, id, seconds, given] = match;
  const expiresSec = Number(seconds);
  const expected = Buffer.from(signature(key, id, expiresSec));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { valid: false };
  return { valid: true, id, expiresAt: new Date(expiresSec * 1000) };
}
