/**
 * Self-hosted proof-of-work captcha (altcha, `altcha-lib` v2 API): challenges signed with an HMAC
 * key, solved in the browser by the `altcha` widget, verified here (signature, expiry, solution),
 * and accepted once (`captcha_solutions`).
 *
 * Challenge: SHA-256 key derivation in deterministic mode — the server picks a secret counter in
 * [1 000, 50 000], so a browser finds it in well under a second; expires after 10 minutes.
 * Token: what the widget submits, base64 of `{ challenge, solution }` JSON.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Database } from '../db/client';
import { markCaptchaSolutionUsed, pruneCaptchaSolutions } from '../db/repositories/captchaSolutions';
import { getOrCreateSecret } from '../db/repositories/serverSecrets';
import type { CaptchaResult } from './types';
import { errorMessage } from '../../lib/errorMessage';

/** Challenge lifetime: 10 minutes. */
export const ALTCHA_EXPIRES_MS = 10 * 60 * 1000;
/** Highest secret counter: the work a browser does, at most ≈50 000 SHA-256 hashes. */
export const ALTCHA_MAX_COUNTER = 50_000;
/** Lowest secret counter. */
export const ALTCHA_MIN_COUNTER = 1_000;
const ALGORITHM = 'SHA-256';
const SECRET_NAME = 'altcha_hmac_key';

export interface AltchaOptions {
  db: Database;
  /** HMAC key; default `CAPTCHA_HMAC_KEY`, else generated once and kept in `server_secrets`. */
  hmacKey?: string;
  /** Clock, for tests (ms since epoch). */
  now?: () => number;
  /**
   * The secret counter of a new challenge (the number of hashes its solver does), for tests whose
   * solver should do little work; default random in [1 000, 50 000].
   */
  counter?: number;
}

export interface Altcha {
  /** A new signed challenge, JSON-ready for the widget (`GET /api/swc/captcha/challenge`). */
  createChallenge(): Promise<Challenge>;
  /** Verifies a widget payload and consumes it; a second use of one solution is refused. */
  verify(token: string): Promise<CaptchaResult>;
}

function parseToken(token: string): Payload | null {
  try {
    const json = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    if (!json || typeof json !== 'object' || !json.challenge?.parameters || !json.solution) return null;
    return json;
  } catch {
    return null;
  }
}

/** Creates the altcha challenger/verifier of one server. */
export function createAltcha(options: AltchaOptions): Altcha {
  const now = options.now ?? Date.now;
  let keys: Promise<{ signature: string; keySignature: string }> | undefined;

  function secrets() {
    keys ??= (async () => {
      const master =
        options.hmacKey ||
        process.env.CAPTCHA_HMAC_KEY ||
        (await getOrCreateSecret(options.db, SECRET_NAME, () => randomBytes(32).toString('hex')));
      const derive = (label: string) => createHash('sha256').update(`${label}:${master}`).digest('hex');
      return { signature: derive('altcha-signature'), keySignature: derive('altcha-key-signature') };
    })();
    keys.catch(() => (keys = undefined));
    return keys;
  }

  return {
    async createChallenge() {
      const { signature, keySignature } = await secrets();
      return createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: options.counter ?? randomInt(ALTCHA_MAX_COUNTER, ALTCHA_MIN_COUNTER),
        deriveKey,
        expiresAt: new Date(now() + ALTCHA_EXPIRES_MS),
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      });
    },

    async verify(token) {
      const payload = parseToken(token);
      if (!payload) return { ok: false, reason: 'altcha: unreadable payload' };
      if (payload.challenge.parameters.algorithm !== ALGORITHM) return { ok: false, reason: 'altcha: wrong algorithm' };
      const { signature, keySignature } = await secrets();
      let result;
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: signature,
          hmacKeySignatureSecret: keySignature,
        });
      } catch (error) {
        return { ok: false, reason: `altcha: ${errorMessage(error)}` };
      }
      if (result.expired) return { ok: false, reason: 'altcha: expired' };
      if (!result.verified) return { ok: false, reason: 'altcha: not verified' };
      const hash = createHash('sha256')
        .update(payload.challenge.signature ?? payload.challenge.parameters.nonce)
        .digest('hex');
      if (!(await markCaptchaSolutionUsed(options.db, hash))) return { ok: false, reason: 'altcha: already used' };
      // Solutions older than twice the lifetime can never verify again: forget them.
      await pruneCaptchaSolutions(options.db, new Date(now() - 2 * ALTCHA_EXPIRES_MS));
      return { ok: true };
    },
  };
}
