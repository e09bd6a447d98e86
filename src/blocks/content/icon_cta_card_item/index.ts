/** `icon_cta_card_item` in the browser: {@link iconCtaCardItemBlockSchema}; its parent renders it. */
import { defineBlock } from '../../defineBlock';
import { iconCtaCardItemBlockSchema } from './schema';

export const iconCtaCardItemBlock = defineBlock(iconCtaCardItemBlockSchema);
