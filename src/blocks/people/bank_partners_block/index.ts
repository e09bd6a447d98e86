/** `bank_partners_block` in the browser: {@link bankPartnersBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { BankPartnersBlock } from './BankPartnersBlock';
import { bankPartnersBlockSchema } from './schema';

export const bankPartnersBlock = defineBlock(bankPartnersBlockSchema, BankPartnersBlock);
