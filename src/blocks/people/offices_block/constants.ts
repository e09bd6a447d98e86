/**
 * `offices_block` constants (offices shown at first), free of zod so the block's component does not download its
 * schema. schema.ts re-exports them.
 */

/** Offices shown before "show all" (spec 001 §9). */
export const OFFICES_INITIAL = 9;
