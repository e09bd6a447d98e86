/**
 * `team_members_block` constants (text clamp lines), free of zod so the block's component does not download its
 * schema. schema.ts re-exports them.
 */

/** Lines of a member's description on its card (spec 001 §9 "team text clamp 5 or 7 lines"). */
export const TEAM_TEXT_CLAMP_LINES = 5;

/** Lines from the widest breakpoint (xxxxl, ≥ 1920 px; spec 000 §9). */
export const TEAM_TEXT_CLAMP_LINES_WIDEST = 7;
