/**
 * The leading visuals of multi-redirect cards: the zero-padded rank, an icon in a tinted disc, an
 * image on its backdrop colour (`image_bg_color`). Decorative: the card's title names it.
 */
import type { CSSProperties } from 'react';
import type { IconValue, ImageValue } from '../../../schema/content';
import { padCounter } from '../../ui/carousel/Carousel';
import { Icon } from '../../ui/Icon';
import { Image } from '../../ui/Image';
import styles from './MultiRedirect.module.css';

/** `01`, `02`… (spec 001 §9 "Counters zero-padded to 2 digits"). */
export function RedirectNumber({ value }: { value: number }) {
  return (
    <span className={styles.number} aria-hidden="true" data-testid="redirect-number">
      {padCounter(value)}
    </span>
  );
}

export function RedirectIcon({ value }: { value: IconValue }) {
  return (
    <span className={styles.iconDisc}>
      <Icon value={value} size={28} />
    </span>
  );
}

/**
 * An item's image in its 16:10 box; `sizes` is the box's width in the block's layout (the
 * vertical list's thumbnail is at most 200 px).
 */
export function RedirectImage({ value, bgColor, sizes }: { value: ImageValue | undefined; bgColor?: string; sizes: string }) {
  const style = (bgColor ? { '--redirect-image-bg': bgColor } : {}) as CSSProperties;
  return (
    <div className={styles.imageBox} style={style}>
      <Image value={value} alt="" aspectRatio="16 / 10" sizes={sizes} />
    </div>
  );
}
