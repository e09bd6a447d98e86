/**
 * `reward_item` constants (award identifiers, badge image URL), free of zod so the block's component does not download its
 * schema. schema.ts re-exports them.
 */

import { REWARD_IDENTS } from '../../../schema/directoryValues';

export { REWARD_IDENTS };
export type RewardIdent = (typeof REWARD_IDENTS)[number];

/** URL of the badge image of an award (public/rewards). */
export function rewardBadgeUrl(ident: RewardIdent): string {
  return `/rewards/${ident}.svg`;
}
