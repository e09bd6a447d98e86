/** `cta_item` in the browser: {@link ctaItemBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { CtaItem } from './CtaItem';
import { ctaItemBlockSchema } from './schema';

export const ctaItemBlock = defineBlock(ctaItemBlockSchema, CtaItem);
