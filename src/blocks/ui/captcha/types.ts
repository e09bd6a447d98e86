/**
 * The captcha behind one interface (spec 000 §4 "Captcha", §5, §8 "Captcha", §9 "Captcha").
 *
 * A form asks `useCaptcha(formId)` for a {@link CaptchaClient}; which provider answers is decided by
 * the page payload ({@link CaptchaSetup}): the self-hosted altcha proof-of-work (default, works
 * offline), Google reCAPTCHA v2 invisible when the site has a Google site key, or none (submit
 * disabled).
 */

/** What a form sees of the captcha. */
export interface CaptchaClient {
  /** True when a captcha is configured; forms disable their submit button otherwise. */
  ready: boolean;
  /**
   * Runs the captcha and resolves with the token to send as `recaptcha_response` (altcha: the
   * base64 payload string; reCAPTCHA: the response token).
   * @param action what the token is for, e.g. `contact_form` (reCAPTCHA Enterprise scores by action)
   * @throws Error when no captcha is configured, the provider script fails to load
   *   ('ReCaptcha error: Failed to load script'), or running it fails ('Failed to execute')
   */
  getToken(action: string): Promise<string>;
  /** Forgets the last token so the next submission gets a fresh one (call after each submission). */
  reset(): void;
}

/** The captcha a page uses, resolved from the payload and the runtime config. */
export type CaptchaSetup =
  | { provider: 'altcha'; challengeUrl: string; locale: 'fr' | 'en' }
  | {
      provider: 'recaptcha';
      siteKey: string;
      /** Spec 000 §9 defaults: version 2, invisible size, base mode. */
      version: number;
      size: 'invisible' | 'normal' | 'compact';
      mode: 'base' | 'enterprise';
      locale: 'fr' | 'en';
    }
  | { provider: 'none'; reason: string };

/** One provider's widget on the page (created lazily, in the browser only). */
export interface CaptchaDriver {
  getToken(action: string): Promise<string>;
  reset(): void;
  /** Shows the widget while a visible form needs it, hides it otherwise. May load the provider. */
  setVisible(visible: boolean): void;
  /** Removes the widget from the page. */
  destroy(): void;
}

/** Thrown by `getToken` when the site has no captcha configured (spec 000 §5). */
export class CaptchaNotConfiguredError extends Error {
  constructor(reason: string) {
    super(`Captcha is not configured for this site (${reason}). Set metadata.captcha.provider to 'altcha' (self-hosted) or to 'recaptcha' with a recaptcha.site_key.`);
    this.name = 'CaptchaNotConfiguredError';
  }
}
