/**
 * `members_carousel_block` constants (autoplay in ms, thumbnail width in px), free of zod so the block's component does not download its
 * schema. schema.ts re-exports them.
 */

/** Autoplay delay in ms (spec 001 §9). */
export const MEMBERS_CAROUSEL_AUTOPLAY_MS = 5000;

/** Portrait thumbnail width in px (spec 001 §9). */
export const MEMBERS_CAROUSEL_THUMBNAIL_PX = 80;
