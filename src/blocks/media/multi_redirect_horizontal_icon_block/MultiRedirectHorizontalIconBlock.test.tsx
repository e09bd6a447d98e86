import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const definition = getBlockDefinition('multi_redirect_horizontal_icon_block')!;

describe('multi_redirect_horizontal_icon_block', () => {
  it('accepts its demo and its item’s demo', () => {
    expect(definition.fields.safeParse(definition.demo.fields).success).toBe(true);
    const item = getBlockDefinition('multi_redirect_icon_item')!;
    expect(item.fields.safeParse(item.demo.fields).success).toBe(true);
  });

  it('leads each card with its icon and links its title (en)', async () => {
    const { container } = await renderBlock(definition, {}, { locale: 'en' });
    const items = screen.getAllByTestId('redirect-item');
    expect(items).toHaveLength(4);
    for (const item of items) expect(item.querySelector('svg')).not.toBeNull();
    expect(within(items[3]).getByRole('link', { name: 'Contact me' })).toHaveAttribute('href', '/en/contact');
    expect(container.querySelectorAll('[data-testid="redirect-number"]')).toHaveLength(0);
  });

  it('renders a card without a link as plain text, with its separate call to action', async () => {
    const fields = structuredClone(definition.demo.fields) as any;
    delete fields.redirects_repeater[0].fields.link;
    fields.redirects_repeater[0].fields.cta = { text: { fr: 'Planifier un appel', en: 'Book a call' }, url: { fr: '/fr/contact', en: '/en/contact' } };
    await renderBlock(definition, { fields }, { locale: 'fr' });
    const first = screen.getAllByTestId('redirect-item')[0];
    expect(first).toHaveAttribute('data-linked', 'false');
    expect(within(first).getAllByRole('link')).toHaveLength(1);
    expect(within(first).getByRole('link', { name: 'Planifier un appel' })).toHaveAttribute('href', '/fr/contact');
  });
});
