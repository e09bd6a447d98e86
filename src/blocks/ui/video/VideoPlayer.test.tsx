import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderBlock';
import { Media } from './Media';
import { VideoPlayer } from './VideoPlayer';
import { UNSUPPORTED_VIDEO_URL_WARNING } from './videoUrl';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Callback[] = [];
class FakeIntersectionObserver {
  constructor(callback: Callback) {
    observers.push(callback);
  }
  observe() {}
  disconnect() {}
  unobserve() {}
}

let paused = true;
beforeEach(() => {
  observers = [];
  paused = true;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', { configurable: true, get: () => paused });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const file = {
  sources: [{ type: 'video/mp4', url: '/media/visite.mp4' }],
  poster: { fr: '/media/affiche-fr.jpg', en: '/media/poster-en.jpg' },
  controls: true,
  autoplay: false,
};
const youtube = { external_sources: [{ type: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s' }], loop: true };

describe('VideoPlayer, native files', () => {
  it('shows the poster of the locale and the fallback text, controls hidden until the first play', async () => {
    const { container } = await renderWithProviders(<VideoPlayer value={file} title="Visite du condo" />, { locale: 'en' });
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('poster', '/media/poster-en.jpg');
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/visite.mp4');
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
    expect(video.controls).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Play the video: Visite du condo' }));
    expect(video.controls).toBe(true);
    expect(screen.queryByRole('button', { name: /Play the video/ })).toBeNull();
  });

  it('writes the fallback in French', async () => {
    const { container } = await renderWithProviders(<VideoPlayer value={file} />, { locale: 'fr' });
    expect(container.querySelector('video')).toHaveTextContent('Votre navigateur ne prend pas en charge la balise vidéo.');
    expect(screen.getByRole('button', { name: 'Lire la vidéo' })).toBeInTheDocument();
  });

  it('toggles play and pause with the overlay when the video has no controls', async () => {
    await renderWithProviders(<VideoPlayer value={{ ...file, controls: false }} />, { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Play the video' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause the video' }));
    expect(screen.getByRole('button', { name: 'Play the video' })).toBeInTheDocument();
  });

  it('pauses a video the visitor started when it leaves the viewport', async () => {
    await renderWithProviders(<VideoPlayer value={file} />, { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Play the video' }));
    expect(paused).toBe(false);
    act(() => observers.forEach((callback) => callback([{ isIntersecting: false }])));
    expect(paused).toBe(true);
  });
});

describe('VideoPlayer, provider videos', () => {
  it('shows a facade and requests nothing from the provider until the visitor presses play', async () => {
    const { container } = await renderWithProviders(<VideoPlayer value={{ ...youtube, poster: { fr: '/media/brossard.jpg' } }} title="Brossard en images" />, { locale: 'fr' });
    expect(container.querySelector('iframe')).toBeNull();
    const sources = [...container.querySelectorAll('[src]')].map((element) => element.getAttribute('src'));
    expect(sources).toEqual(['/media/brossard.jpg']);

    fireEvent.click(screen.getByRole('button', { name: 'Lire la vidéo YouTube : Brossard en images' }));
    const frame = container.querySelector('iframe')!;
    const url = new URL(frame.getAttribute('src')!);
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.searchParams.get('hl')).toBe('fr');
    expect(url.searchParams.get('start')).toBe('65');
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(frame).toHaveAttribute('title', 'Brossard en images (YouTube)');
    expect(frame).toHaveFocus();
  });

  it('names the facade after the provider when the video has no title', async () => {
    await renderWithProviders(<VideoPlayer value={{ external_sources: [{ type: 'vimeo', url: 'https://vimeo.com/76979871' }] }} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Play the Vimeo video' })).toBeInTheDocument();
  });

  it('renders no player and warns for an unsupported address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = await renderWithProviders(
      <VideoPlayer value={{ external_sources: [{ type: 'other', url: 'https://www.dailymotion.com/video/x7tgad0' }] }} />,
      { locale: 'en' },
    );
    expect(container.querySelector('[data-testid="video-player"]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(warn).toHaveBeenCalledWith(UNSUPPORTED_VIDEO_URL_WARNING, 'https://www.dailymotion.com/video/x7tgad0');
  });
});

describe('Media', () => {
  it('shows the image when the media has no video', async () => {
    await renderWithProviders(<Media value={{ image: { media: { fr: { url: '/media/parc.jpg', alt: 'Parc de la Cité' } } } }} />, { locale: 'fr' });
    expect(screen.getByRole('img', { name: 'Parc de la Cité' })).toHaveAttribute('src', '/media/parc.jpg');
  });

  it('uses the image as the poster of a provider video without one', async () => {
    const { container } = await renderWithProviders(
      <Media value={{ image: { media: { fr: { url: '/media/parc.jpg', alt: '' } } }, video: youtube }} title="Parc" />,
      { locale: 'fr' },
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/parc.jpg');
    expect(screen.getByRole('button', { name: 'Lire la vidéo YouTube : Parc' })).toBeInTheDocument();
  });
});
