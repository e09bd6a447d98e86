/**
 * The Swiper half of {@link Carousel} (spec 001 §4 "Carousels", §9 "Carousel grid"): loaded with
 * `import()` only by carousels that have at least two slides, so Swiper and its CSS live in this
 * chunk and never in the main public bundle.
 *
 * Modules: Navigation (the carousel's own arrow buttons, wrap-around via `rewind`), Keyboard
 * (arrow keys; enabled only while the focus is inside this carousel so arrow keys never move
 * every carousel of the page nor scroll-jack PageUp/PageDown) and A11y (each slide a group labelled
 * "Slide 2 of 8" / "Diapositive 2 sur 8", scrolls to a slide whose content gets the focus).
 * Autoplay is driven by the wrapper (useAutoplay) so it can pause on hover/focus and reduced motion.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import { CAROUSEL_SPEED_MS, swiperBreakpoints, type CarouselLayout } from './carouselLayout';
import styles from './Carousel.module.css';

export interface SwiperCarouselProps {
  slides: ReadonlyArray<{ key: string; content: ReactNode }>;
  layout: CarouselLayout;
  separated: boolean;
  step: number;
  /** The wrapper's previous/next buttons (Navigation module). */
  prevEl: HTMLElement;
  nextEl: HTMLElement;
  /** A11y texts: slide label with `{{index}}`/`{{slidesLength}}`, arrows, slide role description. */
  messages: { slideLabel: string; previous: string; next: string; slideRole: string };
  /** True while the focus is inside the carousel: the Keyboard module listens only then. */
  keyboardActive: boolean;
  /** No slide animation (prefers-reduced-motion). */
  reducedMotion: boolean;
  onSwiper: (swiper: SwiperInstance | null) => void;
  /** The first visible slide's index changed (0-based). */
  onIndexChange: (index: number) => void;
  /** Swiper locked (all slides fit in view): the wrapper hides its arrows. */
  onLockChange: (locked: boolean) => void;
}

/** Swiper carousel; default export for `import()`. */
export default function SwiperCarousel({
  slides,
  layout,
  separated,
  step,
  prevEl,
  nextEl,
  messages,
  keyboardActive,
  reducedMotion,
  onSwiper,
  onIndexChange,
  onLockChange,
}: SwiperCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const breakpoints = useMemo(() => swiperBreakpoints(layout, separated, step), [layout, separated, step]);

  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.keyboard) return;
    if (keyboardActive) swiper.keyboard.enable();
    else swiper.keyboard.disable();
  }, [swiper, keyboardActive]);

  useEffect(() => () => onSwiper(null), [onSwiper]);

  return (
    <Swiper
      className={styles.swiper}
      modules={[Navigation, Keyboard, A11y]}
      speed={reducedMotion ? 0 : CAROUSEL_SPEED_MS}
      rewind
      watchOverflow
      breakpoints={breakpoints}
      navigation={{ prevEl, nextEl, disabledClass: styles.arrowDisabled, lockClass: styles.arrowLocked }}
      keyboard={{ enabled: false, onlyInViewport: true, pageUpDown: false }}
      a11y={{
        enabled: true,
        slideLabelMessage: messages.slideLabel,
        prevSlideMessage: messages.previous,
        nextSlideMessage: messages.next,
        firstSlideMessage: messages.previous,
        lastSlideMessage: messages.next,
        itemRoleDescriptionMessage: messages.slideRole,
        slideRole: 'group',
      }}
      onSwiper={(instance) => {
        setSwiper(instance);
        onSwiper(instance);
        onLockChange(Boolean(instance.isLocked));
      }}
      onSlideChange={(instance) => onIndexChange(instance.activeIndex)}
      onLock={() => onLockChange(true)}
      onUnlock={() => onLockChange(false)}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} className={styles.swiperSlide}>
          {slide.content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
