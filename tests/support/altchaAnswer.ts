/**
 * A solved self-hosted captcha for tests, as the altcha widget would send it: a challenge signed
 * with the database's captcha key (the one the content API's challenge route uses), solved with
 * altcha-lib's own solver, as the base64 `{ challenge, solution }` payload. Its counter is the lowest
 * the server draws: the solver's work (≈ 15 ms instead of up to 250) does not vary from run to run.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { ALTCHA_MIN_COUNTER, createAltcha } from '../../src/server/captcha/altcha';
import type { Database } from '../../src/server/db/client';

/**
 * A fresh solved captcha answer, accepted once by the server of `db`; with `hmacKey`, a challenge
 * signed with another key, which that server refuses (a forged answer).
 * @throws Error when the solver finds no solution (never with a genuine challenge)
 */
export async function solvedAltcha(db: Database, hmacKey?: string): Promise<string> {
  const challenge = await createAltcha({ db, hmacKey, counter: ALTCHA_MIN_COUNTER }).createChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('altcha: the challenge has no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
