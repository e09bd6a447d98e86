/**
 * `testimonials_brokers_block` constants (autoplay in ms, clamp lines), free of zod so the block's component does not download its
 * schema. schema.ts re-exports them.
 */

/** Autoplay delay of the brokers testimonials carousel (ms, spec 001 §9). */
export const BROKERS_TESTIMONIALS_AUTOPLAY_MS = 5000;

/** Lines of a testimony shown before "Read the full testimony" (spec 001 §9). */
export const BROKERS_TESTIMONY_CLAMP_LINES = 7;
