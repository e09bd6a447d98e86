/**
 * `hero_members_search_block` constants (autoplay in ms, member count, overlap in px), free of zod so the block's component does not download its
 * schema. schema.ts re-exports them.
 */

/** Autoplay delay in ms (spec 001 §9). */
export const HERO_MEMBERS_AUTOPLAY_MS = 6000;

/** At most this many members in the hero's carousel (spec 001 §9). */
export const HERO_MEMBERS_MAX = 10;

/** How far the carousel overlaps the hero's foot, in px (spec 001 §9). */
export const HERO_MEMBERS_OVERLAP_PX = 130;
