/**
 * The pause button of a hero's background video (WCAG 2.2.2: moving content that lasts more than
 * five seconds can be paused): "Mettre la vidéo en pause" / "Pause the video" while it plays,
 * "Lire la vidéo" / "Play the video" once paused. A 44 px round button in the hero's corner.
 */
import { useIntl } from 'react-intl';
import type { AmbientControl } from '../../../ui/video/ambientControl';
import { PlaybackIcon } from '../../../ui/video/PlaybackIcon';

/** The button; `className` places it. */
export function HeroVideoToggle({ control, className }: { control: AmbientControl; className?: string }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={className}
      aria-label={intl.formatMessage({ id: control.playing ? 'video.pause' : 'video.play' })}
      data-playing={control.playing}
      onClick={() => (control.playing ? control.pause() : control.play())}
    >
      <PlaybackIcon playing={control.playing} />
    </button>
  );
}
