/** `hero_slider_item` in the browser: {@link heroSliderItemBlockSchema}; `hero_slider_block` renders it. */
import { defineBlock } from '../../defineBlock';
import { heroSliderItemBlockSchema } from './schema';

export const heroSliderItemBlock = defineBlock(heroSliderItemBlockSchema);
