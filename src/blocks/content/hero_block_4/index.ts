/** `hero_block_4` in the browser: {@link heroBlock4Schema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { HeroBlock4 } from './HeroBlock4';
import { heroBlock4Schema } from './schema';

export const heroBlock4 = defineBlock(heroBlock4Schema, HeroBlock4);
