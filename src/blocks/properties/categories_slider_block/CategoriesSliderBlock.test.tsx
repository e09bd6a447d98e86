import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { stubLayoutWidth, stubMatchMedia } from '../../ui/carousel/carouselTesting';
import { categoryCardMinHeight } from './categoryMinHeight';
import { categoryCount } from './CategoriesSliderBlock';
import { getBlockDefinition } from '../../registry';

const categoriesSliderBlock = getBlockDefinition('categories_slider_block')!;

describe('categories_slider_block', () => {
  let restore = () => {};
  beforeEach(() => {
    stubMatchMedia();
    restore = stubLayoutWidth();
  });
  afterEach(() => restore());

  it('accepts its demo', () => {
    expect(categoriesSliderBlock.fields.safeParse(categoriesSliderBlock.demo.fields).success).toBe(true);
  });

  it('has the minimum card heights of spec 001 §9 by breakpoint', () => {
    expect([1920, 1680, 1440, 1200, 992, 768, 767, 375].map(categoryCardMinHeight)).toEqual([530, 446, 360, 286, 362, 240, 346, 346]);
  });

  it('counts active listings per type from core_data, falling back to the card value', () => {
    expect(categoryCount({ property_type: 'condo', property_count: 3, main_title: {} }, { condo: 57 })).toBe(57);
    expect(categoryCount({ property_type: 'condo', property_count: 3, main_title: {} }, undefined)).toBe(3);
    expect(categoryCount({ main_title: {} }, { condo: 57 })).toBeNull();
  });

  it('renders one linked card per category with its count (fr)', async () => {
    await renderBlock(
      categoriesSliderBlock,
      { params: { core_data: { counts: { maison: 124, condo: 1, prop: 0, chalet: 9, terrain: 12 } } } },
      { locale: 'fr' },
    );
    const region = screen.getByRole('region', { name: 'Chercher par type de propriété' });
    const cards = within(region).getAllByTestId('category-card');
    expect(cards).toHaveLength(5);
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/fr/proprietes?type=maison');
    expect(cards[0]).toHaveTextContent('Maisons');
    expect(cards[0]).toHaveTextContent('124 propriétés');
    expect(cards[1]).toHaveTextContent('1 propriété');
    expect(cards[2]).toHaveTextContent('Aucune propriété');
    expect(await within(region).findByRole('button', { name: 'Diapositive suivante' })).toBeInTheDocument();
  });
});
