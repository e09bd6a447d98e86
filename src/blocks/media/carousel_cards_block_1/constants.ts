/**
 * `carousel_cards_block_1` constants (slide step), free of zod so the block's component does not download its
 * schema. schema.ts re-exports them.
 */

/** Cards moved per arrow press (spec 001 §9), capped by the carousel at the cards in view. */
export const CAROUSEL_CARDS_STEP = 3;
