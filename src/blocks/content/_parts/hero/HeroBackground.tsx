/**
 * The background media of every hero (spec 001 §2 "hero blocks", §3 "bg_media", spec 000 §3
 * "image", "video"): the still image under an optional muted, looped, inline `<video>`, then a
 * darkening overlay so the text stays readable.
 *
 * - The image keeps its focal centre (`object-position`) and filters (see {@link Image}); with
 *   `priority` (the first hero of a page, or the first slide) it loads eagerly with
 *   `fetchpriority="high"`, otherwise lazily.
 * - The video (first source whose type the browser can play) gets the image's focal centre and
 *   filters too. It autoplays muted and loops; with `prefers-reduced-motion: reduce` it is not
 *   rendered and the image stands alone. It is decorative: hidden from assistive technology.
 * - `overlay` (0–0.9, default {@link HERO_DEFAULT_OVERLAY}) is a black veil of that opacity,
 *   slightly stronger towards the text edge given by `fade` (bottom, left, right or none).
 */
import { useEffect, useRef, type CSSProperties } from 'react';
import { useLocalized } from '../../../runtime/AppContext';
import { Image, imageFilterStyle } from '../../../ui/Image';
import { usePrefersReducedMotion } from '../../../ui/carousel/useAutoplay';
import { HERO_DEFAULT_OVERLAY } from './heroConstants';
import type { HeroBgMedia } from './heroFields';
import styles from './HeroBackground.module.css';

export interface HeroBackgroundProps {
  media: HeroBgMedia;
  /** Eager load with `fetchpriority="high"` (the page's first hero image). */
  priority?: boolean;
  /** Where the veil is strongest (towards the text); default `bottom`. */
  fade?: 'bottom' | 'left' | 'right' | 'none';
  /** Hides the overlay (e.g. a split hero whose text is not over the media). */
  noOverlay?: boolean;
  /** `sizes` of the image: the hero's width (default the viewport's, a full-bleed hero). */
  sizes?: string;
  className?: string;
}

/** Fills its positioned parent with the hero's image or video and its overlay. */
export function HeroBackground({ media, priority, fade = 'bottom', noOverlay, sizes = '100vw', className }: HeroBackgroundProps) {
  const reducedMotion = usePrefersReducedMotion();
  const sources = media.video?.sources ?? [];
  const overlay = noOverlay ? 0 : (media.overlay ?? HERO_DEFAULT_OVERLAY);
  const style = { '--hero-overlay': String(overlay) } as CSSProperties;
  return (
    <div className={[styles.background, className].filter(Boolean).join(' ')} data-fade={fade} style={style} aria-hidden="true">
      <Image value={media.image} alt="" priority={priority} sizes={sizes} className={styles.image} />
      {sources.length && !reducedMotion ? <HeroVideo media={media} /> : null}
      {overlay > 0 ? <span className={styles.overlay} data-testid="hero-overlay" /> : null}
    </div>
  );
}

/** The muted looping background video; starts once mounted (autoplay may be refused: the image stays). */
function HeroVideo({ media }: { media: HeroBgMedia }) {
  const localize = useLocalized();
  const ref = useRef<HTMLVideoElement>(null);
  const center = media.image.center;
  const style: CSSProperties = {
    ...(center ? { objectPosition: `${center.x * 100}% ${center.y * 100}%` } : {}),
    ...imageFilterStyle(media.image.filters),
  };
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    const played = video.play?.();
    if (played && typeof played.catch === 'function') played.catch(() => undefined);
  }, []);
  return (
    <video
      ref={ref}
      className={styles.video}
      style={style}
      poster={localize(media.video?.poster) || localize(media.image.media)?.url}
      muted
      loop
      autoPlay
      playsInline
      preload="metadata"
      tabIndex={-1}
      data-testid="hero-video"
    >
      {(media.video?.sources ?? []).map((source) => (
        <source key={source.url} src={source.url} type={source.type} />
      ))}
    </video>
  );
}
