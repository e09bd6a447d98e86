/** `hero_landing_page_block` in the browser: {@link heroLandingPageBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { HeroLandingPageBlock } from './HeroLandingPageBlock';
import { heroLandingPageBlockSchema } from './schema';

export const heroLandingPageBlock = defineBlock(heroLandingPageBlockSchema, HeroLandingPageBlock);
