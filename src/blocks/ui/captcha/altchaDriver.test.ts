// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAltchaDriver } from './altchaDriver';

/** A stand-in for the altcha web component: mounts on connect, then exposes verify/reset. */
class FakeAltchaWidget extends HTMLElement {
  static payload: string | null = 'eyJjaGFsbGVuZ2UiOnt9fQ==';
  verify?: () => Promise<{ payload: string } | null>;
  reset?: () => void;
  resets = 0;
  connectedCallback() {
    queueMicrotask(() => {
      this.verify = async () => (FakeAltchaWidget.payload ? { payload: FakeAltchaWidget.payload } : null);
      this.reset = () => {
        this.resets += 1;
      };
      this.dispatchEvent(new Event('load'));
    });
  }
}

const loadWidget = vi.fn(async () => {
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeAltchaWidget);
});

afterEach(() => {
  document.body.innerHTML = '';
  FakeAltchaWidget.payload = 'eyJjaGFsbGVuZ2UiOnt9fQ==';
  loadWidget.mockClear();
});

describe('altcha driver', () => {
  it('loads nothing until the widget is needed', () => {
    createAltchaDriver({ challengeUrl: '/api/swc/captcha/challenge', locale: 'fr', loadWidget });
    expect(loadWidget).not.toHaveBeenCalled();
    expect(document.querySelector('altcha-widget')).toBeNull();
  });

  it('mounts one invisible widget pointed at the challenge URL and returns its payload as the token', async () => {
    const driver = createAltchaDriver({ challengeUrl: '/api/swc/captcha/challenge', locale: 'fr', loadWidget });
    await expect(driver.getToken('contact_form')).resolves.toBe('eyJjaGFsbGVuZ2UiOnt9fQ==');
    await driver.getToken('contact_form');
    const widgets = document.querySelectorAll('altcha-widget');
    expect(widgets).toHaveLength(1);
    expect(widgets[0].getAttribute('challenge')).toBe('/api/swc/captcha/challenge');
    expect(widgets[0].getAttribute('display')).toBe('invisible');
    expect(widgets[0].getAttribute('auto')).toBe('off');
    expect(loadWidget).toHaveBeenCalledTimes(1);
  });

  it("rejects with 'Failed to execute' when verification fails", async () => {
    FakeAltchaWidget.payload = null;
    const driver = createAltchaDriver({ challengeUrl: '/c', locale: 'en', loadWidget });
    await expect(driver.getToken('contact_form')).rejects.toThrow('Failed to execute');
  });

  it('resets the widget and hides its host when no form needs it', async () => {
    const driver = createAltchaDriver({ challengeUrl: '/c', locale: 'en', loadWidget });
    driver.setVisible(true);
    await driver.getToken('contact_form');
    const host = document.querySelector<HTMLElement>('[data-captcha-host="altcha"]')!;
    expect(host.hidden).toBe(false);
    driver.reset();
    await vi.waitFor(() => expect((document.querySelector('altcha-widget') as unknown as FakeAltchaWidget).resets).toBe(1));
    driver.setVisible(false);
    expect(host.hidden).toBe(true);
    driver.destroy();
    expect(document.querySelector('altcha-widget')).toBeNull();
  });
});
