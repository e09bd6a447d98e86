import { fireEvent } from '@testing-library/react';
// Swiper's chunk, loaded with the test file (its first transform takes seconds on a busy machine):
// a carousel sending for it then gets it at once, as a browser holding it in its cache.
import './swiperEngine';

/**
 * Test-only helpers for components that contain a {@link Carousel} (jsdom has neither matchMedia nor
 * layout). The app never imports this file.
 */

/** Installs a matchMedia for a `width` px window (default 1024) and the reduced-motion preference. */
export function stubMatchMedia(reducedMotion = false, width = 1024): void {
  window.matchMedia = ((query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    const matches = minWidth ? Number(minWidth[1]) <= width : query.includes('reduce') ? reducedMotion : false;
    return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} };
  }) as unknown as typeof window.matchMedia;
}

const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;

/** Gives every element a layout width (px) so Swiper can compute its slides; returns the undo. */
export function stubLayoutWidth(width = 1024): () => void {
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => width });
  return () => Object.defineProperty(Element.prototype, 'clientWidth', clientWidth);
}

/**
 * The visitor's pointer passes over a carousel region: Swiper is sent for (it takes over the
 * server's list when the visitor reaches for the carousel). Await a labelled slide afterwards.
 */
export function pointAtCarousel(region: HTMLElement): void {
  fireEvent.mouseEnter(region);
  fireEvent.mouseLeave(region);
}
