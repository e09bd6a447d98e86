import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const imageTextBlock = getBlockDefinition('image_text_block')!;

describe('image_text_block', () => {
  it('accepts its demo and rejects an image without media', () => {
    expect(imageTextBlock.fields.safeParse(imageTextBlock.demo.fields).success).toBe(true);
    expect(imageTextBlock.fields.safeParse({ ...imageTextBlock.demo.fields, image: { url: '/x.jpg' } }).success).toBe(false);
  });

  it('renders the image with its alt, the text and the CTA', async () => {
    await renderBlock(imageTextBlock);
    expect(screen.getByRole('img', { name: 'Bureau lumineux de la courtière à Sherbrooke' })).toHaveAttribute('src', '/placeholders/office.svg');
    expect(screen.getByRole('heading', { name: 'Une courtière qui connaît chaque quartier' })).toBeInTheDocument();
    expect(screen.getByText('Analyse comparative détaillée')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Me joindre' })).toHaveAttribute('href', '/fr/contact');
  });

  it('shows the office placeholder when the image has no media, image on the right', async () => {
    const { container } = await renderBlock(
      imageTextBlock,
      { fields: { ...imageTextBlock.demo.fields, image: { media: {} } }, params: { orientation_x: 'right' } },
      { locale: 'en' },
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/placeholders/office.svg');
    expect(container.querySelector('img')).toHaveAttribute('data-placeholder', 'true');
    expect(container.querySelector('[data-orientation="right"]')).not.toBeNull();
  });

  it('loads the image eagerly when it is the first block', async () => {
    await renderBlock(imageTextBlock, { index: 0 });
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });
});
