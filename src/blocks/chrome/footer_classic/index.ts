/** `footer_classic` in the browser: {@link footerClassicBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { FooterClassic } from './FooterClassic';
import { footerClassicBlockSchema } from './schema';

export const footerClassicBlock = defineBlock(footerClassicBlockSchema, FooterClassic);
