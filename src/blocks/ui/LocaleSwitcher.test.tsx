import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderBlock';
import { LocaleSwitcher } from './LocaleSwitcher';
// The warning's chunk, loaded with the file: opening it waits for no transform.
import './LanguageWarningModal';
import { localeCookieString, localeSwitchPath, needsFullReloadOnSwitch } from './localeSwitch';
import { otherLocale } from '../../lib/locales';

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

describe('LocaleSwitcher on a blog post without the other language', () => {
  const postPayload = {
    alternate_paths: [{ locale: 'fr', path: '/fr/blogue/guide-boucherville-12' }],
    content: { fields: [{ block_type: 'blog_post_block', block_params: {}, fields: {} }] },
  };

  it('opens the language warning instead of navigating; cancel keeps the visitor on the post', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<LocaleSwitcher />, { path: '/fr/blogue/guide-boucherville-12', payload: postPayload });
    await user.click(screen.getByRole('link', { name: 'View this page in English' }));
    // The warning's code loads with its first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Article non disponible en anglais' });
    expect(dialog).toHaveTextContent('Cet article n’existe qu’en français.');
    expect(router.state.location.pathname).toBe('/fr/blogue/guide-boucherville-12');
    expect(document.cookie).not.toContain('i18n_redirected=en');
    await user.click(screen.getByRole('button', { name: 'Rester sur cet article' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/fr/blogue/guide-boucherville-12');
  });

  it('offers the other language’s blog archive', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<LocaleSwitcher />, { path: '/fr/blogue/guide-boucherville-12', payload: postPayload });
    await user.click(screen.getByRole('link', { name: 'View this page in English' }));
    const back = await screen.findByRole('link', { name: 'Aller au blogue en anglais' });
    expect(back).toHaveAttribute('href', '/en/blog');
    await user.click(back);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/blog'));
    expect(document.cookie).toContain('i18n_redirected=en');
  });
});
