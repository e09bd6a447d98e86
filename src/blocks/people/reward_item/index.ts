/** `reward_item` (a repeater item, rendered by its parent): {@link rewardItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { rewardItemBlockSchema } from './schema';

export const rewardItemBlock = defineBlock(rewardItemBlockSchema);
