/** `member_card_item` in the browser: {@link memberCardItemBlockSchema}; `member_cards_block` renders it. */
import { defineBlock } from '../../defineBlock';
import { memberCardItemBlockSchema } from './schema';

export const memberCardItemBlock = defineBlock(memberCardItemBlockSchema);
