/**
 * The one accessible carousel of the block library (spec 001 §2, §4 "Carousels", §9 "Carousel
 * grid"): Swiper, keyboard operable, disabled with fewer than two slides.
 *
 * - Server render: a list (`<ul>`) laid out like the carousel (4/3/2/1/1 columns at
 *   ≥ 1680/1200/768/360 px, gutter 24 px below 992 px, 48 px from it, 0 when `separated` is false),
 *   readable and indexable without JavaScript; on a touch screen it scrolls natively, one slide per
 *   snap.
 * - With two slides or more, Swiper (its own chunk, loaded by useSwiperOnDemand.ts) takes over that
 *   same list when the visitor reaches for the carousel (points at it, touches it, focuses inside
 *   it, presses an arrow or an arrow key) or when its autoplay first advances; a press made before
 *   Swiper arrived is carried out once it has. Swiper brings real `<button>` arrows labelled "Previous
 *   slide"/"Next slide" that wrap around, arrow keys while the focus is inside, drag/swipe,
 *   animation 300 ms (0 with prefers-reduced-motion), slides labelled "Slide 2 of 8", a polite live
 *   region (silent while autoplay runs), an optional `02 / 08` counter.
 * - Fewer than two slides: disabled — no arrows, no drag, just the list.
 * - `autoplay` `{ delayMs, progressMs }`: advances every `delayMs` ms with a progress bar filling
 *   over `progressMs` ms; pauses while hovered or focused, while a video in it plays, with the
 *   pause button, and never runs with prefers-reduced-motion.
 */
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { usePlayingVideo } from '../video/playbackEvent';
import { PlaybackIcon } from '../video/PlaybackIcon';
import { columnsAt, type CarouselLayout } from './carouselLayout';
import { usePrefersReducedMotion } from '../motion';
import { useAutoplay, useHoverFocus } from './useAutoplay';
import { useSwiperOnDemand } from './useSwiperOnDemand';
import styles from './Carousel.module.css';

/** One slide: a stable key and its content (a card, a featured listing...). */
export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Accessible name of the carousel region (usually the block title). */
  label: string;
  slides: ReadonlyArray<CarouselSlide>;
  /** `grid` (default): 4/3/2/1/1 per view; `triple`: at most 3 per view; `single`: one large slide per view. */
  layout?: CarouselLayout;
  /** Gutter between slides (default true); false for edge-to-edge cards. */
  separated?: boolean;
  /** Slides moved per arrow press (default 1; 3 for carousel cards), capped at the slides in view. */
  step?: number;
  /** Autoplay delay and progress-bar duration (ms); omitted = no autoplay. */
  autoplay?: { delayMs: number; progressMs: number };
  /** Shown at the start of the control bar, e.g. the block's title and text. */
  header?: ReactNode;
  /** Shows a visible `02 / 08` counter between the arrows. */
  showCounter?: boolean;
  className?: string;
}

/** Zero-padded two-digit counter value (spec 001 §9 "Counters zero-padded to 2 digits"). */
export function padCounter(value: number): string {
  return String(value).padStart(2, '0');
}

/** Renders the carousel; see the file docstring for the behaviour. */
export function Carousel({ label, slides, layout = 'grid', separated = true, step = 1, autoplay, header, showCounter, className }: CarouselProps) {
  const intl = useIntl();
  const statusId = useId();
  const enabled = slides.length >= 2;
  const [mounted, setMounted] = useState(false);
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [columnsInView, setColumnsInView] = useState(1);
  const regionRef = useRef<HTMLDivElement>(null);
  const { hovered, focused, handlers: hoverFocus } = useHoverFocus(regionRef);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const videoPlaying = usePlayingVideo(regionRef);

  useEffect(() => setMounted(true), []);

  const messages = useMemo(
    () => ({
      slideLabel: intl.formatMessage({ id: 'carousel.slide-label' }, { index: '{{index}}', total: '{{slidesLength}}' }),
      previous: intl.formatMessage({ id: 'carousel.previous' }),
      next: intl.formatMessage({ id: 'carousel.next' }),
      slideRole: intl.formatMessage({ id: 'carousel.slide-roledescription' }),
    }),
    [intl],
  );

  // Pointing at the carousel or focusing inside it (also before the page's code ran) sends for Swiper.
  const swiper = useSwiperOnDemand({
    enabled,
    region: regionRef,
    viewport: viewportRef,
    prevEl,
    nextEl,
    wanted: hovered || focused,
    focused,
    slideKeys: slides.map((slide) => slide.key),
    layout,
    separated,
    step,
    disabledClass: styles.arrowDisabled,
    lockClass: styles.arrowLocked,
    messages,
    reducedMotion,
  });
  const { activeIndex } = swiper;

  // Until Swiper runs, the arrows hide when every slide already fits in the window.
  useEffect(() => {
    const measure = () => setColumnsInView(columnsAt(layout, window.innerWidth));
    measure();
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [layout]);
  const locked = swiper.ready ? swiper.locked : slides.length <= columnsInView;

  const autoplayRunning = Boolean(autoplay) && enabled && mounted && !locked && !hovered && !focused && !videoPlaying && !pausedByVisitor && !reducedMotion;
  const { cycle } = useAutoplay({
    running: autoplayRunning,
    delayMs: autoplay?.delayMs ?? 0,
    restartKey: activeIndex,
    onAdvance: () => swiper.move('next'),
  });

  const showControls = enabled;
  const total = slides.length;
  const style = { '--carousel-progress-ms': `${autoplay?.progressMs ?? 0}ms` } as CSSProperties;

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription={intl.formatMessage({ id: 'carousel.roledescription' })}
      aria-label={label}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      data-layout={layout}
      data-separated={separated ? 'true' : 'false'}
      data-carousel={enabled ? 'enabled' : 'disabled'}
      data-carousel-ready={mounted ? 'true' : 'false'}
      style={style}
      {...hoverFocus}
    >
      {header || showControls ? (
        <div className={styles.bar}>
          <div className={styles.header}>{header}</div>
          {showControls ? (
            <div className={styles.controls} hidden={locked}>
              {autoplay && !reducedMotion ? (
                <button
                  type="button"
                  className={styles.pause}
                  aria-pressed={pausedByVisitor}
                  aria-label={intl.formatMessage({ id: pausedByVisitor ? 'carousel.play' : 'carousel.pause' })}
                  onClick={() => setPausedByVisitor((value) => !value)}
                >
                  <PlaybackIcon playing={!pausedByVisitor} size={16} />
                </button>
              ) : null}
              <button type="button" ref={setPrevEl} className={styles.arrow} aria-label={messages.previous} aria-controls={statusId} onClick={() => swiper.arrowPressed('previous')}>
                <Icon value="chevron-left" size={22} />
              </button>
              {showCounter ? (
                <span className={styles.counter} aria-hidden="true">
                  {padCounter(activeIndex + 1)} <span className={styles.counterSep}>/</span> {padCounter(total)}
                </span>
              ) : null}
              <button type="button" ref={setNextEl} className={styles.arrow} aria-label={messages.next} aria-controls={statusId} onClick={() => swiper.arrowPressed('next')}>
                <Icon value="chevron-right" size={22} />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}

      <div id={statusId} ref={viewportRef} className={`${styles.viewport} swiper`}>
        <ul className={`${styles.track} swiper-wrapper`}>
          {slides.map((slide) => (
            <li key={slide.key} className={`${styles.slide} swiper-slide`}>
              {slide.content}
            </li>
          ))}
        </ul>
      </div>

      {autoplay && enabled && !locked && !reducedMotion ? (
        <div className={styles.progress} aria-hidden="true">
          <span key={cycle} className={styles.progressFill} data-running={autoplayRunning ? 'true' : 'false'} data-testid="carousel-progress" />
        </div>
      ) : null}

      {enabled ? (
        <p className={styles.srOnly} aria-live={autoplayRunning ? 'off' : 'polite'} aria-atomic="true" data-testid="carousel-status">
          {mounted ? intl.formatMessage({ id: 'carousel.slide-label' }, { index: activeIndex + 1, total }) : ''}
        </p>
      ) : null}
    </div>
  );
}
