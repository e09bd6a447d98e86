/**
 * `hero_landing_page_block` constants (form overlap in px), free of zod so the block's component does not download its
 * schema. schema.ts re-exports them.
 */

/** Overlap of the form card below the media on small screens (px, spec 000 §9). */
export const LANDING_OVERLAP_SMALL_PX = 64;

/** Largest overlap on wide screens (px). */
export const LANDING_OVERLAP_MAX_PX = 128;

/** An overlap of this many px or fewer is dropped (px). */
export const LANDING_OVERLAP_MIN_PX = 40;
