/** `statistics_block` in the browser: {@link statisticsBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { statisticsBlockSchema } from './schema';
import { StatisticsBlock } from './StatisticsBlock';

export const statisticsBlock = defineBlock(statisticsBlockSchema, StatisticsBlock);
