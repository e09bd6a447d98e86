import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const definition = getBlockDefinition('multi_redirect_horizontal_numbered_block')!;

describe('multi_redirect_horizontal_numbered_block', () => {
  it('accepts its demo and its item’s demo', () => {
    expect(definition.fields.safeParse(definition.demo.fields).success).toBe(true);
    const item = getBlockDefinition('multi_redirect_numbered_item')!;
    expect(item.fields.safeParse(item.demo.fields).success).toBe(true);
  });

  it('numbers the cards 01, 02, 03, each title linking to its page (fr)', async () => {
    await renderBlock(definition, {}, { locale: 'fr' });
    const items = screen.getAllByTestId('redirect-item');
    expect(items).toHaveLength(3);
    expect(screen.getAllByTestId('redirect-number').map((n) => n.textContent)).toEqual(['01', '02', '03']);
    expect(within(items[0]).getByRole('link', { name: 'Faire évaluer ma propriété' })).toHaveAttribute('href', '/fr/vendre');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Par où commencer ?');
  });

  it('leaves out the number of an item whose show_number is off (en)', async () => {
    const fields = structuredClone(definition.demo.fields) as any;
    fields.redirects_repeater[1].fields.show_number = false;
    await renderBlock(definition, { fields }, { locale: 'en' });
    expect(screen.getAllByTestId('redirect-number').map((n) => n.textContent)).toEqual(['01', '03']);
    expect(screen.getByRole('link', { name: 'Work out my budget' })).toHaveAttribute('href', '/en/buy');
  });
});
