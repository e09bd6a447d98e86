import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const headerClassic = getBlockDefinition('header_classic')!;

describe('header_classic', () => {
  it('accepts its demo, defaults the multiplier and rejects a bad orientation', () => {
    const parsed = headerClassic.fields.parse({ ...headerClassic.demo.fields, logo_multiplier: undefined, show_remax_logo: undefined });
    expect(parsed.logo_multiplier).toBe(1);
    expect(parsed.show_remax_logo).toBe(false);
    expect(headerClassic.params.safeParse({ orientation_x: 'right' }).success).toBe(false);
  });

  it('renders the skip link first, the dark logo on a light scheme, menu, CTA, SMS CTA and switcher', async () => {
    await renderBlock(headerClassic, {}, { path: '/fr/a-propos', payload: { alternate_paths: [{ locale: 'en', path: '/en/about' }] } });
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('Passer au contenu principal');
    expect(links[0]).toHaveAttribute('href', '#main-content');
    const logos = screen.getAllByRole('img', { name: 'Isabelle Tremblay, courtière immobilière' });
    expect(logos[0]).toHaveAttribute('src', '/placeholders/logo-dark.svg');
    const nav = screen.getAllByRole('navigation', { name: 'Navigation principale' })[0];
    expect(within(nav).getByRole('link', { name: 'À propos' })).toHaveAttribute('href', '/fr/a-propos');
    expect(screen.getAllByRole('link', { name: 'Me contacter' })[0]).toHaveAttribute('href', '/fr/contact');
    expect(screen.getByRole('link', { name: 'Texto' })).toHaveAttribute('href', 'sms:+18195550199');
    expect(screen.getAllByRole('link', { name: 'View this page in English' })[0]).toHaveAttribute('href', '/en/about');
  });

  it('uses the light logo on the inverted scheme', async () => {
    await renderBlock(headerClassic, { params: { color_scheme: 'inverted' } }, { locale: 'en' });
    expect(screen.getAllByRole('img', { name: 'Isabelle Tremblay, real estate broker' })[0]).toHaveAttribute('src', '/placeholders/logo-light.svg');
  });

  it('opens a submenu with the keyboard and closes it with Escape or an outside click', async () => {
    const user = userEvent.setup();
    await renderBlock(headerClassic, {}, { locale: 'en' });
    const toggle = screen.getByRole('button', { name: 'Services' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const submenu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(submenu).getByRole('link', { name: 'Sell my home' })).toHaveAttribute('href', '/en/sell');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the franchise logo beside the logo when asked, on a broker’s or an agency’s site alike', async () => {
    const balloon = () => document.querySelector('header img[src$="franchise-balloon.svg"]');
    const broker = await renderBlock(headerClassic, {}, { locale: 'fr' });
    expect(balloon()).toBeNull();
    broker.unmount();
    const asked = await renderBlock(headerClassic, { fields: { ...headerClassic.demo.fields, show_remax_logo: true } }, { locale: 'fr' });
    expect(balloon()).toHaveAttribute('src', '/placeholders/franchise-balloon.svg');
    asked.unmount();
    const agency = await renderBlock(headerClassic, {}, { locale: 'en', payload: { site_type: 'agency', metadata: { brand_version_2: true } } });
    expect(balloon()).toBeNull();
    agency.unmount();
    await renderBlock(headerClassic, { fields: { ...headerClassic.demo.fields, show_remax_logo: true } }, { locale: 'en', payload: { site_type: 'agency', metadata: { brand_version_2: true } } });
    expect(balloon()).toHaveAttribute('src', '/placeholders/v2/franchise-balloon.svg');
  });

  it('opens a submenu on hover and closes it when the pointer leaves', async () => {
    const user = userEvent.setup();
    await renderBlock(headerClassic, {}, { locale: 'en' });
    const toggle = screen.getByRole('button', { name: 'Services' });
    await user.hover(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(toggle.parentElement!);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the mobile menu, locks scroll, moves focus in, and Escape closes it', async () => {
    const user = userEvent.setup();
    const { stores } = await renderBlock(headerClassic, {}, { locale: 'en' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(stores.scrollLock.getState().requests['mobile-menu']).toBe(true);
    expect(within(panel).getByRole('link', { name: 'Buy a home' })).toHaveAttribute('href', '/en/buy');
    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(stores.scrollLock.getState().requests['mobile-menu']).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it('closes the mobile menu on a link click and on the close button', async () => {
    const user = userEvent.setup();
    const { router } = await renderBlock(headerClassic, {}, { locale: 'en' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await user.click(toggle);
    await user.click(within(panel).getByRole('link', { name: 'About' }));
    expect(panel).not.toBeVisible();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(router.state.location.pathname).toBe('/en/about');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(panel).getByRole('button', { name: 'Close menu' }));
    expect(panel).not.toBeVisible();
  });

  it('hides on a fast scroll down and shows again on scroll up', async () => {
    // Fake clocks: the velocity samples (100 ms) and resets (150 ms) must not depend on the machine's load.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'], shouldAdvanceTime: false });
    const { container } = await renderBlock(headerClassic, {}, { locale: 'en' });
    const header = container.querySelector('header')!;
    const scrollTo = async (y: number, advanceMs: number) => {
      await act(async () => {
        vi.advanceTimersByTime(advanceMs);
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
        window.dispatchEvent(new Event('scroll'));
      });
    };
    await scrollTo(60, 0);
    expect(header).toHaveAttribute('data-hidden', 'true');
    await scrollTo(1200, 110);
    expect(header).toHaveAttribute('data-hidden', 'true');
    expect(header).toHaveAttribute('data-scrolled', 'true');
    await scrollTo(600, 110);
    expect(header).toHaveAttribute('data-hidden', 'false');
    await scrollTo(0, 110);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    vi.useRealTimers();
  });
});
