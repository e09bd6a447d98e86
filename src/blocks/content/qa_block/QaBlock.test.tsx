import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const qaBlock = getBlockDefinition('qa_block')!;
const questions = () => screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('qa_block', () => {
  it('accepts its demo and requires a title', () => {
    expect(qaBlock.fields.safeParse(qaBlock.demo.fields).success).toBe(true);
    const { main_title: _title, ...withoutTitle } = qaBlock.demo.fields;
    expect(qaBlock.fields.safeParse(withoutTitle).success).toBe(false);
  });

  it('renders the intro, the CTA and every question closed, each in an h3 with a stable id', async () => {
    const { container } = await renderBlock(qaBlock, {}, { locale: 'en' });
    expect(screen.getByText('Frequently asked questions')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Buying in Quebec, made clear' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask another question' })).toHaveAttribute('href', '/en/contact');
    expect(questions()).toHaveLength(3);
    for (const button of questions()) expect(button).toHaveAttribute('aria-expanded', 'false');
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.id)).toEqual(['what-is-the-welcome-tax', 'what-is-the-minimum-down-payment', 'is-a-pre-purchase-inspection-mandatory']);
    // Each question shows its left icon.
    expect(container.querySelectorAll('[data-icon="info"], [data-icon="house"], [data-icon="search"]')).toHaveLength(3);
  });

  it('opens answers with the keyboard, several at once by default', async () => {
    const user = userEvent.setup();
    await renderBlock(qaBlock, {}, { locale: 'fr' });
    const [first, second] = questions();
    await user.tab(); // the CTA
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText(/droits de mutation immobilière/)).toBeVisible();
    await user.tab();
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one answer open when several are not allowed, and can open the first on load', async () => {
    const user = userEvent.setup();
    await renderBlock(qaBlock, { params: { allow_multiple: false, open_first: true } }, { locale: 'en' });
    const [first, second] = questions();
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and scrolls to the question named by the address hash, on load and on hash change', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    window.history.replaceState(null, '', '/fr/faq#quelle-mise-de-fonds-minimale-faut-il');
    await renderBlock(qaBlock, {}, { locale: 'fr' });
    const [first, second, third] = questions();
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(scrolled).toHaveBeenCalled();
    expect(second).toHaveFocus();
    await act(async () => {
      window.location.hash = '#l-inspection-preachat-est-elle-obligatoire';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(third).toHaveAttribute('aria-expanded', 'true');
  });

  it('uses the item’s anchor when given and keeps ids unique', async () => {
    const item = (title: string, anchor?: string) => ({
      block_type: 'qa_item' as const,
      fields: { main_title: { fr: title }, description: { fr: '<p>Réponse</p>' }, ...(anchor ? { anchor: { fr: anchor } } : {}) },
    });
    await renderBlock(qaBlock, {
      fields: { main_title: { fr: 'FAQ' }, qa_repeater: [item('Délais ?', 'delais'), item('Frais ?'), item('Frais ?')] },
    });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.id)).toEqual(['delais', 'frais', 'frais-2']);
  });
});
