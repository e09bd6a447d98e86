/**
 * One captcha widget per page (router instance), shared by every form on it (spec 000 §4
 * "Captcha": "The widget is shown while at least one visible form has asked for it; each requester
 * counts once. It is hidden when no form is visible. A token is obtained by running the captcha
 * with an action. The form is submitted with the token and the captcha is then reset.").
 *
 * Managers are kept in a WeakMap keyed by the router's stores object, so each router instance
 * (one per server request, one in the browser) has its own and none outlives it. Drivers are only
 * ever created in the browser (forms call `request` from effects and `getToken` from submit).
 */
import type { AppStores } from '../../runtime/stores';
import { createAltchaDriver } from './altchaDriver';
import { captchaSetupKey } from './captchaSetup';
import { createRecaptchaDriver } from './recaptchaDriver';
import { CaptchaNotConfiguredError, type CaptchaDriver, type CaptchaSetup } from './types';

/** Builds the driver for a setup (replaceable in tests). */
export type DriverFactory = (setup: Exclude<CaptchaSetup, { provider: 'none' }>) => CaptchaDriver;

export const defaultDriverFactory: DriverFactory = (setup) =>
  setup.provider === 'altcha'
    ? createAltchaDriver({ challengeUrl: setup.challengeUrl, locale: setup.locale })
    : createRecaptchaDriver({ siteKey: setup.siteKey, size: setup.size, mode: setup.mode, locale: setup.locale });

export class CaptchaManager {
  private readonly requesters = new Set<string>();
  private driver: CaptchaDriver | null = null;
  private driverKey = '';
  /** Token requests run one at a time: one widget cannot solve two challenges at once. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly createDriver: DriverFactory = defaultDriverFactory) {}

  /** How many distinct forms currently ask for the widget. */
  get requesterCount(): number {
    return this.requesters.size;
  }

  /** A visible form asks for the widget; asking twice with the same id counts once. */
  request(formId: string, setup: CaptchaSetup): void {
    this.requesters.add(formId);
    if (setup.provider === 'none') return;
    this.driverFor(setup).setVisible(true);
  }

  /** The form is gone or hidden; the widget hides when no visible form needs it. */
  release(formId: string): void {
    this.requesters.delete(formId);
    if (this.requesters.size === 0) this.driver?.setVisible(false);
  }

  /**
   * Runs the captcha and resolves with a token.
   * @throws CaptchaNotConfiguredError when the setup has no provider
   */
  getToken(setup: CaptchaSetup, action: string): Promise<string> {
    if (setup.provider === 'none') return Promise.reject(new CaptchaNotConfiguredError(setup.reason));
    const driver = this.driverFor(setup);
    const run = this.queue.then(
      () => driver.getToken(action),
      () => driver.getToken(action),
    );
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Resets the widget after a submission so the next one gets a fresh token. */
  reset(): void {
    this.driver?.reset();
  }

  private driverFor(setup: Exclude<CaptchaSetup, { provider: 'none' }>): CaptchaDriver {
    const key = captchaSetupKey(setup);
    if (!this.driver || this.driverKey !== key) {
      this.driver?.destroy();
      this.driver = this.createDriver(setup);
      this.driverKey = key;
    }
    return this.driver;
  }
}

const managers = new WeakMap<AppStores, CaptchaManager>();

/** The captcha manager of a router instance (created on first use). */
export function getCaptchaManager(stores: AppStores, createDriver?: DriverFactory): CaptchaManager {
  let manager = managers.get(stores);
  if (!manager) {
    manager = new CaptchaManager(createDriver);
    managers.set(stores, manager);
  }
  return manager;
}
