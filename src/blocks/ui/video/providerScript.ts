/**
 * The video providers' player API scripts, loaded once on demand (spec 001 §4 "Video": "the
 * embedded-video provider API loads once on demand (not loaded, loading, loaded)").
 *
 * Nothing is requested while the page loads: the first video of a provider whose play button the
 * visitor presses asks {@link loadProviderApi}, which adds the provider's script
 * ({@link VIDEO_API_SCRIPTS}: YouTube's IFrame Player API, Vimeo's player.js) to the page; every
 * other video of that provider on the page shares the same load (one request per page, whether it
 * is still loading or done). A failed load returns to "not loaded", so a later press may try again.
 *
 * Browser only (touches `window` and `document`).
 */
import { VIDEO_API_SCRIPTS } from '../../../lib/videoFrameOrigins';
import type { VideoProvider } from './videoUrl';

/** Where a provider's API stands on this page. */
export type ProviderApiState = 'not-loaded' | 'loading' | 'loaded';

/** The YouTube IFrame Player API events the player uses. */
export interface YouTubePlayerEvents {
  onReady?: (event: { target: YouTubePlayer }) => void;
  /** `data`: -1 unstarted, 0 ended, 1 playing, 2 paused, 3 buffering, 5 cued. */
  onStateChange?: (event: { data: number; target: YouTubePlayer }) => void;
}

/** The part of a `YT.Player` the player uses. */
export interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  destroy(): void;
}

/** `window.YT` once the IFrame Player API is ready. */
export interface YouTubeApi {
  Player: new (element: HTMLIFrameElement, options: { events?: YouTubePlayerEvents }) => YouTubePlayer;
}

/** The part of a `Vimeo.Player` the player uses. */
export interface VimeoPlayer {
  ready(): Promise<void>;
  play(): Promise<void>;
  pause(): Promise<void>;
  on(event: 'play' | 'pause' | 'ended', callback: () => void): void;
  off(event: 'play' | 'pause' | 'ended'): void;
  destroy(): Promise<void>;
}

/** `window.Vimeo` once player.js has run. */
export interface VimeoApi {
  Player: new (element: HTMLIFrameElement) => VimeoPlayer;
}

/** Each provider's API namespace. */
export interface ProviderApis {
  youtube: YouTubeApi;
  vimeo: VimeoApi;
}

type ProviderWindow = Window & {
  YT?: Partial<YouTubeApi>;
  Vimeo?: Partial<VimeoApi>;
  onYouTubeIframeAPIReady?: () => void;
};

const states: Record<VideoProvider, ProviderApiState> = { youtube: 'not-loaded', vimeo: 'not-loaded' };
const loads: Partial<Record<VideoProvider, Promise<ProviderApis[VideoProvider]>>> = {};

/** Where the provider's API stands on this page: not loaded, loading or loaded. */
export function providerApiState(provider: VideoProvider): ProviderApiState {
  return states[provider];
}

/** The namespace if the provider's API is already on the page. */
function present<P extends VideoProvider>(provider: P): ProviderApis[P] | null {
  const win = window as ProviderWindow;
  const api = provider === 'youtube' ? win.YT : win.Vimeo;
  return api && typeof api.Player === 'function' ? (api as ProviderApis[P]) : null;
}

function addScript(url: string, onError: () => void, onLoad?: () => void): void {
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.videoApi = 'true';
  script.addEventListener('error', onError);
  if (onLoad) script.addEventListener('load', onLoad);
  document.head.append(script);
}

/**
 * The provider's API namespace, adding its script to the page the first time it is asked for.
 * @returns a promise shared by every caller of the page (one script request per provider)
 * @throws (rejects) `Error('Video provider API failed to load: {url}')` when the script cannot load
 *   (blocked, offline); the state returns to "not-loaded"
 */
export function loadProviderApi<P extends VideoProvider>(provider: P): Promise<ProviderApis[P]> {
  const existing = present(provider);
  if (existing) {
    states[provider] = 'loaded';
    return Promise.resolve(existing);
  }
  const pending = loads[provider];
  if (pending) return pending as Promise<ProviderApis[P]>;

  const url = VIDEO_API_SCRIPTS[provider];
  states[provider] = 'loading';
  const load = new Promise<ProviderApis[P]>((resolve, reject) => {
    const fail = () => {
      states[provider] = 'not-loaded';
      delete loads[provider];
      reject(new Error(`Video provider API failed to load: ${url}`));
    };
    const done = () => {
      const api = present(provider);
      if (!api) return fail();
      states[provider] = 'loaded';
      resolve(api);
    };
    if (provider === 'youtube') {
      // The IFrame API calls this global once its widget script is ready (after the script's load event).
      const win = window as ProviderWindow;
      const previous = win.onYouTubeIframeAPIReady;
      win.onYouTubeIframeAPIReady = () => {
        previous?.();
        done();
      };
      addScript(url, fail);
    } else {
      addScript(url, fail, done);
    }
  });
  loads[provider] = load;
  return load;
}

/** Forgets the loads (tests only: each test starts from a page that has loaded nothing). */
export function resetProviderApisForTests(): void {
  states.youtube = 'not-loaded';
  states.vimeo = 'not-loaded';
  delete loads.youtube;
  delete loads.vimeo;
}
