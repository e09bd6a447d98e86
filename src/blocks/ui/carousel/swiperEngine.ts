/**
 * The Swiper half of {@link Carousel} (spec 001 §4 "Carousels", §9 "Carousel grid"), loaded with
 * `import()` when a visitor reaches for a carousel of two slides or more (points at it, touches it,
 * focuses it, presses an arrow) or when its autoplay first advances. Swiper and its CSS live in this
 * chunk only.
 *
 * Swiper's core takes over the list the server drew, in place: the slides React rendered stay
 * mounted (a focused link keeps its focus), Swiper adds its classes, widths and transforms. Modules:
 * Navigation (the carousel's own arrow buttons, wrap-around via `rewind`), Keyboard (arrow keys,
 * enabled by the wrapper only while the focus is inside) and A11y (each slide a list item labelled
 * "Slide 2 of 8", a slide whose content gets the focus is scrolled into view).
 */
import Swiper from 'swiper';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/a11y';
import { CAROUSEL_SPEED_MS, swiperBreakpoints, type CarouselLayout } from './carouselLayout';

export interface CarouselSwiperOptions {
  layout: CarouselLayout;
  separated: boolean;
  /** Slides moved per arrow press. */
  step: number;
  /** The wrapper's previous/next buttons (Navigation module). */
  prevEl: HTMLElement;
  nextEl: HTMLElement;
  /** Classes Swiper puts on an arrow that cannot move, and on both when every slide is in view. */
  disabledClass: string;
  lockClass: string;
  /** A11y texts: slide label with `{{index}}`/`{{slidesLength}}`, arrows, slide role description. */
  messages: { slideLabel: string; previous: string; next: string; slideRole: string };
  /** No slide animation (prefers-reduced-motion). */
  reducedMotion: boolean;
  /** The first visible slide's index changed (0-based). */
  onIndexChange: (index: number) => void;
  /** Every slide fits in view (true) or no longer does: the wrapper hides its arrows. */
  onLockChange: (locked: boolean) => void;
}

/**
 * Starts Swiper on `viewport`, the carousel's container, whose child `.swiper-wrapper` list holds
 * the `.swiper-slide` items. The slide the visitor had scrolled to natively (before Swiper) stays the
 * first in view. @returns the instance; `destroy(true, true)` gives the list back as it was
 */
export function startCarouselSwiper(viewport: HTMLElement, options: CarouselSwiperOptions): Swiper {
  const { messages } = options;
  const initialSlide = nativelyScrolledSlide(viewport.querySelector<HTMLElement>('.swiper-wrapper'));
  const swiper = new Swiper(viewport, {
    modules: [Navigation, Keyboard, A11y],
    speed: options.reducedMotion ? 0 : CAROUSEL_SPEED_MS,
    rewind: true,
    watchOverflow: true,
    initialSlide,
    breakpoints: swiperBreakpoints(options.layout, options.separated, options.step),
    navigation: { prevEl: options.prevEl, nextEl: options.nextEl, disabledClass: options.disabledClass, lockClass: options.lockClass },
    keyboard: { enabled: false, onlyInViewport: true, pageUpDown: false },
    a11y: {
      enabled: true,
      slideLabelMessage: messages.slideLabel,
      prevSlideMessage: messages.previous,
      nextSlideMessage: messages.next,
      firstSlideMessage: messages.previous,
      lastSlideMessage: messages.next,
      itemRoleDescriptionMessage: messages.slideRole,
      slideRole: 'listitem',
    },
    on: {
      slideChange: (instance) => options.onIndexChange(instance.activeIndex),
      lock: () => options.onLockChange(true),
      unlock: () => options.onLockChange(false),
    },
  });
  options.onLockChange(Boolean(swiper.isLocked));
  options.onIndexChange(swiper.activeIndex);
  return swiper;
}

/**
 * The slide a visitor swiped to in the server's list (it scrolls natively until Swiper runs), and
 * that list's scroll put back to its start, where Swiper's transforms take over. 0 when unscrolled.
 */
function nativelyScrolledSlide(track: HTMLElement | null): number {
  if (!track || track.scrollLeft <= 0) return 0;
  const [first, second] = Array.from(track.children) as HTMLElement[];
  const stride = second ? second.offsetLeft - first.offsetLeft : 0;
  const index = stride > 0 ? Math.round(track.scrollLeft / stride) : 0;
  track.scrollLeft = 0;
  return index;
}

/**
 * Resolves once the visitor's finger has left the list (`isTouching` false) and its native scroll has
 * settled (no scroll event for 120 ms), so Swiper never starts in the middle of a swipe.
 */
export function whenTrackAtRest(track: HTMLElement, isTouching: () => boolean): Promise<void> {
  const QUIET_MS = 120;
  return new Promise((resolve) => {
    let scrolled = false;
    const onScroll = () => (scrolled = true);
    track.addEventListener('scroll', onScroll, { passive: true });
    const check = () => {
      if (scrolled || isTouching()) {
        scrolled = false;
        setTimeout(check, QUIET_MS);
        return;
      }
      track.removeEventListener('scroll', onScroll);
      resolve();
    };
    if (isTouching()) setTimeout(check, QUIET_MS);
    else check();
  });
}
