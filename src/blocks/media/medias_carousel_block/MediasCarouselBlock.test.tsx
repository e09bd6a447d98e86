import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';
import { pointAtCarousel, stubLayoutWidth, stubMatchMedia } from '../../ui/carousel/carouselTesting';
import { MEDIAS_CAROUSEL_AUTOPLAY_MS } from './constants';

const mediasCarouselBlock = getBlockDefinition('medias_carousel_block')!;

describe('medias_carousel_block', () => {
  let restore = () => {};
  beforeEach(() => {
    stubMatchMedia();
    restore = stubLayoutWidth();
  });
  afterEach(() => {
    restore();
    vi.useRealTimers();
  });

  it('accepts its demo and its item’s demo', () => {
    expect(mediasCarouselBlock.fields.safeParse(mediasCarouselBlock.demo.fields).success).toBe(true);
    const item = getBlockDefinition('media_item')!;
    expect(item.fields.safeParse(item.demo.fields).success).toBe(true);
  });

  it('autoplays every 6000 ms (spec 001 §9)', () => {
    expect(MEDIAS_CAROUSEL_AUTOPLAY_MS).toBe(6000);
  });

  it('shows images and a video facade, each slide with its caption (en)', async () => {
    const { container } = await renderBlock(mediasCarouselBlock, {}, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'Life in Brossard' });
    const slides = within(region).getAllByTestId('media-slide');
    expect(slides).toHaveLength(5);
    expect(within(slides[0]).getByRole('button', { name: 'Play the YouTube video: A tour of the neighbourhood' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    expect(within(slides[1]).getByRole('img', { name: 'A wooded park by the water' })).toBeInTheDocument();
    expect(slides[2]).toHaveTextContent('Downtown Montréal in fifteen minutes, without a car.');
    expect(await within(region).findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Pause automatic sliding' })).toBeInTheDocument();
  });

  it('moves on by itself after 6 s and stops while hovered', async () => {
    await renderBlock(mediasCarouselBlock, {}, { locale: 'fr' });
    const region = screen.getByRole('region', { name: 'La vie à Brossard' });
    pointAtCarousel(region);
    await within(region).findByRole('listitem', { name: 'Diapositive 1 sur 5' });
    vi.useFakeTimers();
    // Restart the cycle under fake timers (a hover pauses, leaving resumes with the full delay).
    fireEvent.mouseEnter(region);
    fireEvent.mouseLeave(region);
    const status = within(region).getByTestId('carousel-status');
    await act(async () => vi.advanceTimersByTime(MEDIAS_CAROUSEL_AUTOPLAY_MS - 100));
    expect(status).toHaveTextContent('Diapositive 1 sur 5');
    await act(async () => vi.advanceTimersByTime(200));
    expect(status).toHaveTextContent('Diapositive 2 sur 5');
    fireEvent.mouseEnter(region);
    await act(async () => vi.advanceTimersByTime(3 * MEDIAS_CAROUSEL_AUTOPLAY_MS));
    expect(status).toHaveTextContent('Diapositive 2 sur 5');
  });
});
