/**
 * The one accessible carousel of the block library (spec 001 §2, §4 "Carousels", §9 "Carousel
 * grid"): Swiper, keyboard operable, disabled with fewer than two slides.
 *
 * - Server render: a list (`<ul>`) laid out like the carousel (4/3/2/1/1 columns at
 *   ≥ 1680/1200/768/360 px, gutter 24 px below 992 px, 48 px from it, 0 when `separated` is false),
 *   readable and indexable without JavaScript, and swipeable: it scrolls natively, one slide per snap.
 * - With two slides or more, Swiper (its own chunk, swiperEngine.ts) takes over that same list when
 *   the visitor reaches for the carousel (points at it, touches it, focuses inside it, presses an
 *   arrow or an arrow key) or when its autoplay first advances; a press made before Swiper arrived
 *   is carried out once it has. Swiper brings real `<button>` arrows labelled "Previous
 *   slide"/"Next slide" that wrap around, arrow keys while the focus is inside, drag/swipe,
 *   animation 300 ms (0 with prefers-reduced-motion), slides labelled "Slide 2 of 8", a polite live
 *   region (silent while autoplay runs), an optional `02 / 08` counter.
 * - Fewer than two slides: disabled — no arrows, no drag, just the list.
 * - `autoplay` `{ delayMs, progressMs }`: advances every `delayMs` ms with a progress bar filling
 *   over `progressMs` ms; pauses while hovered or focused, while a video in it plays, with the
 *   pause button, and never runs with prefers-reduced-motion.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Pause, Play } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { Swiper as SwiperInstance } from 'swiper';
import { Icon } from '../Icon';
import { usePlayingVideo } from '../video/playbackEvent';
import { columnsAt, type CarouselLayout } from './carouselLayout';
import { usePrefersReducedMotion } from '../motion';
import { useAutoplay, useHoverFocus } from './useAutoplay';
import styles from './Carousel.module.css';

/** Swiper and its CSS, fetched once for every carousel of the page. */
const loadSwiperEngine = () => import('./swiperEngine');

/** An arrow pressed (or an autoplay step) before Swiper had taken over. */
type PendingMove = 'next' | 'previous';

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
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [swiperLocked, setSwiperLocked] = useState(false);
  const [columnsInView, setColumnsInView] = useState(1);
  const regionRef = useRef<HTMLDivElement>(null);
  const { hovered, focused, handlers: hoverFocus } = useHoverFocus(regionRef);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const videoPlaying = usePlayingVideo(regionRef);
  const [swiperWanted, setSwiperWanted] = useState(false);
  const [swiperReady, setSwiperReady] = useState(false);
  const pendingMove = useRef<PendingMove | null>(null);
  const swiperFailed = useRef(false);
  const touching = useRef(false);

  useEffect(() => setMounted(true), []);

  // Until Swiper runs, the arrows hide when every slide already fits in the window.
  useEffect(() => {
    const measure = () => setColumnsInView(columnsAt(layout, window.innerWidth));
    measure();
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [layout]);
  const locked = swiperReady ? swiperLocked : slides.length <= columnsInView;

  /**
   * Moves now when Swiper runs; otherwise remembers the move and sends for Swiper (without it, after
   * its chunk failed to load, scrolls the list natively by a view).
   */
  const move = useCallback((direction: PendingMove) => {
    const swiper = swiperRef.current;
    if (swiper) {
      if (direction === 'next') swiper.slideNext();
      else swiper.slidePrev();
      return;
    }
    const track = viewportRef.current?.firstElementChild;
    if (swiperFailed.current && track) {
      track.scrollBy({ left: (direction === 'next' ? 1 : -1) * track.clientWidth });
      return;
    }
    pendingMove.current = direction;
    setSwiperWanted(true);
  }, []);

  // Pointing at the carousel or focusing inside it (also before the page's code ran) sends for Swiper.
  useEffect(() => {
    if (hovered || focused) setSwiperWanted(true);
  }, [hovered, focused]);

  const messages = useMemo(
    () => ({
      slideLabel: intl.formatMessage({ id: 'carousel.slide-label' }, { index: '{{index}}', total: '{{slidesLength}}' }),
      previous: intl.formatMessage({ id: 'carousel.previous' }),
      next: intl.formatMessage({ id: 'carousel.next' }),
      slideRole: intl.formatMessage({ id: 'carousel.slide-roledescription' }),
    }),
    [intl],
  );

  useEffect(() => {
    const viewport = viewportRef.current;
    const track = viewport?.firstElementChild as HTMLElement | null;
    if (!enabled || !swiperWanted || !viewport || !track || !prevEl || !nextEl) return undefined;
    let stopped = false;
    let swiper: SwiperInstance | null = null;
    loadSwiperEngine()
      .then(async ({ startCarouselSwiper, whenTrackAtRest }) => {
        await whenTrackAtRest(track, () => touching.current);
        if (stopped) return;
        swiper = startCarouselSwiper(viewport, {
          layout,
          separated,
          step,
          prevEl,
          nextEl,
          disabledClass: styles.arrowDisabled,
          lockClass: styles.arrowLocked,
          messages,
          reducedMotion,
          onIndexChange: setActiveIndex,
          onLockChange: setSwiperLocked,
        });
        swiperRef.current = swiper;
        setSwiperReady(true);
        const focusedSlide = Array.from(track.children).findIndex((slide) => slide.contains(document.activeElement));
        if (focusedSlide > 0) swiper.slideTo(focusedSlide, 0);
        const pending = pendingMove.current;
        pendingMove.current = null;
        if (pending === 'next') swiper.slideNext();
        else if (pending === 'previous') swiper.slidePrev();
      })
      .catch((error: unknown) => {
        // The list still scrolls natively; the arrows scroll it by a view.
        swiperFailed.current = true;
        console.error('The carousel could not load its slider', error);
      });
    return () => {
      stopped = true;
      swiperRef.current = null;
      setSwiperReady(false);
      swiper?.destroy(true, true);
    };
  }, [enabled, swiperWanted, prevEl, nextEl, layout, separated, step, messages, reducedMotion]);

  // A touch sends for Swiper (which waits for the finger to lift); an arrow key pressed before it
  // arrived is carried out once it has.
  useEffect(() => {
    const region = regionRef.current;
    if (!region || !enabled) return undefined;
    const onTouchStart = () => {
      touching.current = true;
      setSwiperWanted(true);
    };
    const onTouchEnd = () => (touching.current = false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (swiperRef.current) return;
      const direction = event.key === 'ArrowRight' ? 'next' : event.key === 'ArrowLeft' ? 'previous' : null;
      if (!direction) return;
      event.preventDefault();
      move(direction);
    };
    region.addEventListener('touchstart', onTouchStart, { passive: true });
    region.addEventListener('touchend', onTouchEnd, { passive: true });
    region.addEventListener('touchcancel', onTouchEnd, { passive: true });
    region.addEventListener('keydown', onKeyDown);
    return () => {
      region.removeEventListener('touchstart', onTouchStart);
      region.removeEventListener('touchend', onTouchEnd);
      region.removeEventListener('touchcancel', onTouchEnd);
      region.removeEventListener('keydown', onKeyDown);
    };
  }, [enabled, move]);

  // Swiper reads the list once: slides added or removed since (the editor's preview) are re-read.
  const slideKeys = slides.map((slide) => slide.key).join('\n');
  useEffect(() => {
    swiperRef.current?.update();
  }, [slideKeys]);

  // Arrow keys move the slides only while the focus is inside this carousel.
  useEffect(() => {
    const keyboard = swiperRef.current?.keyboard;
    if (!keyboard) return;
    if (focused) keyboard.enable();
    else keyboard.disable();
  }, [focused, swiperReady]);

  const autoplayRunning = Boolean(autoplay) && enabled && mounted && !locked && !hovered && !focused && !videoPlaying && !pausedByVisitor && !reducedMotion;
  const { cycle } = useAutoplay({
    running: autoplayRunning,
    delayMs: autoplay?.delayMs ?? 0,
    restartKey: activeIndex,
    onAdvance: () => move('next'),
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
                  {pausedByVisitor ? <Play size={16} strokeWidth={2} aria-hidden="true" focusable="false" /> : <Pause size={16} strokeWidth={2} aria-hidden="true" focusable="false" />}
                </button>
              ) : null}
              <button type="button" ref={setPrevEl} className={styles.arrow} aria-label={messages.previous} aria-controls={statusId} onClick={() => swiperRef.current || move('previous')}>
                <Icon value="chevron-left" size={22} />
              </button>
              {showCounter ? (
                <span className={styles.counter} aria-hidden="true">
                  {padCounter(activeIndex + 1)} <span className={styles.counterSep}>/</span> {padCounter(total)}
                </span>
              ) : null}
              <button type="button" ref={setNextEl} className={styles.arrow} aria-label={messages.next} aria-controls={statusId} onClick={() => swiperRef.current || move('next')}>
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
