/** `hero_content_block_1` in the browser: {@link heroContentBlock1Schema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { HeroContentBlock1 } from './HeroContentBlock1';
import { heroContentBlock1Schema } from './schema';

export const heroContentBlock1 = defineBlock(heroContentBlock1Schema, HeroContentBlock1);
