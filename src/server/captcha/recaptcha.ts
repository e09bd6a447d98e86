/**
 * Google reCAPTCHA v2 verification (spec 000 §9 defaults: version 2, invisible, base mode).
 *
 * POSTs the token to Google's `siteverify` with the site's secret (`settings.recaptcha.secret_key`)
 * and accepts it when `success` is true and the `hostname` is one of the site's domains.
 * Tokens are valid 2 minutes and verify once (Google enforces both).
 */
import type { SiteRow } from '../db/schema';
import type { CaptchaResult } from './types';
import { errorMessage } from '../../lib/errorMessage';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

interface SiteVerifyAnswer {
  success?: boolean;
  hostname?: string;
  'error-codes'?: string[];
}

/**
 * Verifies a reCAPTCHA token.
 * @param secret the site's reCAPTCHA secret key
 * @param fetchImpl replaceable fetch (tests); network failures resolve `{ ok: false }`
 */
export async function verifyRecaptcha(
  site: Pick<SiteRow, 'domains'>,
  secret: string,
  token: string,
  remoteIp: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<CaptchaResult> {
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  let answer: SiteVerifyAnswer;
  try {
    const res = await fetchImpl(RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return { ok: false, reason: `recaptcha: HTTP ${res.status}` };
    answer = (await res.json()) as SiteVerifyAnswer;
  } catch (error) {
    return { ok: false, reason: `recaptcha: ${errorMessage(error)}` };
  }
  if (answer.success !== true) return { ok: false, reason: `recaptcha: ${(answer['error-codes'] ?? []).join(',') || 'failed'}` };
  const hostname = answer.hostname?.toLowerCase();
  if (!hostname || !site.domains.includes(hostname)) return { ok: false, reason: `recaptcha: hostname ${hostname}` };
  return { ok: true };
}
