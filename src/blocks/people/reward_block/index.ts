/** `reward_block` in the browser: {@link rewardBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { RewardBlock } from './RewardBlock';
import { rewardBlockSchema } from './schema';

export const rewardBlock = defineBlock(rewardBlockSchema, RewardBlock);
