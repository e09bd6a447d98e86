import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';
import { stubLayoutWidth, stubMatchMedia } from '../../ui/carousel/carouselTesting';
import { CARD_TESTIMONY_CLAMP_LINES } from './constants';

const block = getBlockDefinition('testimonials_slider_block')!;

describe('testimonials_slider_block', () => {
  let restore = () => {};
  beforeEach(() => {
    stubMatchMedia();
    restore = stubLayoutWidth();
  });
  afterEach(() => restore());

  it('accepts its demo', () => {
    expect(block.fields.safeParse(block.demo.fields).success).toBe(true);
  });

  it('shows coloured cards, up to 3 per view, each clamped to 10 lines, without autoplay (en)', async () => {
    await renderBlock(block, {}, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'In our clients’ words' });
    expect(region).toHaveAttribute('data-layout', 'triple');
    const cards = screen.getAllByTestId('testimonial');
    expect(cards).toHaveLength(6);
    expect(cards[0].style.getPropertyValue('--card-bg')).toBe('#1f3a5f');
    expect(cards[0].style.getPropertyValue('--card-text')).toBe('#ffffff');
    expect(cards[0].querySelector('blockquote')).toHaveAttribute('data-clamp-lines', String(CARD_TESTIMONY_CLAMP_LINES));
    expect(CARD_TESTIMONY_CLAMP_LINES).toBe(10);
    expect(await within(region).findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(region).queryByTestId('carousel-progress')).not.toBeInTheDocument();
  });
});
