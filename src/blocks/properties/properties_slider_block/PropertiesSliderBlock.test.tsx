import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { pointAtCarousel, stubLayoutWidth, stubMatchMedia } from '../../ui/carousel/carouselTesting';
import { makeTestCards } from '../_parts/testCards';
import { trailingCard } from './PropertiesSliderBlock';
import { seeAllHref } from './seeAllHref';
import { getBlockDefinition } from '../../registry';

const propertiesSliderBlock = getBlockDefinition('properties_slider_block')!;

const feed = (count: number, total: number, propertiesFilters?: Record<string, unknown>) => ({
  core_data: { total, propertiesListing: makeTestCards('en', count), propertiesFilters },
});

describe('properties_slider_block', () => {
  let restore = () => {};
  beforeEach(() => {
    stubMatchMedia();
    restore = stubLayoutWidth();
  });
  afterEach(() => restore());

  it('accepts its demo', () => {
    expect(propertiesSliderBlock.fields.safeParse(propertiesSliderBlock.demo.fields).success).toBe(true);
    expect(propertiesSliderBlock.params.safeParse(propertiesSliderBlock.demo.block_params).success).toBe(true);
  });

  it('adds a see-all card when total exceeds the listed count, else a placeholder with 3 cards or fewer (spec 001 §2)', () => {
    expect(trailingCard(40, 12)).toBe('see-all');
    expect(trailingCard(2, 1)).toBe('see-all');
    expect(trailingCard(3, 3)).toBe('placeholder');
    expect(trailingCard(0, 0)).toBe('placeholder');
    expect(trailingCard(4, 4)).toBeNull();
  });

  it('renders the title, one card per listing and a see-all card to the search page with the block filters', async () => {
    await renderBlock(
      propertiesSliderBlock,
      { params: feed(5, 42, { type: ['maison', 'condo'], mun: [], price_max: 600000, forSaleForRent: 'buy' }) },
      { locale: 'en' },
    );
    expect(screen.getByRole('heading', { name: 'The latest homes for sale' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'The latest homes for sale' });
    expect(within(region).getByRole('link', { name: /123, rue Saint-Charles Ouest.*\$489,000/ })).toHaveAttribute('href', '/en/properties/maison-longueuil-28451937');
    const seeAll = within(region).getByRole('link', { name: /See all properties/ });
    expect(seeAll).toHaveAttribute('href', '/en/properties?type=condo%2Cmaison&price_max=600000');
    expect(seeAll).toHaveTextContent('42 properties available');
    expect(within(region).queryByTestId('property-placeholder-card')).toBeNull();
    expect(await within(region).findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    pointAtCarousel(region);
    expect(await within(region).findByRole('listitem', { name: 'Slide 6 of 6' })).toBeInTheDocument();
  });

  it('adds a placeholder card after 3 listings or fewer, the cta_card when set', async () => {
    await renderBlock(propertiesSliderBlock, { fields: { ...propertiesSliderBlock.demo.fields, cta_card: undefined }, params: feed(2, 2) }, { locale: 'fr' });
    expect(screen.getByTestId('property-placeholder-card')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Voir toutes les propriétés/ })).toBeNull();
  });

  it('uses the block’s property_cta_item as the placeholder', async () => {
    await renderBlock(
      propertiesSliderBlock,
      {
        fields: {
          ...propertiesSliderBlock.demo.fields,
          cta_card: { block_type: 'property_cta_item', fields: { main_title: { fr: 'Vendez avec moi', en: 'Sell with me' } } },
        },
        params: feed(1, 1),
      },
      { locale: 'en' },
    );
    expect(screen.getByTestId('property-cta-item')).toHaveTextContent('Sell with me');
    expect(screen.queryByTestId('property-placeholder-card')).toBeNull();
  });

  it('is a disabled carousel (no arrows) when only the placeholder remains', async () => {
    await renderBlock(propertiesSliderBlock, { params: { core_data: { total: 0, propertiesListing: [] } } }, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'The latest homes for sale' });
    expect(region).toHaveAttribute('data-carousel', 'disabled');
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('builds the see-all URL of each locale, ignoring unreadable filter values', () => {
    expect(seeAllHref('fr', undefined)).toBe('/fr/proprietes');
    expect(seeAllHref('en', { type: 'maison', bedrooms: 3, forSaleForRent: 'rent', open_house: true })).toBe(
      '/en/properties?bedrooms=3&forSaleForRent=rent&open_house=1',
    );
  });
});
