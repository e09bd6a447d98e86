import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../testing/renderBlock';
import { Media } from './Media';
import { VideoPlayer } from './VideoPlayer';
import { UNSUPPORTED_VIDEO_URL_WARNING } from './videoUrl';
import { loadProviderApi, type YouTubePlayerEvents } from './providerScript';

// No network in tests: the provider scripts are replaced by fake YouTube and Vimeo namespaces.
vi.mock('./providerScript', () => ({ loadProviderApi: vi.fn() }));

interface FakeYouTubePlayer {
  element: HTMLIFrameElement;
  options: { events?: YouTubePlayerEvents };
  playVideo: Mock<() => void>;
  pauseVideo: Mock<() => void>;
  destroy: Mock<() => void>;
}
let youtubePlayers: FakeYouTubePlayer[] = [];
let vimeoPlayers: Array<{ element: HTMLIFrameElement; play: ReturnType<typeof vi.fn> }> = [];
const fakeApis = {
  youtube: {
    Player: function Player(this: FakeYouTubePlayer, element: HTMLIFrameElement, options: FakeYouTubePlayer['options']) {
      Object.assign(this, { element, options, playVideo: vi.fn(), pauseVideo: vi.fn(), destroy: vi.fn() });
      youtubePlayers.push(this);
    },
  },
  vimeo: {
    Player: function Player(this: Record<string, unknown>, element: HTMLIFrameElement) {
      const player = { element, play: vi.fn(() => Promise.resolve()) };
      Object.assign(this, player, { ready: () => Promise.resolve(), pause: () => Promise.resolve(), on: () => undefined, off: () => undefined });
      vimeoPlayers.push(player);
    },
  },
};

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
  youtubePlayers = [];
  vimeoPlayers = [];
  vi.mocked(loadProviderApi).mockImplementation(((provider: 'youtube' | 'vimeo') => Promise.resolve(fakeApis[provider])) as never);
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
    expect(loadProviderApi).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Lire la vidéo YouTube : Brossard en images' }));
    expect(loadProviderApi).toHaveBeenCalledWith('youtube');
    const frame = await screen.findByTitle('Brossard en images (YouTube)');
    const url = new URL(frame.getAttribute('src')!);
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.searchParams.get('hl')).toBe('fr');
    expect(url.searchParams.get('controls')).toBe('2');
    expect(url.searchParams.get('start')).toBe('65');
    expect(url.searchParams.get('loop')).toBe('1');
    expect(url.searchParams.get('playlist')).toBe('dQw4w9WgXcQ');
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('enablejsapi')).toBe('1');
    expect(url.searchParams.get('origin')).toBe(window.location.origin);
    expect(frame).toHaveAttribute('title', 'Brossard en images (YouTube)');
    // The pressed facade is gone: the keyboard visitor is now in the player.
    expect(frame).toHaveFocus();
  });

  it('gives the focus back to the frame when the provider page loads, unless the visitor has moved on', async () => {
    await renderWithProviders(
      <>
        <VideoPlayer value={youtube} title="Visite" />
        <a href="#suite">Suite</a>
      </>,
      { locale: 'en' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play the YouTube video: Visite' }));
    const frame = await screen.findByTitle('Visite (YouTube)');
    // The browser may drop the focus when the provider's document replaces the empty one.
    (document.activeElement as HTMLElement).blur();
    fireEvent.load(frame);
    expect(frame).toHaveFocus();

    screen.getByRole('link', { name: 'Suite' }).focus();
    fireEvent.load(frame);
    expect(screen.getByRole('link', { name: 'Suite' })).toHaveFocus();
  });

  it('announces to the page when a video the visitor watches plays and stops; a background video does not', async () => {
    const heard: boolean[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<{ playing: boolean }>).detail.playing);
    document.addEventListener('vitrine:videoplayback', listener);
    try {
      const { unmount } = await renderWithProviders(<VideoPlayer value={{ ...file, controls: false }} />, { locale: 'en' });
      fireEvent.click(screen.getByRole('button', { name: 'Play the video' }));
      fireEvent.click(screen.getByRole('button', { name: 'Pause the video' }));
      expect(heard).toEqual([true, false]);
      unmount();
      heard.length = 0;
      await renderWithProviders(<VideoPlayer value={file} variant="background" />, { locale: 'en' });
      expect(heard).toEqual([]);
    } finally {
      document.removeEventListener('vitrine:videoplayback', listener);
    }
  });

  it('creates the player through the YouTube API on the frame, plays it when ready and follows its state', async () => {
    const { container } = await renderWithProviders(<VideoPlayer value={youtube} title="Visite" />, { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Play the YouTube video: Visite' }));
    await waitFor(() => expect(youtubePlayers).toHaveLength(1));
    const [player] = youtubePlayers;
    expect(player.element).toBe(container.querySelector('iframe'));
    act(() => player.options.events?.onReady?.({ target: player }));
    expect(player.playVideo).toHaveBeenCalledTimes(1);
    const heard: boolean[] = [];
    container.addEventListener('vitrine:videoplayback', (event) => heard.push((event as CustomEvent<{ playing: boolean }>).detail.playing));
    act(() => player.options.events?.onStateChange?.({ data: 1, target: player }));
    expect(screen.getByTestId('video-player')).toHaveAttribute('data-playback', 'playing');
    // It pauses when it leaves the viewport.
    act(() => observers.at(-1)!([{ isIntersecting: false }]));
    expect(player.pauseVideo).toHaveBeenCalledTimes(1);
    act(() => player.options.events?.onStateChange?.({ data: 2, target: player }));
    expect(screen.getByTestId('video-player')).toHaveAttribute('data-playback', 'paused');
    // The page around it (a carousel) hears both.
    expect(heard).toEqual([true, false]);
  });

  it('gives every video of the page its own player from the shared API, and destroys it with its block', async () => {
    const second = { external_sources: [{ type: 'youtube', url: 'https://youtu.be/M7lc1UVf-VE?t=95' }] };
    const { unmount } = await renderWithProviders(
      <>
        <VideoPlayer value={youtube} title="One" />
        <VideoPlayer value={second} title="Two" />
      </>,
      { locale: 'en' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play the YouTube video: One' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play the YouTube video: Two' }));
    await waitFor(() => expect(youtubePlayers).toHaveLength(2));
    const frames = screen.getAllByTitle(/\(YouTube\)$/);
    expect(new URL(frames[1].getAttribute('src')!).searchParams.get('start')).toBe('95');
    unmount();
    expect(youtubePlayers.every((player) => player.destroy.mock.calls.length === 1)).toBe(true);
  });

  it('drives a Vimeo frame through player.js: privacy flag, start time, play when ready', async () => {
    const { container } = await renderWithProviders(
      <VideoPlayer value={{ external_sources: [{ type: 'vimeo', url: 'https://vimeo.com/76979871#t=30s' }] }} title="Quartier" />,
      { locale: 'fr' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Lire la vidéo Vimeo : Quartier' }));
    expect(loadProviderApi).toHaveBeenCalledWith('vimeo');
    await waitFor(() => expect(vimeoPlayers).toHaveLength(1));
    const frame = container.querySelector('iframe')!;
    expect(vimeoPlayers[0].element).toBe(frame);
    const url = new URL(frame.getAttribute('src')!);
    expect(url.origin + url.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(url.searchParams.get('dnt')).toBe('1');
    expect(url.hash).toBe('#t=30s');
    await waitFor(() => expect(vimeoPlayers[0].play).toHaveBeenCalledTimes(1));
  });

  it('still loads the frame, playing, when the provider script cannot load', async () => {
    vi.mocked(loadProviderApi).mockRejectedValueOnce(new Error('Video provider API failed to load'));
    await renderWithProviders(<VideoPlayer value={youtube} title="Visite" />, { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Play the YouTube video: Visite' }));
    const frame = await screen.findByTitle('Visite (YouTube)');
    const url = new URL(frame.getAttribute('src')!);
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('enablejsapi')).toBeNull();
    expect(youtubePlayers).toHaveLength(0);
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

describe('VideoPlayer, provider videos that play by themselves', () => {
  const motion = (reduced: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));

  it('plays a background YouTube video muted, looped, inline and without controls on the privacy host, with a pause button', async () => {
    motion(false);
    const { container } = await renderWithProviders(<VideoPlayer value={{ ...youtube, poster: { fr: '/media/brossard.jpg' } }} variant="background" title="Brossard" />, { locale: 'fr' });
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    const frame = container.querySelector('iframe')!;
    const url = new URL(frame.getAttribute('src')!);
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ autoplay: '1', mute: '1', loop: '1', playlist: 'dQw4w9WgXcQ', controls: '0', disablekb: '1', playsinline: '1' });
    // Decoration: out of the keyboard's way and of screen readers.
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(youtubePlayers).toHaveLength(1));
    const [player] = youtubePlayers;
    act(() => player.options.events?.onReady?.({ target: player }));
    expect(player.playVideo).toHaveBeenCalledTimes(1);
    act(() => player.options.events?.onStateChange?.({ data: 1, target: player }));
    fireEvent.click(screen.getByRole('button', { name: 'Mettre la vidéo en pause : Brossard' }));
    expect(player.pauseVideo).toHaveBeenCalledTimes(1);
  });

  it('tells the page each event of its player: ready, playing, paused, ended, destroyed', async () => {
    motion(false);
    const heard: string[] = [];
    const { unmount } = await renderWithProviders(<VideoPlayer value={{ ...youtube, autoplay: true }} title="Visite" />, { locale: 'en' });
    // Heard on the player's container, which the last one ("destroyed") leaves the page with.
    screen.getByTestId('video-player').addEventListener('vitrine:videoplayer', (event) => heard.push((event as CustomEvent<{ state: string }>).detail.state));
    await waitFor(() => expect(youtubePlayers).toHaveLength(1));
    const [player] = youtubePlayers;
    act(() => player.options.events?.onReady?.({ target: player }));
    act(() => player.options.events?.onStateChange?.({ data: 1, target: player }));
    act(() => player.options.events?.onStateChange?.({ data: 2, target: player }));
    act(() => player.options.events?.onStateChange?.({ data: 0, target: player }));
    expect(screen.getByTestId('video-player')).toHaveAttribute('data-player-state', 'ended');
    unmount();
    expect(heard).toEqual(['ready', 'playing', 'paused', 'paused', 'ended', 'destroyed']);
  });

  it('keeps the poster of a background and the facade of an autoplay video under reduced motion, and with Save-Data', async () => {
    vi.mocked(loadProviderApi).mockClear();
    motion(true);
    const background = await renderWithProviders(<VideoPlayer value={{ ...youtube, poster: { fr: '/media/brossard.jpg' } }} variant="background" />, { locale: 'fr' });
    expect(background.container.querySelector('img')).not.toBeNull();
    expect(background.container.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    background.unmount();
    await renderWithProviders(<VideoPlayer value={{ ...youtube, autoplay: true }} title="Visite" />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Play the YouTube video: Visite' })).toBeInTheDocument();
    expect(loadProviderApi).not.toHaveBeenCalled();

    motion(false);
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const saving = await renderWithProviders(<VideoPlayer value={{ external_sources: [{ type: 'vimeo', url: 'https://vimeo.com/76979871' }] }} variant="background" />, { locale: 'fr' });
    expect(saving.container.querySelector('iframe')).toBeNull();
    expect(loadProviderApi).not.toHaveBeenCalled();
  });

  it('plays a Vimeo background in Vimeo’s background mode, without tracking', async () => {
    motion(false);
    const { container } = await renderWithProviders(<VideoPlayer value={{ external_sources: [{ type: 'vimeo', url: 'https://vimeo.com/76979871' }] }} variant="background" />, { locale: 'fr' });
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    const url = new URL(container.querySelector('iframe')!.getAttribute('src')!);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ background: '1', autoplay: '1', muted: '1', loop: '1', dnt: '1' });
  });
});
