import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createAppStores } from '../../runtime/stores';
import { renderWithProviders } from '../../testing/renderBlock';
import { getCaptchaManager } from './captchaManager';
import type { CaptchaDriver } from './types';
import { useCaptcha } from './useCaptcha';

function fakeDriver() {
  return {
    visible: false,
    getToken: vi.fn(async (action: string) => `token:${action}`),
    reset: vi.fn(),
    setVisible: vi.fn(function (this: { visible: boolean }, visible: boolean) {
      this.visible = visible;
    }),
    destroy: vi.fn(),
  } satisfies CaptchaDriver & { visible: boolean };
}

function Form({ id }: { id: string }) {
  const captcha = useCaptcha(id);
  const [token, setToken] = useState('');
  return (
    <div>
      <button type="button" disabled={!captcha.ready} onClick={async () => setToken(await captcha.getToken('contact_form'))}>
        Send {id}
      </button>
      <output>{token}</output>
    </div>
  );
}

function Page() {
  const [second, setSecond] = useState(true);
  return (
    <>
      <Form id="a" />
      {second ? <Form id="b" /> : null}
      <button type="button" onClick={() => setSecond(false)}>
        Hide b
      </button>
    </>
  );
}

describe('useCaptcha', () => {
  it('shares one widget between the forms of a page, shown while one of them asks for it', async () => {
    const stores = createAppStores('fr');
    const driver = fakeDriver();
    const manager = getCaptchaManager(stores, () => driver);
    const { unmount } = await renderWithProviders(<Page />, { stores, locale: 'en' });
    expect(manager.requesterCount).toBe(2);
    expect(driver.visible).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Send a' }));
    expect(await screen.findByText('token:contact_form')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hide b' }));
    expect(manager.requesterCount).toBe(1);
    expect(driver.visible).toBe(true);

    act(() => unmount());
    expect(manager.requesterCount).toBe(0);
    expect(driver.visible).toBe(false);
  });

  it('is not ready, and builds no widget, when the site has no captcha', async () => {
    const stores = createAppStores('fr');
    const factory = vi.fn(fakeDriver);
    getCaptchaManager(stores, factory);
    await renderWithProviders(<Form id="a" />, { stores, payload: { metadata: { captcha: { provider: 'none' } } } });
    expect(screen.getByRole('button', { name: 'Send a' })).toBeDisabled();
    expect(factory).not.toHaveBeenCalled();
  });
});
