/**
 * External video URLs (spec 000 §3 "external_video", spec 001 §4 "Video", §5 "Unsupported video
 * URL"): which provider a pasted address belongs to, and the privacy-respecting embed address the
 * player frame loads once the visitor asks for it.
 *
 * - YouTube (`youtube.com/watch?v=`, `youtu.be/`, `/embed/`, `/shorts/`, `/live/`, `m.` and
 *   `music.` hosts, `youtube-nocookie.com`): embedded from the privacy host
 *   `https://www.youtube-nocookie.com/embed/{id}` with the player variables `hl` (interface
 *   language), `controls=2`, `loop=1` + `playlist={id}` when looping, `start` (seconds) from the
 *   address's `start` or `t` parameter (`90`, `90s`, `1m30s`, `1h2m3s`); `enablejsapi=1` and
 *   `origin` when the IFrame Player API drives the frame.
 * - Vimeo (`vimeo.com/{id}`, `vimeo.com/{id}/{hash}`, `vimeo.com/channels/…/{id}`,
 *   `player.vimeo.com/video/{id}`): embedded from `https://player.vimeo.com/video/{id}` with
 *   `dnt=1` (no tracking), `loop`, `muted`, the unlisted hash `h`, and the start as `#t={n}s`.
 * - Anything else: {@link parseVideoUrl} answers null and logs {@link UNSUPPORTED_VIDEO_URL_WARNING};
 *   the caller renders no player.
 */
import { VIDEO_FRAME_ORIGINS } from '../../../lib/videoFrameOrigins';

/** The console warning for an address no provider recognises (spec 000 §8, spec 001 §5). */
export const UNSUPPORTED_VIDEO_URL_WARNING = 'Unsupported video URL.';


export type VideoProvider = 'youtube' | 'vimeo';

/** A recognised external video: provider, its video id, start offset (s), Vimeo's unlisted hash. */
export interface ExternalVideo {
  provider: VideoProvider;
  id: string;
  /** Start offset in whole seconds (0 = from the beginning). */
  start: number;
  /** Vimeo's privacy hash of an unlisted video (`vimeo.com/{id}/{hash}` or `?h=`). */
  hash?: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/**
 * A start offset in whole seconds from a `t` / `start` value: `90`, `90s`, `1m30s`, `1h2m3s`,
 * `2m`; 0 for anything else (empty, negative, malformed).
 */
export function parseStartTime(value: string | null | undefined): number {
  if (!value) return 0;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.floor(Number(trimmed));
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(trimmed);
  if (!match || trimmed === '') return 0;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

function startOf(url: URL): number {
  const hashParams = new URLSearchParams(url.hash.replace(/^#/, ''));
  return parseStartTime(url.searchParams.get('start') ?? url.searchParams.get('t') ?? hashParams.get('t'));
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be') id = segments[0] ?? null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeo(url: URL): { id: string; hash?: string } | null {
  const host = url.hostname.toLowerCase();
  if (!VIMEO_HOSTS.has(host)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const index = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (index === -1) return null;
  if (host === 'player.vimeo.com' && segments[0] !== 'video') return null;
  const next = segments[index + 1];
  const hash = url.searchParams.get('h') ?? (next && /^[0-9a-f]+$/i.test(next) ? next : undefined);
  return { id: segments[index], ...(hash ? { hash } : {}) };
}

/** Parses an address without logging: the video it names, or null when no provider matches. */
export function matchVideoUrl(address: string): ExternalVideo | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const yt = youtubeId(url);
  if (yt) return { provider: 'youtube', id: yt, start: startOf(url) };
  const vm = vimeo(url);
  if (vm) return { provider: 'vimeo', id: vm.id, start: startOf(url), ...(vm.hash ? { hash: vm.hash } : {}) };
  return null;
}

/**
 * The video an external address names, or null after logging {@link UNSUPPORTED_VIDEO_URL_WARNING}
 * with the address (the caller then renders no player).
 */
export function parseVideoUrl(address: string): ExternalVideo | null {
  const video = matchVideoUrl(address);
  if (!video) console.warn(UNSUPPORTED_VIDEO_URL_WARNING, address);
  return video;
}

/** Player options of an embed: interface language, loop, muted, autoplay on load (after the click). */
export interface EmbedOptions {
  /** Interface language of the player (`hl` for YouTube): the page's locale. */
  language: string;
  loop: boolean;
  muted: boolean;
  /** True once the visitor clicked the facade: the frame starts playing as it loads. */
  autoplay: boolean;
  /**
   * A background or autoplay video: plays muted and looped as it loads, inline, without the
   * provider's controls or keyboard shortcuts (Vimeo's `background` mode).
   */
  ambient?: boolean;
  /**
   * The page's origin when the provider's player API drives the frame: YouTube then gets
   * `enablejsapi=1` and `origin` (Vimeo's player.js needs nothing in the address).
   */
  apiOrigin?: string;
}

/** The embed address of a recognised video on its provider's privacy host (see the file docstring). */
export function embedUrl(video: ExternalVideo, options: EmbedOptions): string {
  if (video.provider === 'youtube') {
    const params = new URLSearchParams();
    if (options.autoplay) params.set('autoplay', '1');
    params.set('hl', options.language);
    params.set('controls', options.ambient ? '0' : '2');
    if (options.ambient) params.set('disablekb', '1');
    params.set('rel', '0');
    params.set('playsinline', '1');
    if (options.muted || options.ambient) params.set('mute', '1');
    if (options.loop || options.ambient) {
      params.set('loop', '1');
      params.set('playlist', video.id);
    }
    if (video.start > 0) params.set('start', String(video.start));
    if (options.apiOrigin) {
      params.set('enablejsapi', '1');
      params.set('origin', options.apiOrigin);
    }
    return `${VIDEO_FRAME_ORIGINS[0]}/embed/${video.id}?${params.toString()}`;
  }
  const params = new URLSearchParams();
  if (video.hash) params.set('h', video.hash);
  if (options.autoplay) params.set('autoplay', '1');
  params.set('dnt', '1');
  if (options.ambient) params.set('background', '1');
  if (options.loop || options.ambient) params.set('loop', '1');
  if (options.muted || options.ambient) params.set('muted', '1');
  params.set('texttrack', options.language);
  const hash = video.start > 0 ? `#t=${video.start}s` : '';
  return `${VIDEO_FRAME_ORIGINS[1]}/video/${video.id}?${params.toString()}${hash}`;
}
