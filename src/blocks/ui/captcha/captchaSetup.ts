/**
 * Which captcha a page uses (spec 000 §3 "recaptcha (site key)", §9 "Captcha: default version 2,
 * invisible size, base mode").
 *
 * - `metadata.captcha.provider === 'recaptcha'` with `recaptcha.site_key` → reCAPTCHA with the
 *   payload's version, size and mode (spec defaults 2 / invisible / base);
 * - `provider === 'altcha'` (the default) with a challenge URL in the runtime config → altcha;
 * - `provider === 'none'`, a reCAPTCHA provider without site key, or altcha without challenge URL
 *   → none: forms keep their submit button disabled.
 *
 * The same rule runs on the server and in the browser, so the submit button's disabled state
 * never differs between the server HTML and hydration.
 */
import type { PagePayload } from '../../../schema/page';
import type { AppConfig } from '../../runtime/AppContext';
import type { CaptchaSetup } from './types';

/**
 * @param payload the page payload (`metadata.captcha`, `recaptcha`)
 * @param config the runtime config (`captchaChallengeUrl`)
 * @param locale the active locale (widget language)
 */
export function resolveCaptchaSetup(
  payload: Pick<PagePayload, 'metadata' | 'recaptcha'>,
  config: Pick<AppConfig, 'captchaChallengeUrl'>,
  locale: 'fr' | 'en',
): CaptchaSetup {
  const provider = payload.metadata?.captcha?.provider ?? 'altcha';
  if (provider === 'none') return { provider: 'none', reason: "metadata.captcha.provider is 'none'" };
  if (provider === 'recaptcha') {
    const recaptcha = payload.recaptcha;
    if (!recaptcha?.site_key) return { provider: 'none', reason: 'reCAPTCHA is selected but recaptcha.site_key is missing' };
    return {
      provider: 'recaptcha',
      siteKey: recaptcha.site_key,
      version: recaptcha.version ?? 2,
      size: recaptcha.size ?? 'invisible',
      mode: recaptcha.mode ?? 'base',
      locale,
    };
  }
  if (!config.captchaChallengeUrl) return { provider: 'none', reason: 'the altcha challenge URL is missing from the runtime config' };
  return { provider: 'altcha', challengeUrl: config.captchaChallengeUrl, locale };
}

/** A stable key identifying a setup: a new key means a new widget. */
export function captchaSetupKey(setup: CaptchaSetup): string {
  switch (setup.provider) {
    case 'altcha':
      return `altcha|${setup.challengeUrl}|${setup.locale}`;
    case 'recaptcha':
      return `recaptcha|${setup.siteKey}|${setup.size}|${setup.mode}|${setup.locale}`;
    default:
      return 'none';
  }
}
