import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderBlock';
import { announcePlayback } from '../video/playbackEvent';
import { Carousel, padCounter } from './Carousel';
import { pointAtCarousel, stubLayoutWidth, stubMatchMedia } from './carouselTesting';
import { columnsAt, gutterAt, swiperBreakpoints } from './carouselLayout';

const slides = (count: number) => Array.from({ length: count }, (_, i) => ({ key: `s${i}`, content: <a href={`/fr/proprietes/p-${i}`}>Propriété {i + 1}</a> }));

/** Renders a 3-slide autoplaying carousel (5000 ms) and restarts its cycle under fake timers. */
async function renderAutoplaying() {
  await renderWithProviders(<Carousel label="Vedette" slides={slides(3)} layout="single" autoplay={{ delayMs: 5000, progressMs: 4000 }} />, {
    locale: 'en',
  });
  const region = screen.getByRole('region', { name: 'Vedette' });
  pointAtCarousel(region);
  await within(region).findByRole('listitem', { name: 'Slide 1 of 3' });
  vi.useFakeTimers();
  // A hover pauses, leaving resumes with the full delay.
  fireEvent.mouseEnter(region);
  fireEvent.mouseLeave(region);
  return { region, status: screen.getByTestId('carousel-status') };
}

describe('carousel layout (spec 001 §9)', () => {
  it('shows 4/3/2/1/1 slides per view at ≥1680/1200/768/360 px', () => {
    expect([1920, 1680, 1679, 1200, 1199, 768, 767, 360, 320].map((w) => columnsAt('grid', w))).toEqual([4, 4, 3, 3, 2, 2, 1, 1, 1]);
    expect(columnsAt('single', 1920)).toBe(1);
    expect([1920, 1680, 1200, 768, 375].map((w) => columnsAt('triple', w))).toEqual([3, 3, 3, 2, 1]);
  });

  it('uses a 24 px gutter at medium and down, 48 px otherwise, 0 when not separated', () => {
    expect(gutterAt(991, true)).toBe(24);
    expect(gutterAt(992, true)).toBe(48);
    expect(gutterAt(1440, false)).toBe(0);
    const breakpoints = swiperBreakpoints('grid', true, 3);
    expect(breakpoints[1680]).toEqual({ slidesPerView: 4, spaceBetween: 48, slidesPerGroup: 3 });
    expect(breakpoints[768]).toEqual({ slidesPerView: 2, spaceBetween: 24, slidesPerGroup: 2 });
    expect(breakpoints[0]).toEqual({ slidesPerView: 1, spaceBetween: 24, slidesPerGroup: 1 });
  });

  it('zero-pads counters to two digits', () => {
    expect(padCounter(2)).toBe('02');
    expect(padCounter(12)).toBe('12');
  });
});

describe('Carousel', () => {
  let restoreWidth = () => {};
  beforeEach(() => {
    stubMatchMedia();
    restoreWidth = stubLayoutWidth();
  });
  afterEach(() => {
    vi.useRealTimers();
    restoreWidth();
  });

  it('is disabled with fewer than two slides: a plain list, no arrows', async () => {
    await renderWithProviders(<Carousel label="Propriétés" slides={slides(1)} />);
    const region = screen.getByRole('region', { name: 'Propriétés' });
    expect(region).toHaveAttribute('data-carousel', 'disabled');
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('keeps the server’s list until the visitor reaches for it, then Swiper labels its slides (fr)', async () => {
    await renderWithProviders(<Carousel label="Propriétés" slides={slides(8)} />);
    const region = screen.getByRole('region', { name: 'Propriétés' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
    expect(within(region).getByRole('button', { name: 'Diapositive suivante' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Diapositive précédente' })).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')).toHaveLength(8);
    expect(within(region).queryByRole('listitem', { name: /Diapositive/ })).toBeNull();
    pointAtCarousel(region);
    const slide = await within(region).findByRole('listitem', { name: 'Diapositive 2 sur 8' });
    expect(slide).toHaveAttribute('aria-roledescription', 'diapositive');
    expect(within(region).getAllByRole('link')).toHaveLength(8);
  });

  it('moves to the next slide with the arrow and wraps around (en)', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Carousel label="Homes" slides={slides(3)} layout="single" showCounter />, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'Homes' });
    pointAtCarousel(region);
    await within(region).findByRole('listitem', { name: 'Slide 1 of 3' });
    const next = within(region).getByRole('button', { name: 'Next slide' });
    await user.click(next);
    expect(await within(region).findByText('Slide 2 of 3')).toBeInTheDocument();
    expect(region).toHaveTextContent('02 / 03');
    await user.click(next);
    await user.click(next);
    expect(await within(region).findByText('Slide 1 of 3')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Previous slide' }));
    expect(await within(region).findByText('Slide 3 of 3')).toBeInTheDocument();
  });

  it('carries out an arrow pressed before Swiper arrived, once: one slide on', async () => {
    await renderWithProviders(<Carousel label="Homes" slides={slides(3)} layout="single" showCounter />, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'Homes' });
    fireEvent.click(within(region).getByRole('button', { name: 'Next slide' }));
    expect(await within(region).findByRole('listitem', { name: 'Slide 2 of 3' })).toHaveClass('swiper-slide-active');
    // Swiper marks the slide at once; the status and the counter follow on React's next render.
    await waitFor(() => expect(screen.getByTestId('carousel-status')).toHaveTextContent('Slide 2 of 3'));
    expect(region).toHaveTextContent('02 / 03');
  });

  it('keeps the focus on the slide’s link when Swiper takes over (the slides stay mounted)', async () => {
    await renderWithProviders(<Carousel label="Homes" slides={slides(3)} layout="single" />, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'Homes' });
    const link = within(region).getAllByRole('link')[2];
    act(() => link.focus());
    const slide = await within(region).findByRole('listitem', { name: 'Slide 3 of 3' });
    expect(slide).toContainElement(link);
    expect(link).toHaveFocus();
    expect(within(region).getAllByRole('link')[2]).toBe(link);
  });

  it('autoplays every delay with a progress bar, pauses on hover, focus and with the pause button', async () => {
    const { region, status } = await renderAutoplaying();
    const progress = () => screen.getByTestId('carousel-progress');
    expect(status).toHaveTextContent('Slide 1 of 3');
    expect(status).toHaveAttribute('aria-live', 'off');
    expect(progress()).toHaveAttribute('data-running', 'true');
    expect(region.style.getPropertyValue('--carousel-progress-ms')).toBe('4000ms');
    await act(async () => vi.advanceTimersByTime(4900));
    expect(status).toHaveTextContent('Slide 1 of 3');
    await act(async () => vi.advanceTimersByTime(200));
    expect(status).toHaveTextContent('Slide 2 of 3');

    // Hover pauses however long the visitor stays; the status becomes polite again.
    fireEvent.mouseEnter(region);
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(status).toHaveTextContent('Slide 2 of 3');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(progress()).toHaveAttribute('data-running', 'false');
    fireEvent.mouseLeave(region);
    await act(async () => vi.advanceTimersByTime(5000));
    expect(status).toHaveTextContent('Slide 3 of 3');

    // Wraps around to the first slide.
    await act(async () => vi.advanceTimersByTime(5000));
    expect(status).toHaveTextContent('Slide 1 of 3');

    // Focus inside pauses too.
    fireEvent.focus(within(region).getAllByRole('link')[0]);
    await act(async () => vi.advanceTimersByTime(12_000));
    expect(status).toHaveTextContent('Slide 1 of 3');
    fireEvent.blur(within(region).getAllByRole('link')[0]);

    // The pause button stops it until pressed again.
    fireEvent.click(within(region).getByRole('button', { name: 'Pause automatic sliding' }));
    await act(async () => vi.advanceTimersByTime(12_000));
    expect(status).toHaveTextContent('Slide 1 of 3');
    const play = within(region).getByRole('button', { name: 'Resume automatic sliding' });
    expect(play).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(play);
    await act(async () => vi.advanceTimersByTime(5000));
    expect(status).toHaveTextContent('Slide 2 of 3');
  });

  it('holds the autoplay while a video in a slide plays, and resumes when it stops', async () => {
    const { region, status } = await renderAutoplaying();
    const player = within(region).getAllByRole('link')[0];
    act(() => announcePlayback(player, true));
    expect(screen.getByTestId('carousel-progress')).toHaveAttribute('data-running', 'false');
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(status).toHaveTextContent('Slide 1 of 3');
    act(() => announcePlayback(player, false));
    await act(async () => vi.advanceTimersByTime(5000));
    expect(status).toHaveTextContent('Slide 2 of 3');
  });

  it('does not autoplay with prefers-reduced-motion', async () => {
    stubMatchMedia(true);
    {
      await renderWithProviders(<Carousel label="Vedette" slides={slides(3)} layout="single" autoplay={{ delayMs: 5000, progressMs: 4000 }} />, {
        locale: 'en',
      });
      const region = screen.getByRole('region', { name: 'Vedette' });
      pointAtCarousel(region);
      await within(region).findByRole('listitem', { name: 'Slide 1 of 3' });
      vi.useFakeTimers();
      await act(async () => vi.advanceTimersByTime(15_000));
      expect(screen.getByTestId('carousel-status')).toHaveTextContent('Slide 1 of 3');
      expect(screen.queryByTestId('carousel-progress')).toBeNull();
      expect(within(region).queryByRole('button', { name: /automatic sliding/ })).toBeNull();
    }
  });
});
