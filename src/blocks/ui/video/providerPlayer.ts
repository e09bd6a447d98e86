/**
 * A provider video player created through the provider's API (spec 001 §4 "Video": ready, playing,
 * paused, destroyed events) on the privacy-host frame the video player renders: one shape for
 * YouTube's `YT.Player` and Vimeo's `Vimeo.Player`, so the player can start, pause (when the video
 * leaves the viewport) and destroy it, and follow its playing / paused state.
 *
 * The frame's address carries the player variables (language `hl`, `controls=2`, loop through the
 * playlist, start time, `enablejsapi=1` for YouTube; see `embedUrl`); the API plays it once ready.
 */
import type { ProviderApis } from './providerScript';
import type { VideoProvider } from './videoUrl';

/** What the player hears from the provider (spec 001 §4 "Video": ready, playing, paused, ended, destroyed). */
export interface ProviderPlayerEvents {
  onReady?: () => void;
  onPlaying?: () => void;
  onPaused?: () => void;
  /** The video reached its end (a looping one starts again: playing follows). */
  onEnded?: () => void;
  /** The player was released (its block left the page, or the video was changed). */
  onDestroyed?: () => void;
}

/** A provider's player, bound to one frame. */
export interface ProviderPlayer {
  play(): void;
  pause(): void;
  /** Stops listening and releases the provider's player (the frame stays with its owner). */
  destroy(): void;
}

const YOUTUBE_PLAYING = 1;
const YOUTUBE_PAUSED = 2;
const YOUTUBE_ENDED = 0;

/**
 * Creates the provider's player on `frame` and starts playback as soon as it is ready.
 * @param api the provider's namespace from `loadProviderApi`
 * @param frame the player frame (YouTube's must have `enablejsapi=1` in its address)
 */
export function createProviderPlayer<P extends VideoProvider>(provider: P, api: ProviderApis[P], frame: HTMLIFrameElement, events: ProviderPlayerEvents): ProviderPlayer {
  if (provider === 'youtube') {
    const youtube = api as ProviderApis['youtube'];
    const player = new youtube.Player(frame, {
      events: {
        onReady: (event) => {
          events.onReady?.();
          event.target.playVideo();
        },
        onStateChange: (event) => {
          if (event.data === YOUTUBE_PLAYING) events.onPlaying?.();
          else if (event.data === YOUTUBE_PAUSED) events.onPaused?.();
          else if (event.data === YOUTUBE_ENDED) {
            events.onPaused?.();
            events.onEnded?.();
          }
        },
      },
    });
    return {
      play: () => player.playVideo(),
      pause: () => player.pauseVideo(),
      destroy: () => {
        // The frame may already be gone with its block; the API then has nothing left to remove.
        try {
          player.destroy();
        } catch {
          /* nothing to release */
        }
        events.onDestroyed?.();
      },
    };
  }
  const vimeo = api as ProviderApis['vimeo'];
  const player = new vimeo.Player(frame);
  let destroyed = false;
  player.on('play', () => events.onPlaying?.());
  player.on('pause', () => events.onPaused?.());
  player.on('ended', () => {
    events.onPaused?.();
    events.onEnded?.();
  });
  void player
    .ready()
    .then(() => {
      if (destroyed) return;
      events.onReady?.();
      return player.play();
    })
    .catch(() => undefined);
  return {
    play: () => void player.play().catch(() => undefined),
    pause: () => void player.pause().catch(() => undefined),
    destroy: () => {
      destroyed = true;
      // Vimeo's own destroy removes the frame, which the page owns: only the listeners are dropped.
      player.off('play');
      player.off('pause');
      player.off('ended');
      events.onDestroyed?.();
    },
  };
}
