import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const headerMegamenu = getBlockDefinition('header_megamenu')!;
const heroFirst = { content: { fields: [{ block_type: 'hero_slider_block', block_params: {}, fields: {} }] } };

const scrollTo = async (y: number) => {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 110));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
};

describe('header_megamenu', () => {
  it('opens a panel with its picture, title, text and link columns by click, and closes it with Escape', async () => {
    const user = userEvent.setup();
    await renderBlock(headerMegamenu, {}, { locale: 'en' });
    const toggle = screen.getByRole('button', { name: 'Buy' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('Find the right home')).toBeVisible();
    expect(within(panel).getByRole('img', { name: 'Lakeside home in the Eastern Townships' })).toBeInTheDocument();
    expect(within(panel).getByText('Tools')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Mortgage calculator' })).toHaveAttribute('href', '/en/calculator');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('opens by Enter and Space and on hover, closes on an outside click and when the pointer leaves', async () => {
    const user = userEvent.setup();
    await renderBlock(headerMegamenu, {}, { locale: 'fr' });
    const toggle = screen.getByRole('button', { name: 'Vendre' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.hover(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(toggle.parentElement!);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('draws the top strip and lists every group link in the mobile panel, keeping Tab inside', async () => {
    const user = userEvent.setup();
    await renderBlock(headerMegamenu, {}, { locale: 'en' });
    const strip = screen.getByRole('navigation', { name: 'Secondary links' });
    expect(within(strip).getByRole('link', { name: 'Our offices' })).toHaveAttribute('href', '/en/offices');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Main navigation' });
    expect(within(dialog).getByRole('link', { name: 'Property alert' })).toHaveAttribute('href', '/en/alert');
    expect(within(dialog).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/en/careers');
    for (let i = 0; i < 30; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('is transparent and inverted over a dark hero, solid once scrolled past its height, with no spacer', async () => {
    const { container } = await renderBlock(headerMegamenu, {}, { locale: 'en', payload: heroFirst });
    const header = container.querySelector('header')!;
    expect(header).toHaveAttribute('data-transparent', 'true');
    expect(header).toHaveAttribute('data-scheme', 'inverted');
    expect(screen.getAllByRole('img', { name: 'Isabelle Tremblay, real estate broker' })[0]).toHaveAttribute('src', '/placeholders/logo-light.svg');
    expect(container.querySelector('[aria-hidden="true"][data-kind]')).toBeNull();
    await scrollTo(600);
    expect(header).toHaveAttribute('data-transparent', 'false');
    expect(header).toHaveAttribute('data-scheme', 'normal');
    expect(screen.getAllByRole('img', { name: 'Isabelle Tremblay, real estate broker' })[0]).toHaveAttribute('src', '/placeholders/logo-dark.svg');
    await scrollTo(0);
    expect(header).toHaveAttribute('data-transparent', 'true');
  });

  it('stays solid, with its spacer, when the page does not open on a hero', async () => {
    const { container } = await renderBlock(headerMegamenu, {}, { locale: 'en', payload: { content: { fields: [{ block_type: 'cta_block', block_params: {}, fields: {} }] } } });
    expect(container.querySelector('header')).toHaveAttribute('data-transparent', 'false');
    expect(container.querySelector('[aria-hidden="true"][data-kind="megamenu"]')).not.toBeNull();
  });
});
