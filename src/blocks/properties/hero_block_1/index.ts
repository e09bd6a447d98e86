/** `hero_block_1` in the browser: {@link heroBlock1Schema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { HeroBlock1 } from './HeroBlock1';
import { heroBlock1Schema } from './schema';

export const heroBlock1 = defineBlock(heroBlock1Schema, HeroBlock1);
