// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecaptchaDriver, loadRecaptchaScript, type Grecaptcha } from './recaptchaDriver';

type Params = Record<string, (value?: string) => void> & { sitekey: string; size: string };

function fakeApi(onExecute: (params: Params) => void) {
  let params!: Params;
  const api: Grecaptcha & { params: () => Params } = {
    render: vi.fn((_container: HTMLElement, p: Record<string, unknown>) => {
      params = p as Params;
      return 7;
    }),
    execute: vi.fn(() => onExecute(params)),
    reset: vi.fn(),
    getResponse: vi.fn(() => ''),
    params: () => params,
  };
  return api;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('reCAPTCHA v2 driver', () => {
  it('renders the invisible widget with the site key and resolves the token of its callback', async () => {
    const api = fakeApi((params) => params.callback('recaptcha-token'));
    const loadApi = vi.fn(async () => api);
    const driver = createRecaptchaDriver({ siteKey: '6Lc-key', size: 'invisible', mode: 'base', locale: 'fr', loadApi });
    await expect(driver.getToken('contact_form')).resolves.toBe('recaptcha-token');
    expect(loadApi).toHaveBeenCalledWith({ mode: 'base', locale: 'fr' });
    expect(api.params()).toMatchObject({ sitekey: '6Lc-key', size: 'invisible' });
    expect(api.execute).toHaveBeenCalledWith(7);
    driver.reset();
    await Promise.resolve();
    await Promise.resolve();
    expect(api.reset).toHaveBeenCalledWith(7);
  });

  it("rejects with 'Failed to execute' when the widget reports an error", async () => {
    const api = fakeApi((params) => params['error-callback']());
    const driver = createRecaptchaDriver({ siteKey: 'k', size: 'invisible', mode: 'base', locale: 'en', loadApi: async () => api });
    await expect(driver.getToken('contact_form')).rejects.toThrow('Failed to execute');
  });

  it('shows its badge only while a form needs it', async () => {
    const api = fakeApi(() => undefined);
    const driver = createRecaptchaDriver({ siteKey: 'k', size: 'invisible', mode: 'base', locale: 'en', loadApi: async () => api });
    driver.setVisible(true);
    await vi.waitFor(() => expect(document.querySelector('[data-captcha-host="recaptcha"]')).not.toBeNull());
    const host = document.querySelector<HTMLElement>('[data-captcha-host="recaptcha"]')!;
    expect(host.style.visibility).toBe('visible');
    driver.setVisible(false);
    expect(host.style.visibility).toBe('hidden');
  });
});

describe('loadRecaptchaScript', () => {
  it("rejects with 'ReCaptcha error: Failed to load script' when the script cannot load", async () => {
    const loading = loadRecaptchaScript({ mode: 'base', locale: 'fr' });
    const script = document.head.querySelector('script')!;
    expect(script.src).toMatch(/^https:\/\/www\.google\.com\/recaptcha\/api\.js\?render=explicit&onload=/);
    script.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('ReCaptcha error: Failed to load script');
  });

  it('loads the enterprise script in enterprise mode', () => {
    void loadRecaptchaScript({ mode: 'enterprise', locale: 'en' }).catch(() => undefined);
    expect(document.head.querySelector('script')!.src).toMatch(/recaptcha\/enterprise\.js/);
  });
});
