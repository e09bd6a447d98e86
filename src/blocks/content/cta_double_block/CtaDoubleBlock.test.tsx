import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const ctaDouble = getBlockDefinition('cta_double_block')!;
const cards = ctaDouble.demo.fields.icon_cta_cards_repeater!;

describe('cta_double_block', () => {
  it('accepts its demo and one or two cards, never none or three', () => {
    expect(ctaDouble.fields.safeParse(ctaDouble.demo.fields).success).toBe(true);
    expect(ctaDouble.fields.safeParse({ icon_cta_cards_repeater: [cards[0]] }).success).toBe(true);
    expect(ctaDouble.fields.safeParse({ icon_cta_cards_repeater: [] }).success).toBe(false);
    expect(ctaDouble.fields.safeParse({ icon_cta_cards_repeater: [...cards, cards[0]] }).success).toBe(false);
  });

  it('renders two cards, each with its icon, heading, text and call to action', async () => {
    const { container } = await renderBlock(ctaDouble, {}, { locale: 'en' });
    expect(screen.getAllByTestId('icon-cta-card')).toHaveLength(2);
    expect(container.querySelector('[data-count="2"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Selling?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Buying?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Evaluate my home' })).toHaveAttribute('href', '/en/contact');
    expect(screen.getByRole('link', { name: 'See the properties' })).toHaveAttribute('href', '/en/properties');
    expect(container.querySelector('[data-icon="house"]')).not.toBeNull();
  });

  it('gives a card its own colours, and makes card titles h3 under a block title', async () => {
    await renderBlock(ctaDouble, { fields: { main_title: { fr: 'Par où commencer ?' }, icon_cta_cards_repeater: cards } }, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 2, name: 'Par où commencer ?' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const [coloured, plain] = screen.getAllByTestId('icon-cta-card');
    expect(coloured.style.getPropertyValue('--card-bg')).toBe('#1f3a5f');
    expect(coloured.style.getPropertyValue('--card-text')).toBe('#ffffff');
    expect(plain.style.getPropertyValue('--card-bg')).toBe('');
  });

  it('picks a readable text colour when a card has only a background', async () => {
    const light = { ...cards[1], fields: { ...cards[1].fields, bg_color_primary: '#f4e9d8' } };
    await renderBlock(ctaDouble, { fields: { icon_cta_cards_repeater: [light] } });
    const [card] = screen.getAllByTestId('icon-cta-card');
    expect(card.style.getPropertyValue('--card-text')).toBe('#16202c');
  });
});
