/**
 * The icon of a play/pause button (videos, carousels' autoplay): "pause" while the media plays,
 * "play" while it does not. Decorative: the button carries the label.
 */
import { Pause, Play } from 'lucide-react';

export interface PlaybackIconProps {
  playing: boolean;
  /** Size in px (default 18). */
  size?: number;
  /** Size of the "play" icon when it differs (a paused video's large centred button), px. */
  playSize?: number;
}

export function PlaybackIcon({ playing, size = 18, playSize = size }: PlaybackIconProps) {
  return playing ? <Pause size={size} aria-hidden="true" focusable="false" /> : <Play size={playSize} aria-hidden="true" focusable="false" />;
}
