/** `hero_content_block_2` in the browser: {@link heroContentBlock2Schema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { HeroContentBlock2 } from './HeroContentBlock2';
import { heroContentBlock2Schema } from './schema';

export const heroContentBlock2 = defineBlock(heroContentBlock2Schema, HeroContentBlock2);
