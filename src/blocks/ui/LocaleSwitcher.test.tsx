import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderBlock';
import { LocaleSwitcher } from './LocaleSwitcher';
import { localeCookieString, localeSwitchPath, needsFullReloadOnSwitch, otherLocale } from './localeSwitch';

afterEach(() => {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});

describe('localeSwitch helpers', () => {
  it('targets the alternate path of the other locale, else its home', () => {
    expect(otherLocale('fr')).toBe('en');
    expect(otherLocale('en')).toBe('fr');
    expect(localeSwitchPath('en', [{ locale: 'en', path: '/en/about' }, { locale: 'fr', path: '/fr/a-propos' }])).toBe('/en/about');
    expect(localeSwitchPath('fr', [])).toBe('/fr');
    expect(localeSwitchPath('fr', undefined)).toBe('/fr');
  });

  it('writes a one-year lax cookie', () => {
    expect(localeCookieString('en')).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('asks for a full reload when the page injected locale-specific scripts', () => {
    expect(needsFullReloadOnSwitch({ metadata: { tags: [{ position: 'head', locale: 'fr', content: 'x' }] } as never })).toBe(true);
    expect(needsFullReloadOnSwitch({ metadata: { tags: [{ position: 'head', content: 'x' }] } as never })).toBe(false);
  });
});

describe('LocaleSwitcher', () => {
  it('links to the same page in English with hreflang, lang and an English accessible name', async () => {
    await renderWithProviders(<LocaleSwitcher />, {
      path: '/fr/a-propos',
      payload: { alternate_paths: [{ locale: 'fr', path: '/fr/a-propos' }, { locale: 'en', path: '/en/about' }] },
    });
    const link = screen.getByRole('link', { name: 'View this page in English' });
    expect(link).toHaveAttribute('href', '/en/about');
    expect(link).toHaveAttribute('hreflang', 'en-CA');
    expect(link).toHaveAttribute('lang', 'en-CA');
  });

  it('keeps the previewed variant', async () => {
    await renderWithProviders(<LocaleSwitcher />, { path: '/fr?variant=v7' });
    expect(screen.getByRole('link', { name: 'View this page in English' })).toHaveAttribute('href', '/en?variant=v7');
  });

  it('goes to the French home without an alternate path, sets the cookie and navigates', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<LocaleSwitcher display="long" />, { path: '/en/blog' });
    const link = screen.getByRole('link', { name: 'Voir cette page en français' });
    expect(link).toHaveAttribute('href', '/fr');
    expect(link).toHaveTextContent('Français');
    await user.click(link);
    expect(document.cookie).toContain('i18n_redirected=fr');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/fr');
  });
});
