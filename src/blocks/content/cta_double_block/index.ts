/** `cta_double_block` in the browser: {@link ctaDoubleBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { CtaDoubleBlock } from './CtaDoubleBlock';
import { ctaDoubleBlockSchema } from './schema';

export const ctaDoubleBlock = defineBlock(ctaDoubleBlockSchema, CtaDoubleBlock);
