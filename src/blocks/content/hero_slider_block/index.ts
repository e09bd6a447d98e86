/** `hero_slider_block` in the browser: {@link heroSliderBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { HeroSliderBlock } from './HeroSliderBlock';
import { heroSliderBlockSchema } from './schema';

export const heroSliderBlock = defineBlock(heroSliderBlockSchema, HeroSliderBlock);
