/**
 * The background media of every hero (spec 001 §2 "hero blocks", §3 "bg_media", spec 000 §3
 * "image", "video"): the still image under an optional video playing by itself, then a darkening
 * overlay so the text stays readable, and the video's pause button.
 *
 * - The image keeps its focal centre (`object-position`) and filters (see {@link Image}); with
 *   `priority` (the first hero of a page, or the first slide) it loads eagerly with
 *   `fetchpriority="high"`, otherwise lazily.
 * - A video file (the first source whose type the browser can play) gets the image's focal centre
 *   and filters too; it plays muted, looped and inline.
 * - A provider video (YouTube, Vimeo, `external_sources`) plays the same way, muted, looped,
 *   inline and without the provider's controls, from the privacy host, through the library's
 *   {@link VideoPlayer} (background variant), whose code is fetched only by a hero that has one,
 *   once the page runs. Nothing is requested from the provider before.
 * - Under `prefers-reduced-motion: reduce` or Save-Data no video plays (nor downloads): the image
 *   stands alone. A video starts once the page runs, never from the server's HTML alone.
 * - The layers are decorative (hidden from assistive technology); a playing video has a pause
 *   button in the hero's corner ("Mettre la vidéo en pause" / "Pause the video"), above the
 *   hero's text layer, since a video moving for more than five seconds must be pausable.
 * - `overlay` (0–0.9, default {@link HERO_DEFAULT_OVERLAY}) is a black veil of that opacity,
 *   slightly stronger towards the text edge given by `fade` (bottom, left, right or none).
 */
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useLocale, useLocalized } from '../../../runtime/AppContext';
import { Image, imageFilterStyle } from '../../../ui/Image';
import { useAmbientMotion } from '../../../ui/motion';
import { useMediaAddress } from '../../../ui/useMediaAddress';
import type { AmbientControl } from '../../../ui/video/ambientControl';
import { HERO_DEFAULT_OVERLAY } from './heroConstants';
import type { HeroBgMedia } from './heroFields';
import styles from './HeroBackground.module.css';

const VideoPlayer = lazy(() => import('../../../ui/video/VideoPlayer').then((module) => ({ default: module.VideoPlayer })));
// Only a hero whose video plays has one: its code (and its icons) comes then.
const HeroVideoToggle = lazy(() => import('./HeroVideoToggle').then((module) => ({ default: module.HeroVideoToggle })));

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
  /** Places the background in its hero (default: filling the positioned parent). */
  className?: string;
}

/** Fills its positioned parent with the hero's image or video, its overlay and the video's pause button. */
export function HeroBackground({ media, priority, fade = 'bottom', noOverlay, sizes = '100vw', className }: HeroBackgroundProps) {
  const localize = useLocalized();
  const locale = useLocale();
  // Null until the browser has said: no video in the server's HTML, none under reduced motion or Save-Data.
  const motion = useAmbientMotion();
  const [control, setControl] = useState<AmbientControl | null>(null);
  const files = media.video?.sources ?? [];
  const provider = files.length === 0 && (media.video?.external_sources?.length ?? 0) > 0;
  const overlay = noOverlay ? 0 : (media.overlay ?? HERO_DEFAULT_OVERLAY);
  const style = { '--hero-overlay': String(overlay) } as CSSProperties;
  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')}>
      <div className={styles.background} data-fade={fade} style={style} aria-hidden="true">
        <Image value={media.image} alt="" priority={priority} sizes={sizes} className={styles.image} />
        {files.length && motion ? <HeroVideo media={media} onControl={setControl} /> : null}
        {provider && motion && media.video ? (
          <Suspense fallback={null}>
            {/* Until the provider's frame plays (and under Save-Data), its poster is the hero's own image. */}
            <VideoPlayer
              value={{ ...media.video, poster: media.video.poster ?? { [locale]: localize(media.image.media)?.url ?? '' } }}
              variant="background"
              sizes={sizes}
              className={styles.video}
              onAmbientControl={setControl}
            />
          </Suspense>
        ) : null}
        {overlay > 0 ? <span className={styles.overlay} data-testid="hero-overlay" /> : null}
      </div>
      {control ? (
        <Suspense fallback={null}>
          <HeroVideoToggle control={control} className={styles.toggle} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The muted looping background video file; starts once mounted (autoplay may be refused: the image stays). */
function HeroVideo({ media, onControl }: { media: HeroBgMedia; onControl(control: AmbientControl | null): void }) {
  const localize = useLocalized();
  const address = useMediaAddress();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
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
  useEffect(() => {
    onControl({ playing, play: () => void ref.current?.play()?.catch?.(() => undefined), pause: () => ref.current?.pause() });
    return () => onControl(null);
  }, [onControl, playing]);
  return (
    <video
      ref={ref}
      className={styles.video}
      style={style}
      poster={address(localize(media.video?.poster) || localize(media.image.media)?.url)}
      muted
      loop
      autoPlay
      playsInline
      preload="metadata"
      tabIndex={-1}
      data-testid="hero-video"
      onPlay={() => setPlaying(true)}
      onPause={() => setPlaying(false)}
    >
      {(media.video?.sources ?? []).map((source) => (
        <source key={source.url} src={address(source.url)} type={source.type} />
      ))}
    </video>
  );
}
