/**
 * `medias_carousel_block` constants (autoplay in ms), free of zod so the block's component does not download its
 * schema. schema.ts re-exports them.
 */

/** Time on each slide (ms) before the carousel moves on (spec 001 §9). */
export const MEDIAS_CAROUSEL_AUTOPLAY_MS = 6000;
