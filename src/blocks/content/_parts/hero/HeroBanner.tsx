/**
 * The full-bleed hero layout shared by `hero_block_2`, `hero_block_3`, `hero_block_4` and
 * `hero_content_block_2` (spec 001 §2 "hero blocks (call-to-action and info)", §5 orientation and
 * `align_y` values): the background media ({@link HeroBackground}) under white text.
 *
 * - `alignY`: `center` (default) puts the text in the middle of the hero's height, `bottom` at its
 *   foot. `align`: the text column's side (left, center or right); an optional `aside` (an info
 *   panel) sits on the opposite side from 992 px, below the text on narrower screens.
 * - `size`: `tall` (a page's first screen, min 560–800 px) or `compact` (an inner page's header,
 *   min 380–520 px).
 * - `panel`: the text sits on a frosted dark panel (theme radius 2) rather than on the veil alone.
 * - The background image loads with `fetchpriority="high"` when the hero is the page's first block.
 */
import type { ReactNode } from 'react';
import { headingTag } from '../headingTag';
import { HeroBackground } from './HeroBackground';
import { HeroCopy, type HeroCopyProps } from './HeroCopy';
import type { HeroBgMedia } from './heroFields';
import hero from './hero.module.css';
import styles from './HeroBanner.module.css';

export interface HeroBannerProps extends Omit<HeroCopyProps, 'headingAs' | 'align' | 'className'> {
  media: HeroBgMedia;
  /** The block's position in its list (0: the page's h1 and a high-priority image). */
  index: number;
  alignY?: 'center' | 'bottom';
  align?: 'left' | 'center' | 'right';
  size?: 'tall' | 'compact';
  /** A panel beside the text (e.g. an info list), on the side opposite `align`. */
  aside?: ReactNode;
  /** Sets the text on a frosted panel instead of directly over the media. */
  panel?: boolean;
  /** Stable hook for tests and the editor (`data-hero`). */
  variant: string;
}

export function HeroBanner({ media, index, alignY = 'center', align = 'left', size = 'tall', aside, panel, variant, ...copy }: HeroBannerProps) {
  const fade = align === 'center' ? 'bottom' : align;
  return (
    <section
      className={[hero.hero, hero.onMedia, styles.banner].join(' ')}
      data-hero={variant}
      data-align-y={alignY}
      data-align={align}
      data-size={size}
      data-aside={aside ? 'true' : 'false'}
      data-panel={panel ? 'true' : 'false'}
    >
      <HeroBackground media={media} priority={index === 0} fade={fade} />
      <div className={[hero.inner, styles.grid].join(' ')}>
        <HeroCopy {...copy} headingAs={headingTag(index)} align={align} className={styles.copy} />
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </section>
  );
}
