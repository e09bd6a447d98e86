/** `member_cards_block` in the browser: {@link memberCardsBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { MemberCardsBlock } from './MemberCardsBlock';
import { memberCardsBlockSchema } from './schema';

export const memberCardsBlock = defineBlock(memberCardsBlockSchema, MemberCardsBlock);
