import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';
import { stubMatchMedia } from '../../ui/carousel/carouselTesting';
import { HERO_SLIDER_AUTOPLAY_MS, HERO_SLIDER_TRANSITION_MS } from './constants';
import { wrapIndex } from './HeroSliderBlock';

const slider = getBlockDefinition('hero_slider_block')!;
const activeSlide = (region: HTMLElement) => region.querySelector<HTMLElement>('[data-active="true"]')!;

describe('hero_slider_block', () => {
  beforeEach(() => stubMatchMedia(false, 1440));
  afterEach(() => vi.useRealTimers());

  it('uses the spec constants: 8000 ms per slide, 500 ms transition', () => {
    expect(HERO_SLIDER_AUTOPLAY_MS).toBe(8000);
    expect(HERO_SLIDER_TRANSITION_MS).toBe(500);
    expect([wrapIndex(2, 1, 3), wrapIndex(0, -1, 3), wrapIndex(1, 0, 3)]).toEqual([0, 2, 1]);
  });

  it('renders every slide, only the first visible, its image with fetchpriority high and the page h1', async () => {
    await renderBlock(slider, { index: 0 }, { locale: 'fr' });
    const region = screen.getByRole('region', { name: 'À la une' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
    const groups = within(region).getAllByRole('group', { hidden: true });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Diapositive 1 sur 3', 'Diapositive 2 sur 3', 'Diapositive 3 sur 3']);
    expect(screen.getByRole('heading', { level: 1, name: 'Votre chalet dans les Laurentides' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Condos avec vue sur Montréal' })).toBeNull();
    expect(groups[1]).toHaveAttribute('aria-hidden', 'true');
    expect(groups[1]).toHaveAttribute('inert');
    const images = region.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveStyle({ objectPosition: '50% 60%' });
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(region.style.getPropertyValue('--hero-slider-transition-ms')).toBe('500ms');
  });

  it('moves with the buttons, the progress bars, the preview and the arrow keys, announcing each slide (en)', async () => {
    const user = userEvent.setup();
    await renderBlock(slider, {}, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'Featured' });
    const status = screen.getByTestId('hero-slider-status');
    await user.click(within(region).getByRole('button', { name: 'Next slide' }));
    expect(status).toHaveTextContent('Slide 2 of 3: Condos overlooking Montréal');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(activeSlide(region)).toHaveAccessibleName('Slide 2 of 3');
    expect(within(region).getByRole('button', { name: 'Go to slide 2: Condos overlooking Montréal' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(region).getByRole('button', { name: 'Next slide: What is your home worth?' }));
    expect(status).toHaveTextContent('Slide 3 of 3: What is your home worth?');
    // The preview now shows the first slide (wrap-around).
    expect(screen.getByTestId('hero-slider-preview')).toHaveAccessibleName('Next slide: Your chalet in the Laurentians');

    await user.keyboard('{ArrowRight}');
    expect(status).toHaveTextContent('Slide 1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(status).toHaveTextContent('Slide 3 of 3');
    await user.click(within(region).getByRole('button', { name: 'Go to slide 1: Your chalet in the Laurentians' }));
    expect(status).toHaveTextContent('Slide 1 of 3');
    await user.click(within(region).getByRole('button', { name: 'Previous slide' }));
    expect(status).toHaveTextContent('Slide 3 of 3');
  });

  it('autoplays every 8000 ms with a running progress bar, pauses on hover, focus and with the pause button', async () => {
    vi.useFakeTimers();
    await renderBlock(slider, {}, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'Featured' });
    const status = screen.getByTestId('hero-slider-status');
    expect(region).toHaveAttribute('data-autoplay', 'running');
    expect(status).toHaveAttribute('aria-live', 'off');
    const activeBar = () => screen.getAllByTestId('hero-slider-progress').find((bar) => bar.dataset.state === 'active')!;
    expect(activeBar()).toHaveAttribute('data-running', 'true');

    await act(async () => vi.advanceTimersByTime(7900));
    expect(status).toHaveTextContent('Slide 1 of 3');
    await act(async () => vi.advanceTimersByTime(200));
    expect(status).toHaveTextContent('Slide 2 of 3');
    expect(screen.getAllByTestId('hero-slider-progress').map((bar) => bar.dataset.state)).toEqual(['done', 'active', 'todo']);

    fireEvent.mouseEnter(region);
    expect(region).toHaveAttribute('data-autoplay', 'paused');
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(status).toHaveTextContent('Slide 2 of 3');
    fireEvent.mouseLeave(region);
    await act(async () => vi.advanceTimersByTime(8000));
    expect(status).toHaveTextContent('Slide 3 of 3');
    await act(async () => vi.advanceTimersByTime(8000));
    expect(status).toHaveTextContent('Slide 1 of 3');

    const link = within(activeSlide(region)).getAllByRole('link')[0];
    fireEvent.focus(link);
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(status).toHaveTextContent('Slide 1 of 3');
    fireEvent.blur(link);

    fireEvent.click(within(region).getByRole('button', { name: 'Pause automatic sliding' }));
    fireEvent.blur(within(region).getByRole('button', { name: 'Resume automatic sliding' }));
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(status).toHaveTextContent('Slide 1 of 3');
    const play = within(region).getByRole('button', { name: 'Resume automatic sliding' });
    expect(play).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(play);
    fireEvent.blur(play);
    await act(async () => vi.advanceTimersByTime(8000));
    expect(status).toHaveTextContent('Slide 2 of 3');
  });

  it('never autoplays with prefers-reduced-motion, and drops the fade and the pause button', async () => {
    stubMatchMedia(true, 1440);
    vi.useFakeTimers();
    await renderBlock(slider, {}, { locale: 'fr' });
    const region = screen.getByRole('region', { name: 'À la une' });
    await act(async () => vi.advanceTimersByTime(40_000));
    expect(screen.getByTestId('hero-slider-status')).toHaveTextContent('Diapositive 1 sur 3');
    expect(region).toHaveAttribute('data-autoplay', 'paused');
    expect(region.style.getPropertyValue('--hero-slider-transition-ms')).toBe('0ms');
    expect(within(region).queryByRole('button', { name: /défilement automatique/ })).toBeNull();
    expect(within(region).getByRole('button', { name: 'Diapositive suivante' })).toBeInTheDocument();
  });

  it('with one slide: no carousel semantics, no controls', async () => {
    const one = { hero_slider_repeater: [slider.demo.fields.hero_slider_repeater[0]] };
    await renderBlock(slider, { fields: one }, { locale: 'fr' });
    const region = screen.getByRole('region', { name: 'À la une' });
    expect(region).toHaveAttribute('data-slider', 'disabled');
    expect(within(region).queryByRole('button')).toBeNull();
    expect(within(region).getByRole('heading', { name: 'Votre chalet dans les Laurentides' })).toBeInTheDocument();
  });

  it('plays a background video muted, looped and inline over its image, unless motion is reduced', async () => {
    const withVideo = structuredClone(slider.demo.fields);
    (withVideo.hero_slider_repeater[0].fields.bg_media as Record<string, unknown>).video = { sources: [{ type: 'video/mp4', url: '/media/lac.mp4' }] };
    const { unmount } = await renderBlock(slider, { fields: withVideo }, { locale: 'fr' });
    const video = screen.getByTestId('hero-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/lac.mp4');
    expect(video).toHaveStyle({ objectPosition: '50% 60%' });
    unmount();
    stubMatchMedia(true, 1440);
    await renderBlock(slider, { fields: withVideo }, { locale: 'fr' });
    expect(screen.queryByTestId('hero-video')).toBeNull();
  });
});
