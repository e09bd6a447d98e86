/**
 * `member_cards_block` constants (page sizes, load-more margin and re-arm delay in ms), free of zod so the block's component does not download its
 * schema. schema.ts re-exports them.
 */

/** Cards per page by width (spec 001 §9): 16 at XXL (≥ 1440 px) and up, 12 large (≥ 992 px), 8 medium (≥ 768 px), 6 below. */
export const MEMBER_CARDS_PER_PAGE = { xxl: 16, lg: 12, md: 8, xs: 6 } as const;

/** Load-more trigger: root margin (spec 001 §9 "Load-more margin 25%") and re-arm delay in ms. */
export const LOAD_MORE_MARGIN = '25%';

export const LOAD_MORE_REARM_MS = 1000;
