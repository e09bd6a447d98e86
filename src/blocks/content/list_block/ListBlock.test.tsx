import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const listBlock = getBlockDefinition('list_block')!;

describe('list_block', () => {
  it('accepts its demo and requires each entry’s text', () => {
    expect(listBlock.fields.safeParse(listBlock.demo.fields).success).toBe(true);
    const broken = { ...listBlock.demo.fields, list_items_repeater: [{ block_type: 'icon_list_item', fields: { icon: { type: 'check' } } }] };
    expect(listBlock.fields.safeParse(broken).success).toBe(false);
  });

  it('renders an unordered list with each entry’s icon, title and text', async () => {
    const { container } = await renderBlock(listBlock, {}, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Everything it takes to sell well' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Comparative market analysis');
    expect(items[0]).toHaveTextContent('Recent sales in your area to set the right price.');
    expect(container.querySelector('li [data-icon="search"]')).not.toBeNull();
  });

  it('numbers an ordered list 01, 02… and draws a check mark for an entry without icon', async () => {
    const fields = {
      ...listBlock.demo.fields,
      list_items_repeater: [
        ...listBlock.demo.fields.list_items_repeater!,
        { block_type: 'icon_list_item' as const, fields: { description: { fr: 'Signature chez le notaire' } } },
      ],
    };
    const { unmount } = await renderBlock(listBlock, { fields, params: { ordered: true } }, { locale: 'fr' });
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('[aria-hidden="true"]')!.textContent)).toEqual(['01', '02', '03', '04', '05']);
    unmount();
    const { container } = await renderBlock(listBlock, { fields, params: { ordered: false } });
    expect(container.querySelectorAll('li')[4].querySelector('[data-icon="check"]')).not.toBeNull();
  });
});
