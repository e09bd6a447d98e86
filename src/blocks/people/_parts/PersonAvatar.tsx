/**
 * A person's round portrait (testimonial authors, brokers, team members, bank employees): the
 * `image` value, or the member placeholder when it is missing (spec 001 §4 "Images").
 * Decorative: the person's name is always written beside it.
 */
import type { ImageValue } from '../../../schema/content';
import { Image } from '../../ui/Image';
import styles from './people.module.css';

export interface PersonAvatarProps {
  value: ImageValue | null | undefined;
  /** Diameter in px (default 56). */
  size?: number;
  className?: string;
}

export function PersonAvatar({ value, size = 56, className }: PersonAvatarProps) {
  return (
    <span className={[styles.avatar, className].filter(Boolean).join(' ')} style={{ width: size, height: size }}>
      <Image value={value} placeholder="member" alt="" width={size} height={size} aspectRatio="1 / 1" sizes={`${size}px`} />
    </span>
  );
}
