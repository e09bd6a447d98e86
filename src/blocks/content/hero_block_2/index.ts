/** `hero_block_2` in the browser: {@link heroBlock2Schema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { HeroBlock2 } from './HeroBlock2';
import { heroBlock2Schema } from './schema';

export const heroBlock2 = defineBlock(heroBlock2Schema, HeroBlock2);
