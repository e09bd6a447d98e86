import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const definition = getBlockDefinition('multi_redirect_vertical_block')!;

describe('multi_redirect_vertical_block', () => {
  it('accepts its demo and its item’s demo', () => {
    expect(definition.fields.safeParse(definition.demo.fields).success).toBe(true);
    const item = getBlockDefinition('multi_redirect_vertical_item')!;
    expect(item.fields.safeParse(item.demo.fields).success).toBe(true);
  });

  it('stacks one row per destination, each a link (en)', async () => {
    const { container } = await renderBlock(definition, {}, { locale: 'en' });
    expect(container.querySelector('ul')).toHaveAttribute('data-variant', 'vertical');
    const items = screen.getAllByTestId('redirect-item');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual(['/en/buy', '/en/blog', '/en/sell']);
    expect(within(items[1]).getByRole('heading', { level: 3 })).toHaveTextContent('The blog');
  });

  it('draws a row without an image (fr)', async () => {
    const fields = structuredClone(definition.demo.fields) as any;
    delete fields.redirects_repeater[0].fields.image;
    await renderBlock(definition, { fields }, { locale: 'fr' });
    const first = screen.getAllByTestId('redirect-item')[0];
    expect(first.querySelector('img')).toBeNull();
    expect(first).toHaveTextContent('Combien puis-je emprunter ?');
  });
});
