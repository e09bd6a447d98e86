/**
 * The session cookie `vitrine_session`: HttpOnly, SameSite=Lax, Path=/, Secure
 * except on loopback hosts (`localhost`, `127.0.0.1`, `::1`, `*.localhost`) where plain http is
 * the norm in development and tests.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'vitrine_session';

/** Host name of the request (lower-case, without port), from its URL (the `Host` header under node). */
export function requestHostname(c: Context): string {
  try {
    return new URL(c.req.url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return '';
  }
}

/** True for hosts that get a cookie without `Secure`. */
export function isLocalHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '::1' || hostname.endsWith('.localhost');
}

/** The token in the request's session cookie, or undefined. */
export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}

/** Sets the session cookie for `maxAgeSeconds` (s). */
export function writeSessionCookie(c: Context, token: string, maxAgeSeconds: number): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: !isLocalHostname(requestHostname(c)),
    maxAge: Math.floor(maxAgeSeconds),
  });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: !isLocalHostname(requestHostname(c)), httpOnly: true, sameSite: 'Lax' });
}
