import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const mosaic = getBlockDefinition('text_img_multiple_block_1')!;
const demoItems = mosaic.demo.fields.text_img_multiple_repeater!;
const items = (count: number) => Array.from({ length: count }, (_, i) => demoItems[i % demoItems.length]);
const spans = () => screen.getAllByRole('listitem').map((li) => `${li.dataset.span}/${li.dataset.spanMd}`);

describe('text_img_multiple_block_1', () => {
  it('accepts its demo and requires a title', () => {
    expect(mosaic.fields.safeParse(mosaic.demo.fields).success).toBe(true);
    const { main_title: _title, ...withoutTitle } = mosaic.demo.fields;
    expect(mosaic.fields.safeParse(withoutTitle).success).toBe(false);
  });

  it('renders the heading and each item’s image, title and text; four items make a mosaic', async () => {
    await renderBlock(mosaic, {}, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Every room tells a story' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(4);
    expect(within(entries[0]).getByRole('heading', { level: 3, name: 'The kitchen' })).toBeInTheDocument();
    expect(within(entries[0]).getByRole('img', { name: 'Bright kitchen with an island' })).toBeInTheDocument();
    expect(spans()).toEqual(['wide/half', 'narrow/half', 'narrow/half', 'wide/half']);
    expect(entries[0].style.getPropertyValue('--span-lg')).toBe('4');
  });

  it('applies the rules for 3, 5 and 1 items', async () => {
    const three = await renderBlock(mosaic, { fields: { ...mosaic.demo.fields, text_img_multiple_repeater: items(3) } });
    expect(spans()).toEqual(['third/half', 'third/half', 'third/full']);
    three.unmount();
    const five = await renderBlock(mosaic, { fields: { ...mosaic.demo.fields, text_img_multiple_repeater: items(5) } });
    expect(spans()).toEqual(['third/half', 'third/half', 'third/half', 'half/half', 'half/full']);
    expect(screen.getAllByRole('listitem')[4].style.getPropertyValue('--span-md')).toBe('2');
    five.unmount();
    await renderBlock(mosaic, { fields: { ...mosaic.demo.fields, text_img_multiple_repeater: items(1) } });
    expect(spans()).toEqual(['full/full']);
  });

  it('renders the calls to action and aligns the heading', async () => {
    const { container } = await renderBlock(
      mosaic,
      {
        fields: {
          ...mosaic.demo.fields,
          cta_repeater: [{ block_type: 'cta_item', fields: { cta: { text: { fr: 'Me joindre' }, url: { fr: '/fr/contact' } } } }],
        },
        params: { text_align: 'center' },
      },
      { locale: 'fr' },
    );
    expect(screen.getByRole('link', { name: 'Me joindre' })).toHaveAttribute('href', '/fr/contact');
    expect(container.querySelector('header[data-align="center"]')).not.toBeNull();
  });
});
