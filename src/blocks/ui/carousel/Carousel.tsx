/**
 * The one accessible carousel of the block library (spec 001 §2, §4 "Carousels", §9 "Carousel
 * grid"): Swiper, keyboard operable, disabled with fewer than two slides.
 *
 * - Server render and first client render: a plain list (`<ul>`) laid out like the carousel
 *   (4/3/2/1/1 columns at ≥ 1680/1200/768/360 px, gutter 24 px below 992 px, 48 px from it, 0 when
 *   `separated` is false), so the page is readable and indexable without JavaScript.
 * - With two slides or more, Swiper (its own chunk, SwiperCarousel.tsx) takes over after mount:
 *   real `<button>` arrows labelled "Previous slide"/"Next slide" that wrap around, arrow keys while
 *   the focus is inside, drag/swipe, animation 300 ms (0 with prefers-reduced-motion), a polite
 *   live region "Slide 2 of 8" (silent while autoplay runs), an optional `02 / 08` counter.
 * - Fewer than two slides: disabled — no arrows, no drag, just the list.
 * - `autoplay` `{ delayMs, progressMs }`: advances every `delayMs` ms with a progress bar filling
 *   over `progressMs` ms; pauses while hovered or focused, while a video in it plays, with the
 *   pause button, and never runs with prefers-reduced-motion.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Pause, Play } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { Swiper as SwiperInstance } from 'swiper';
import { Icon } from '../Icon';
import { usePlayingVideo } from '../video/playbackEvent';
import { type CarouselLayout } from './carouselLayout';
import { usePrefersReducedMotion } from '../motion';
import { useAutoplay, useHoverFocus } from './useAutoplay';
import styles from './Carousel.module.css';

const SwiperCarousel = lazy(() => import('./SwiperCarousel'));

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
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [locked, setLocked] = useState(false);
  const regionRef = useRef<HTMLDivElement>(null);
  const { hovered, focused, handlers: hoverFocus } = useHoverFocus(regionRef);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const videoPlaying = usePlayingVideo(regionRef);

  useEffect(() => setMounted(true), []);

  // The static list is swapped for Swiper once its chunk has loaded; `data-carousel-ready` tells
  // when that swap (which remounts the slides) is behind us.
  const [swiperReady, setSwiperReady] = useState(false);
  const onSwiper = useCallback((swiper: SwiperInstance | null) => {
    swiperRef.current = swiper;
    setSwiperReady(swiper !== null);
  }, []);

  const autoplayRunning = Boolean(autoplay) && enabled && mounted && !locked && !hovered && !focused && !videoPlaying && !pausedByVisitor && !reducedMotion;
  const { cycle } = useAutoplay({
    running: autoplayRunning,
    delayMs: autoplay?.delayMs ?? 0,
    restartKey: activeIndex,
    onAdvance: () => swiperRef.current?.slideNext(),
  });

  const messages = useMemo(
    () => ({
      slideLabel: intl.formatMessage({ id: 'carousel.slide-label' }, { index: '{{index}}', total: '{{slidesLength}}' }),
      previous: intl.formatMessage({ id: 'carousel.previous' }),
      next: intl.formatMessage({ id: 'carousel.next' }),
      slideRole: intl.formatMessage({ id: 'carousel.slide-roledescription' }),
    }),
    [intl],
  );

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
      data-carousel-ready={!enabled || swiperReady ? 'true' : 'false'}
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
                  {pausedByVisitor ? (
                    <Play size={16} strokeWidth={2} aria-hidden="true" focusable="false" />
                  ) : (
                    <Pause size={16} strokeWidth={2} aria-hidden="true" focusable="false" />
                  )}
                </button>
              ) : null}
              <button type="button" ref={setPrevEl} className={styles.arrow} aria-label={messages.previous} aria-controls={statusId}>
                <Icon value="chevron-left" size={22} />
              </button>
              {showCounter ? (
                <span className={styles.counter} aria-hidden="true">
                  {padCounter(activeIndex + 1)} <span className={styles.counterSep}>/</span> {padCounter(total)}
                </span>
              ) : null}
              <button type="button" ref={setNextEl} className={styles.arrow} aria-label={messages.next} aria-controls={statusId}>
                <Icon value="chevron-right" size={22} />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}

      <div id={statusId} className={styles.viewport}>
        {enabled && mounted && prevEl && nextEl ? (
          <Suspense fallback={<StaticList slides={slides} />}>
            <SwiperCarousel
              slides={slides}
              layout={layout}
              separated={separated}
              step={step}
              prevEl={prevEl}
              nextEl={nextEl}
              messages={messages}
              keyboardActive={focused}
              reducedMotion={reducedMotion}
              onSwiper={onSwiper}
              onIndexChange={setActiveIndex}
              onLockChange={setLocked}
            />
          </Suspense>
        ) : (
          <StaticList slides={slides} />
        )}
      </div>

      {autoplay && enabled && !locked && !reducedMotion ? (
        <div className={styles.progress} aria-hidden="true">
          <span
            key={cycle}
            className={styles.progressFill}
            data-running={autoplayRunning ? 'true' : 'false'}
            data-testid="carousel-progress"
          />
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

/** The server-rendered / disabled form: a plain list laid out like the carousel grid. */
function StaticList({ slides }: { slides: ReadonlyArray<CarouselSlide> }) {
  return (
    <ul className={styles.track}>
      {slides.map((slide) => (
        <li key={slide.key} className={styles.slide}>
          {slide.content}
        </li>
      ))}
    </ul>
  );
}
