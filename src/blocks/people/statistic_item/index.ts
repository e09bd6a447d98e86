/** `statistic_item` (a repeater item, rendered by its parent): {@link statisticItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { statisticItemBlockSchema } from './schema';

export const statisticItemBlock = defineBlock(statisticItemBlockSchema);
