/** `bank_partner_item` (a repeater item, rendered by its parent): {@link bankPartnerItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { bankPartnerItemBlockSchema } from './schema';

export const bankPartnerItemBlock = defineBlock(bankPartnerItemBlockSchema);
