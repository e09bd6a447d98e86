import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { pointAtCarousel, stubLayoutWidth, stubMatchMedia } from '../../ui/carousel/carouselTesting';
import { makeTestCards } from '../_parts/testCards';
import { FEATURED_AUTOPLAY } from './FeaturedPropertiesBlock';
import { getBlockDefinition } from '../../registry';

const featuredPropertiesBlock = getBlockDefinition('featured_properties_block')!;

describe('featured_properties_block', () => {
  let restore = () => {};
  beforeEach(() => {
    stubMatchMedia();
    restore = stubLayoutWidth();
  });
  afterEach(() => restore());

  it('accepts its demo; autoplay 5000 ms with a 4000 ms progress bar (spec 001 §9)', () => {
    expect(featuredPropertiesBlock.fields.safeParse(featuredPropertiesBlock.demo.fields).success).toBe(true);
    expect(FEATURED_AUTOPLAY).toEqual({ delayMs: 5000, progressMs: 4000 });
  });

  it('shows each fed listing as a large slide (photo, badge, price, address, specs), then the hand-made items', async () => {
    await renderBlock(featuredPropertiesBlock, { params: { core_data: { total: 3, propertiesListing: makeTestCards('en', 3) } } }, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'My current favourites' });
    // Swiper (its own chunk) takes over the server-rendered list when the visitor reaches for it.
    pointAtCarousel(region);
    await within(region).findByRole('listitem', { name: 'Slide 1 of 4' });
    const slides = within(region).getAllByTestId('featured-listing');
    expect(slides).toHaveLength(4);
    expect(slides[0]).toHaveTextContent('$489,000');
    expect(slides[0]).toHaveTextContent('123, rue Saint-Charles Ouest, Longueuil');
    expect(slides[0]).toHaveTextContent('House · Longueuil');
    expect(slides[0]).toHaveTextContent('New');
    expect(within(slides[0]).getByRole('link', { name: /View the property\s*— 123, rue Saint-Charles Ouest/ })).toHaveAttribute(
      'href',
      '/en/properties/maison-longueuil-28451937',
    );
    expect(slides[1]).toHaveTextContent('$1,850/month');
    // The hand-made item shows only its first media.
    expect(slides[3]).toHaveTextContent('Four-season cottage on Lake Memphremagog');
    expect(slides[3].querySelectorAll('img')).toHaveLength(1);
    expect(region.style.getPropertyValue('--carousel-progress-ms')).toBe('4000ms');
    expect(within(region).getByRole('button', { name: 'Pause automatic sliding' })).toBeInTheDocument();
    expect(region).toHaveTextContent('01 / 04');
    expect(screen.getByRole('link', { name: 'See all properties' })).toHaveAttribute('href', '/en/properties');
  });

  it('says so when there is nothing to feature', async () => {
    await renderBlock(featuredPropertiesBlock, { fields: { ...featuredPropertiesBlock.demo.fields, listings_repeater: [] } }, { locale: 'fr' });
    expect(screen.getByText(/Les propriétés en vedette s’afficheront ici/)).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
