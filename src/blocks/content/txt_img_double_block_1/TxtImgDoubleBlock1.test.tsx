import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const double = getBlockDefinition('txt_img_double_block_1')!;
const medias = double.demo.fields.media_repeater!;

describe('txt_img_double_block_1', () => {
  it('accepts its demo, one or two media, never none or three, and only left or right', () => {
    expect(double.fields.safeParse(double.demo.fields).success).toBe(true);
    expect(double.fields.safeParse({ ...double.demo.fields, media_repeater: [medias[0]] }).success).toBe(true);
    expect(double.fields.safeParse({ ...double.demo.fields, media_repeater: [] }).success).toBe(false);
    expect(double.fields.safeParse({ ...double.demo.fields, media_repeater: [...medias, medias[0]] }).success).toBe(false);
    expect(double.params.safeParse({ orientation_x: 'center' }).success).toBe(false);
  });

  it('renders the text, its call to action and two media in the double layout, media on the right', async () => {
    const { container } = await renderBlock(double, {}, { locale: 'en' });
    expect(screen.getByText('The right price')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /A price based on sales on your street/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request my analysis' })).toHaveAttribute('href', '/en/contact');
    expect(screen.getByRole('img', { name: 'Front of a two-storey house' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bright living room' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout="double"]')).not.toBeNull();
    expect(container.querySelector('[data-orientation="right"]')).not.toBeNull();
  });

  it('uses the single layout for one media and the left side when asked, as the page h1 when first', async () => {
    const { container } = await renderBlock(
      double,
      { index: 0, fields: { ...double.demo.fields, media_repeater: [medias[0]] }, params: { orientation_x: 'left', text_align: 'center' } },
      { locale: 'fr' },
    );
    expect(screen.getByRole('heading', { level: 1, name: /Un prix fondé sur les ventes de votre rue/ })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(container.querySelector('[data-layout="single"]')).not.toBeNull();
    expect(container.querySelector('[data-orientation="left"]')).not.toBeNull();
    expect(container.querySelector('[data-align="center"]')).not.toBeNull();
  });
});
