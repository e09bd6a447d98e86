/**
 * `testimonials_slider_block` constants (clamp lines), free of zod so the block's component does not download its
 * schema. schema.ts re-exports them.
 */

/** Lines of a card testimony shown before "Read the full testimony" (spec 001 §9). */
export const CARD_TESTIMONY_CLAMP_LINES = 10;
