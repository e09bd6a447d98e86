/**
 * Tells the page when a video the visitor watches starts or stops (spec 001 §4 "Carousels",
 * "Video"): a carousel must not slide a playing video out of view. Players dispatch a bubbling
 * `vitrine:videoplayback` event from their container; anything around them (a carousel, a hero
 * slider) listens with {@link usePlayingVideo}. Decorative background videos do not announce.
 */
import { useEffect, useState, type RefObject } from 'react';

export const VIDEO_PLAYBACK_EVENT = 'vitrine:videoplayback';

/** Dispatched detail: whether the video of `event.target` now plays. */
export interface VideoPlaybackDetail {
  playing: boolean;
}

/** Announces from `element` (the player's container) that its video started or stopped. */
export function announcePlayback(element: Element | null, playing: boolean): void {
  element?.dispatchEvent(new CustomEvent<VideoPlaybackDetail>(VIDEO_PLAYBACK_EVENT, { bubbles: true, detail: { playing } }));
}

/** Dispatched by a provider video's container for each event of its player (spec 001 §4 "Video"). */
export const VIDEO_PLAYER_EVENT = 'vitrine:videoplayer';

/** Announces from `element` (a provider video's container) its player's latest event: ready, playing, paused, ended or destroyed. */
export function announcePlayerState(element: Element | null, state: 'ready' | 'playing' | 'paused' | 'ended' | 'destroyed'): void {
  element?.dispatchEvent(new CustomEvent<{ state: string }>(VIDEO_PLAYER_EVENT, { bubbles: true, detail: { state } }));
}

/**
 * True while at least one video inside `container` plays, as announced by its players.
 */
export function usePlayingVideo(container: RefObject<HTMLElement | null>): boolean {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const players = new Set<EventTarget>();
    const onPlayback = (event: Event) => {
      const { playing: nowPlaying } = (event as CustomEvent<VideoPlaybackDetail>).detail;
      if (!event.target) return;
      if (nowPlaying) players.add(event.target);
      else players.delete(event.target);
      setPlaying(players.size > 0);
    };
    root.addEventListener(VIDEO_PLAYBACK_EVENT, onPlayback);
    return () => root.removeEventListener(VIDEO_PLAYBACK_EVENT, onPlayback);
  }, [container]);
  return playing;
}
