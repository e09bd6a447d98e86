import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';
import { stubLayoutWidth, stubMatchMedia } from '../../ui/carousel/carouselTesting';
import { swiperBreakpoints } from '../../ui/carousel/carouselLayout';
import { CAROUSEL_CARDS_STEP } from './constants';

const carouselCardsBlock = getBlockDefinition('carousel_cards_block_1')!;

describe('carousel_cards_block_1', () => {
  let restore = () => {};
  beforeEach(() => {
    stubMatchMedia();
    restore = stubLayoutWidth();
  });
  afterEach(() => restore());

  it('accepts its demo and its card’s demo', () => {
    expect(carouselCardsBlock.fields.safeParse(carouselCardsBlock.demo.fields).success).toBe(true);
    const item = getBlockDefinition('carousel_card_item')!;
    expect(item.fields.safeParse(item.demo.fields).success).toBe(true);
  });

  it('moves 3 cards per arrow press, never more than the cards in view (spec 001 §9)', () => {
    expect(CAROUSEL_CARDS_STEP).toBe(3);
    const breakpoints = swiperBreakpoints('grid', true, CAROUSEL_CARDS_STEP);
    expect(breakpoints[1680].slidesPerGroup).toBe(3);
    expect(breakpoints[1200].slidesPerGroup).toBe(3);
    expect(breakpoints[768].slidesPerGroup).toBe(2);
    expect(breakpoints[0].slidesPerGroup).toBe(1);
  });

  it('numbers the cards 01, 02… when asked (fr)', async () => {
    await renderBlock(carouselCardsBlock, {}, { locale: 'fr' });
    const region = screen.getByRole('region', { name: 'Cinq étapes vers la vente' });
    const cards = within(region).getAllByTestId('carousel-card');
    expect(cards).toHaveLength(5);
    expect(within(region).getAllByTestId('carousel-card-number').map((n) => n.textContent)).toEqual(['01', '02', '03', '04', '05']);
    expect(within(cards[1]).getByRole('heading', { level: 3 })).toHaveTextContent('La mise en valeur');
    expect(await within(region).findByRole('button', { name: 'Diapositive suivante' })).toBeInTheDocument();
  });

  it('leaves the numbers out by default (en)', async () => {
    await renderBlock(carouselCardsBlock, { fields: { ...carouselCardsBlock.demo.fields, show_number: false } }, { locale: 'en' });
    expect(screen.getAllByTestId('carousel-card')).toHaveLength(5);
    expect(screen.queryByTestId('carousel-card-number')).toBeNull();
    expect(screen.getByText('Staging')).toBeInTheDocument();
  });
});
