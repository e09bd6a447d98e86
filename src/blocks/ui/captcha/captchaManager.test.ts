import { describe, expect, it, vi } from 'vitest';
import { createAppStores } from '../../runtime/stores';
import { CaptchaManager, getCaptchaManager, type DriverFactory } from './captchaManager';
import { CaptchaNotConfiguredError, type CaptchaDriver, type CaptchaSetup } from './types';

const altcha: CaptchaSetup = { provider: 'altcha', challengeUrl: '/api/swc/captcha/challenge', locale: 'fr' };
const none: CaptchaSetup = { provider: 'none', reason: "metadata.captcha.provider is 'none'" };

function fakeDriver() {
  let n = 0;
  const driver = {
    visible: false,
    getToken: vi.fn(async (action: string) => `token-${action}-${++n}`),
    reset: vi.fn(),
    setVisible: vi.fn((visible: boolean) => {
      driver.visible = visible;
    }),
    destroy: vi.fn(),
  };
  return driver satisfies CaptchaDriver;
}

function managerWithFake() {
  const drivers: ReturnType<typeof fakeDriver>[] = [];
  const factory: DriverFactory = () => {
    const driver = fakeDriver();
    drivers.push(driver);
    return driver;
  };
  return { manager: new CaptchaManager(factory), drivers };
}

describe('CaptchaManager', () => {
  it('shows the widget while at least one form asks for it, each form counting once', () => {
    const { manager, drivers } = managerWithFake();
    manager.request('form-a', altcha);
    manager.request('form-a', altcha);
    manager.request('form-b', altcha);
    expect(manager.requesterCount).toBe(2);
    expect(drivers).toHaveLength(1);
    expect(drivers[0].visible).toBe(true);

    manager.release('form-a');
    expect(drivers[0].visible).toBe(true);
    manager.release('form-b');
    expect(manager.requesterCount).toBe(0);
    expect(drivers[0].visible).toBe(false);
  });

  it('gets a token by running the captcha with an action, then resets it', async () => {
    const { manager, drivers } = managerWithFake();
    manager.request('form-a', altcha);
    await expect(manager.getToken(altcha, 'contact_form')).resolves.toBe('token-contact_form-1');
    manager.reset();
    expect(drivers[0].reset).toHaveBeenCalledTimes(1);
  });

  it('runs token requests one at a time', async () => {
    const { manager, drivers } = managerWithFake();
    manager.request('form-a', altcha);
    let running = 0;
    let maxRunning = 0;
    drivers[0].getToken.mockImplementation(async (action: string) => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return action;
    });
    const tokens = await Promise.all([manager.getToken(altcha, 'a'), manager.getToken(altcha, 'b')]);
    expect(tokens).toEqual(['a', 'b']);
    expect(maxRunning).toBe(1);
  });

  it('keeps working after a failed token request', async () => {
    const { manager, drivers } = managerWithFake();
    manager.request('form-a', altcha);
    drivers[0].getToken.mockRejectedValueOnce(new Error('Failed to execute'));
    await expect(manager.getToken(altcha, 'contact_form')).rejects.toThrow('Failed to execute');
    await expect(manager.getToken(altcha, 'contact_form')).resolves.toMatch(/^token-/);
  });

  it('throws a clear error when no captcha is configured, and never builds a widget', async () => {
    const { manager, drivers } = managerWithFake();
    manager.request('form-a', none);
    await expect(manager.getToken(none, 'contact_form')).rejects.toThrow(CaptchaNotConfiguredError);
    await expect(manager.getToken(none, 'contact_form')).rejects.toThrow(/Captcha is not configured for this site/);
    expect(drivers).toHaveLength(0);
  });

  it('replaces the widget when the setup changes', () => {
    const { manager, drivers } = managerWithFake();
    manager.request('form-a', altcha);
    manager.request('form-a', { ...altcha, locale: 'en' });
    expect(drivers).toHaveLength(2);
    expect(drivers[0].destroy).toHaveBeenCalled();
  });
});

describe('getCaptchaManager', () => {
  it('gives one manager per router instance', () => {
    const a = createAppStores('fr');
    const b = createAppStores('fr');
    expect(getCaptchaManager(a)).toBe(getCaptchaManager(a));
    expect(getCaptchaManager(a)).not.toBe(getCaptchaManager(b));
  });
});
