/**
 * The author line under a testimony (all four testimonial blocks): portrait or the member
 * placeholder, name, and an optional subtitle (a role, a place, a review date).
 */
import type { ImageValue } from '../../../schema/content';
import { PersonAvatar } from './PersonAvatar';
import styles from './people.module.css';

export interface AuthorCaptionProps {
  name: string;
  subtitle?: string;
  avatar?: ImageValue | null;
  /** Portrait diameter in px. */
  size?: number;
  className?: string;
  /** Replaces the muted subtitle style (e.g. on coloured cards). */
  subtitleClassName?: string;
}

export function AuthorCaption({ name, subtitle, avatar, size = 48, className, subtitleClassName }: AuthorCaptionProps) {
  return (
    <figcaption className={[styles.author, className].filter(Boolean).join(' ')}>
      <PersonAvatar value={avatar} size={size} />
      <span className={styles.authorText}>
        <span className={[styles.name, styles.block].join(' ')}>{name}</span>
        {subtitle ? <span className={[subtitleClassName ?? styles.subtitle, styles.block].join(' ')}>{subtitle}</span> : null}
      </span>
    </figcaption>
  );
}
