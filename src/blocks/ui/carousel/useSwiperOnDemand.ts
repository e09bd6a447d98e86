/**
 * Swiper for one {@link Carousel}, sent for when the visitor reaches for it (spec 001 §4
 * "Carousels"): the chunk (swiperEngine.ts) loads once `wanted` turns true or a move is asked for,
 * then Swiper takes over the list the server drew in `viewport`, in place, once a touch has lifted
 * and the list's native scroll has settled.
 *
 * - A touch on the region sends for it; an arrow key pressed before it arrived, like an arrow or an
 *   autoplay step (`move`), is carried out once it has.
 * - A slide focused meanwhile is brought into view.
 * - Its chunk failing to load leaves the list, which the arrows then scroll natively by a view.
 * - Slides added or removed later (the editor's preview) are re-read; arrow keys move the slides
 *   only while `focused`.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { CarouselSwiperOptions } from './swiperEngine';

/** Swiper and its CSS, fetched once for every carousel of the page. */
const loadSwiperEngine = () => import('./swiperEngine');

/** A move asked for by an arrow, an arrow key or the autoplay. */
export type CarouselMove = 'next' | 'previous';

export interface SwiperOnDemandOptions extends Omit<CarouselSwiperOptions, 'prevEl' | 'nextEl' | 'onIndexChange' | 'onLockChange'> {
  /** False with fewer than two slides: no Swiper ever. */
  enabled: boolean;
  /** The carousel's region (touches and arrow keys are heard there). */
  region: RefObject<HTMLElement | null>;
  /** Swiper's container, whose first child is the server's list. */
  viewport: RefObject<HTMLElement | null>;
  /** The carousel's arrow buttons, once mounted. */
  prevEl: HTMLElement | null;
  nextEl: HTMLElement | null;
  /** Sends for Swiper (the visitor points at the carousel or focuses inside it). */
  wanted: boolean;
  /** The focus is inside the carousel. */
  focused: boolean;
  /** The slides' keys, in order. */
  slideKeys: readonly string[];
}

export interface SwiperOnDemand {
  /** Swiper runs. */
  ready: boolean;
  /** Swiper finds every slide in view (its arrows are of no use). */
  locked: boolean;
  /** The first visible slide's index (0-based). */
  activeIndex: number;
  /** Moves one step now, or once Swiper has arrived. */
  move: (direction: CarouselMove) => void;
  /** An arrow pressed: Swiper's own buttons handle it once it runs; before, it is a {@link move}. */
  arrowPressed: (direction: CarouselMove) => void;
}

/** Loads and runs Swiper for one carousel; see the file docstring. */
export function useSwiperOnDemand({ enabled, region, viewport, prevEl, nextEl, wanted, focused, slideKeys, ...swiperOptions }: SwiperOnDemandOptions): SwiperOnDemand {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [sentFor, setSentFor] = useState(false);
  const [ready, setReady] = useState(false);
  const [locked, setLocked] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const pendingMove = useRef<CarouselMove | null>(null);
  const failed = useRef(false);
  const touching = useRef(false);
  const { layout, separated, step, disabledClass, lockClass, messages, reducedMotion } = swiperOptions;

  useEffect(() => {
    if (wanted) setSentFor(true);
  }, [wanted]);

  const move = useCallback(
    (direction: CarouselMove) => {
      const swiper = swiperRef.current;
      if (swiper) {
        if (direction === 'next') swiper.slideNext();
        else swiper.slidePrev();
        return;
      }
      const track = viewport.current?.firstElementChild;
      if (failed.current && track) {
        track.scrollBy({ left: (direction === 'next' ? 1 : -1) * track.clientWidth });
        return;
      }
      pendingMove.current = direction;
      setSentFor(true);
    },
    [viewport],
  );

  const arrowPressed = useCallback(
    (direction: CarouselMove) => {
      if (!swiperRef.current) move(direction);
    },
    [move],
  );

  useEffect(() => {
    const container = viewport.current;
    const track = container?.firstElementChild as HTMLElement | null;
    if (!enabled || !sentFor || !container || !track || !prevEl || !nextEl) return undefined;
    let stopped = false;
    let swiper: SwiperInstance | null = null;
    loadSwiperEngine()
      .then(async ({ startCarouselSwiper, whenTrackAtRest }) => {
        await whenTrackAtRest(track, () => touching.current);
        if (stopped) return;
        swiper = startCarouselSwiper(container, {
          layout,
          separated,
          step,
          prevEl,
          nextEl,
          disabledClass,
          lockClass,
          messages,
          reducedMotion,
          onIndexChange: setActiveIndex,
          onLockChange: setLocked,
        });
        swiperRef.current = swiper;
        setReady(true);
        const focusedSlide = Array.from(track.children).findIndex((slide) => slide.contains(document.activeElement));
        if (focusedSlide > 0) swiper.slideTo(focusedSlide, 0);
        const pending = pendingMove.current;
        pendingMove.current = null;
        if (pending === 'next') swiper.slideNext();
        else if (pending === 'previous') swiper.slidePrev();
      })
      .catch((error: unknown) => {
        // The list still scrolls natively; the arrows scroll it by a view.
        failed.current = true;
        console.error('The carousel could not load its slider', error);
      });
    return () => {
      stopped = true;
      swiperRef.current = null;
      setReady(false);
      swiper?.destroy(true, true);
    };
  }, [enabled, sentFor, viewport, prevEl, nextEl, layout, separated, step, disabledClass, lockClass, messages, reducedMotion]);

  // Native listeners: a touch is passive, and the region is no interactive element of React's.
  useEffect(() => {
    const element = region.current;
    if (!element || !enabled) return undefined;
    const onTouchStart = () => {
      touching.current = true;
      setSentFor(true);
    };
    const onTouchEnd = () => (touching.current = false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (swiperRef.current) return;
      const direction = event.key === 'ArrowRight' ? 'next' : event.key === 'ArrowLeft' ? 'previous' : null;
      if (!direction) return;
      event.preventDefault();
      move(direction);
    };
    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchend', onTouchEnd, { passive: true });
    element.addEventListener('touchcancel', onTouchEnd, { passive: true });
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', onTouchEnd);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [region, enabled, move]);

  const slideList = slideKeys.join('\n');
  useEffect(() => {
    swiperRef.current?.update();
  }, [slideList]);

  useEffect(() => {
    const keyboard = swiperRef.current?.keyboard;
    if (!keyboard) return;
    if (focused) keyboard.enable();
    else keyboard.disable();
  }, [focused, ready]);

  return { ready, locked, activeIndex, move, arrowPressed };
}
