/** `partner_item` (a repeater item, rendered by its parent): {@link partnerItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { partnerItemBlockSchema } from './schema';

export const partnerItemBlock = defineBlock(partnerItemBlockSchema);
