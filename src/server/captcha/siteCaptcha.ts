/**
 * The default {@link CaptchaVerifier}: picks the provider from the site's settings
 * (`metadata.captcha.provider`, spec-compatible extension of spec 000 §3 metadata):
 * - `altcha` (default): the self-hosted proof-of-work ({@link createAltcha});
 * - `recaptcha`: Google reCAPTCHA v2, only when the site has both a site key and a secret;
 * - `none`, or reCAPTCHA without keys: every token is refused (the front end disables submit).
 */
import type { Database } from '../db/client';
import { siteSettings } from '../db/siteSettings';
import { createAltcha, type Altcha } from './altcha';
import { verifyRecaptcha } from './recaptcha';
import type { CaptchaVerifier } from './types';

export interface SiteCaptchaOptions {
  db: Database;
  /** Shared altcha instance (the challenge route uses the same one). */
  altcha?: Altcha;
  /** Replaceable fetch for Google's siteverify (tests). */
  fetch?: typeof fetch;
}

/** Builds the per-site captcha verifier. */
export function createSiteCaptchaVerifier(options: SiteCaptchaOptions): CaptchaVerifier {
  const altcha = options.altcha ?? createAltcha({ db: options.db });
  return {
    async verify(site, token, remoteIp) {
      const parsed = siteSettings.safeParse(site.settings ?? {});
      if (!parsed.success) return { ok: false, reason: 'captcha: unreadable site settings' };
      const provider = parsed.data.metadata.captcha.provider;
      if (provider === 'altcha') return altcha.verify(token);
      if (provider === 'recaptcha') {
        const { site_key, secret_key } = parsed.data.recaptcha ?? {};
        if (!site_key || !secret_key) return { ok: false, reason: 'recaptcha: site key or secret missing' };
        return verifyRecaptcha(site, secret_key, token, remoteIp, options.fetch);
      }
      return { ok: false, reason: 'captcha: disabled for this site' };
    },
  };
}
