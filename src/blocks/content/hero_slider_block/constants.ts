/**
 * `hero_slider_block` constants (autoplay and transition in ms), free of zod so the block's component does not download its
 * schema. schema.ts re-exports them.
 */

/** Time each slide stays before the next one (ms, spec 001 §9). */
export const HERO_SLIDER_AUTOPLAY_MS = 8000;

/** Cross-fade between two slides (ms, spec 001 §9); 0 with prefers-reduced-motion. */
export const HERO_SLIDER_TRANSITION_MS = 500;
