/**
 * A captcha for form tests, in place of the provider's widget (spec 000 §4 "Captcha"): the forms
 * run the real `useCaptcha` and captcha manager, whose driver answers with `getToken` and
 * `reset` here. Given to {@link renderWithProviders} as its `captcha` option; `ready: false`
 * renders the page without a captcha configured (no challenge URL), as a site without one.
 * Test-only: the app itself never imports this file.
 *
 * ```ts
 * const captcha = createFakeCaptcha();
 * await renderBlock(contactFormBlock, {}, { captcha });
 * expect(captcha.getToken).toHaveBeenCalledWith('contact_form');
 * ```
 */
import { vi, type Mock } from 'vitest';
import { getCaptchaManager } from '../ui/captcha/captchaManager';
import type { AppConfig } from '../../lib/appConfig';
import type { AppStores } from '../runtime/stores';

export interface FakeCaptcha {
  /** Whether the rendered page has a captcha configured (default true). */
  ready: boolean;
  /** Resolves with the token a form posts (`captcha-token`); called with the form's action. */
  getToken: Mock<(action: string) => Promise<string>>;
  /** Called after each submission. */
  reset: Mock<() => void>;
}

/** A ready fake captcha answering `captcha-token`. */
export function createFakeCaptcha(): FakeCaptcha {
  return { ready: true, getToken: vi.fn(async (_action: string) => 'captcha-token'), reset: vi.fn() };
}

/**
 * Makes `captcha` the widget of the page that `stores` belong to (before anything renders).
 * @returns what the page's runtime config must say: no challenge URL when `captcha` is not ready
 */
export function installFakeCaptcha(stores: AppStores, captcha: FakeCaptcha): Partial<AppConfig> {
  getCaptchaManager(stores, () => ({
    getToken: (action) => captcha.getToken(action),
    reset: () => captcha.reset(),
    setVisible: () => {},
    destroy: () => {},
  }));
  return captcha.ready ? {} : { captchaChallengeUrl: undefined };
}
