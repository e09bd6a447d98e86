/**
 * `/api/cms/auth/*`:
 * - `POST /login {email, password, captcha?}` → 200 `{user}` + session cookie;
 *   401 `invalid_credentials {captcha_required}` (after a growing delay; `captcha_required: true`
 *   once the next attempt needs a captcha); 401 `captcha_required {captcha_required: true}` when
 *   3 password checks in 15 min for the account, or from the client address, have failed and
 *   `captcha` is missing or does not verify (the self-hosted altcha payload, as the public forms
 *   send it); 429 `locked_out {retry_after_s}` once 5 password checks in 15 min for the account
 *   from this client address have failed — other addresses, and other accounts from this one, are
 *   not locked, and the site's admins are e-mailed once per account and window
 *   (src/server/auth/loginThrottle.ts, src/server/auth/lockoutNotifier.ts);
 * - `POST /logout` → 204, the session revoked and the cookie cleared;
 * - `GET /me` → `{user}` or 401 `unauthenticated`.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { failureDelayMs, LOCKOUT_WINDOW_MS, type LoginThrottle } from '../auth/loginThrottle';
import type { LockoutNotifier } from '../auth/lockoutNotifier';
import { verifyPassword } from '../auth/password';
import { currentUser, endSession, startSession } from '../auth/sessions';
import type { Database } from '../db/client';
import { recordCommittedWrite } from '../documents/documentWrite';
import { recordLoginAttempt } from '../db/repositories/loginAttempts';
import { siteRoleOf } from '../db/repositories/siteMemberships';
import { findUserByEmail, normalizeEmail, toPublicUser } from '../db/repositories/users';
import type { CmsEnv } from './env';
import { cmsError, parseBody } from './errors';
import { userGuard } from './guards';

const loginBody = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail address.').max(320),
  password: z.string().min(1, 'Enter your password.').max(1000),
  /** The solved captcha (altcha payload, base64), sent once a failure answer asked for it. */
  captcha: z.string().max(20_000, 'The captcha answer is too long.').optional(),
});

/** Verifies a login's captcha answer (the self-hosted altcha's `verify`: each answer is accepted once). */
export interface LoginCaptcha {
  verify(token: string): Promise<{ ok: boolean }>;
}

export interface AuthRoutesOptions {
  db: Database;
  now: () => Date;
  /** Base delay (ms) of a failed login, doubled per recent failure up to 8×. */
  loginDelayMs: number;
  /** Waits the failed-login delay; default a timer. */
  sleep?: (ms: number) => Promise<void>;
  /** Client IP of the request (socket address), null when unknown. */
  clientIp: (c: Context) => string | null;
  /** The login counters (per account and address, per account, per address), taken before the password is checked. */
  throttle: LoginThrottle;
  /** Verifies the captcha asked for after repeated failures. */
  captcha: LoginCaptcha;
  /** Tells the site's admins when an account gets locked out. */
  lockoutNotifier: LockoutNotifier;
}

const timerSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The auth routes (mounted at `/auth`, after the origin guard). */
export function createAuthRoutes(options: AuthRoutesOptions): Hono<CmsEnv> {
  const { db, now, loginDelayMs, clientIp, throttle, captcha, lockoutNotifier } = options;
  const sleep = options.sleep ?? timerSleep;
  const app = new Hono<CmsEnv>();

  app.post('/login', async (c) => {
    const body = await parseBody(c, loginBody);
    if (!body.ok) return body.response;
    const email = normalizeEmail(body.data.email);
    const ip = clientIp(c);
    const at = now();
    // The attempt's points are taken before the (slow) password check, so simultaneous attempts
    // cannot all pass a check made before any of them is counted.
    const token = body.data.captcha;
    const admission = await throttle.admit({ email, ip, solvedCaptcha: async () => (token ? (await captcha.verify(token)).ok : false) });
    if (!admission.allowed) {
      if (admission.reason === 'captcha_required') {
        const message = token ? 'The captcha answer is invalid or expired: solve it again, then sign in.' : 'Too many failed attempts: solve the captcha, then sign in.';
        return cmsError(c, 401, 'captcha_required', message, { captcha_required: true });
      }
      c.header('Retry-After', String(admission.retryAfterSec));
      return cmsError(c, 429, 'locked_out', 'Too many failed attempts from this address. Try again later.', { retry_after_s: admission.retryAfterSec });
    }
    const user = await findUserByEmail(db, email);
    const ok = await verifyPassword(user?.passwordHash ?? null, body.data.password);
    if (!ok || !user) {
      await recordLoginAttempt(db, { email, ip, succeeded: false, at });
      // This failure locked an existing account out from this address: its admins hear of it once per window.
      if (admission.locksOnFailure && user && (await throttle.claimLockNotice(email))) {
        lockoutNotifier.accountLocked({ site: c.get('site'), email, ip, at, minutes: LOCKOUT_WINDOW_MS / 60_000 });
      }
      await sleep(failureDelayMs(admission.failures, loginDelayMs));
      return cmsError(c, 401, 'invalid_credentials', 'Wrong e-mail or password.', { captcha_required: admission.captchaAfterFailure });
    }
    await throttle.succeeded(email, ip);
    await recordLoginAttempt(db, { email, ip, succeeded: true, at });
    // Right password, but no role on this site: no session here (roles are per site).
    const role = await siteRoleOf(db, user.id, c.get('site').id);
    if (!role) return cmsError(c, 403, 'no_site_access', 'You have no access to this site.');
    await startSession(c, db, user, { ip, now: at });
    await recordCommittedWrite(db, { audit: { user, action: 'auth.login', entity: 'session', entityId: user.id, summary: { ip } } });
    c.header('Cache-Control', 'no-store');
    return c.json({ user: toPublicUser({ ...user, role }) });
  });

  app.post('/logout', async (c) => {
    const user = await currentUser(c, db, now());
    await endSession(c, db, now());
    if (user) await recordCommittedWrite(db, { audit: { user, action: 'auth.logout', entity: 'session', entityId: user.id } });
    return c.body(null, 204);
  });

  app.get('/me', userGuard(db, now), (c) => c.json({ user: toPublicUser(c.get('user')) }));

  return app;
}
