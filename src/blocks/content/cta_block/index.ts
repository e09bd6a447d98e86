/** `cta_block` in the browser: {@link ctaBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { CtaBlock } from './CtaBlock';
import { ctaBlockSchema } from './schema';

export const ctaBlock = defineBlock(ctaBlockSchema, CtaBlock);
