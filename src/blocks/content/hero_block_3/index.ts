/** `hero_block_3` in the browser: {@link heroBlock3Schema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { HeroBlock3 } from './HeroBlock3';
import { heroBlock3Schema } from './schema';

export const heroBlock3 = defineBlock(heroBlock3Schema, HeroBlock3);
