import { describe, expect, it } from 'vitest';
import { makeTestPayload } from '../../testing/renderBlock';
import { captchaSetupKey, resolveCaptchaSetup } from './captchaSetup';

const config = { captchaChallengeUrl: '/api/swc/captcha/challenge' };

describe('resolveCaptchaSetup', () => {
  it('uses the self-hosted altcha by default', () => {
    const setup = resolveCaptchaSetup(makeTestPayload(), config, 'fr');
    expect(setup).toEqual({ provider: 'altcha', challengeUrl: '/api/swc/captcha/challenge', locale: 'fr' });
  });

  it('uses reCAPTCHA v2 invisible (spec defaults) when selected with a Google site key', () => {
    const payload = makeTestPayload({ metadata: { captcha: { provider: 'recaptcha' } }, recaptcha: { site_key: '6Lc-site-key' } });
    expect(resolveCaptchaSetup(payload, config, 'en')).toEqual({
      provider: 'recaptcha',
      siteKey: '6Lc-site-key',
      version: 2,
      size: 'invisible',
      mode: 'base',
      locale: 'en',
    });
  });

  it('has no captcha when the provider is none, the site key or the challenge URL is missing', () => {
    expect(resolveCaptchaSetup(makeTestPayload({ metadata: { captcha: { provider: 'none' } } }), config, 'fr').provider).toBe('none');
    expect(resolveCaptchaSetup(makeTestPayload({ metadata: { captcha: { provider: 'recaptcha' } } }), config, 'fr').provider).toBe('none');
    expect(resolveCaptchaSetup(makeTestPayload(), { captchaChallengeUrl: '' }, 'fr').provider).toBe('none');
  });

  it('gives a new key when the widget must change', () => {
    const fr = resolveCaptchaSetup(makeTestPayload(), config, 'fr');
    const en = resolveCaptchaSetup(makeTestPayload(), config, 'en');
    expect(captchaSetupKey(fr)).not.toBe(captchaSetupKey(en));
    expect(captchaSetupKey(fr)).toBe(captchaSetupKey(resolveCaptchaSetup(makeTestPayload(), config, 'fr')));
  });
});
