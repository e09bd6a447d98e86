/**
 * The one captcha interface of the server: the content API verifies a submission's
 * `recaptcha_response` token through it before storing a lead. Tests inject a fake.
 */
import type { SiteRow } from '../db/schema';

/** Outcome of a verification; `reason` is for logs only, never shown to visitors. */
export interface CaptchaResult {
  ok: boolean;
  reason?: string;
}

export interface CaptchaVerifier {
  /**
   * Verifies a captcha token for a site.
   * @param site the site the form was posted to (its settings choose the provider)
   * @param token the form's `recaptcha_response` (altcha payload or reCAPTCHA token)
   * @param remoteIp the visitor's IP address when known (sent to Google as `remoteip`)
   * Never throws for a bad token: resolves `{ ok: false }`.
   */
  verify(site: SiteRow, token: string, remoteIp: string | null): Promise<CaptchaResult>;
}
