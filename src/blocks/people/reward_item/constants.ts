/**
 * `reward_item` constants (award identifiers, badge image URL), free of zod so the block's component does not download its
 * schema. schema.ts re-exports them.
 */

/** The award identifiers of spec 001 §3, verbatim. */
export const REWARD_IDENTS = [
  '100-perct',
  '100-perct-or',
  'cercle-legendes',
  'chariman',
  'diamant',
  'luminary-distinction',
  'paramount-off-excellence',
  'pinacle',
  'platine',
  'pretige',
  'reussite-carriere',
  'select',
  'temple-renomee',
  'titan',
] as const;
export type RewardIdent = (typeof REWARD_IDENTS)[number];

/** URL of the badge image of an award (public/rewards). */
export function rewardBadgeUrl(ident: RewardIdent): string {
  return `/rewards/${ident}.svg`;
}
