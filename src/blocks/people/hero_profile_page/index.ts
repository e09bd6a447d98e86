/** `hero_profile_page` in the browser: {@link heroProfilePageBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { HeroProfilePage } from './HeroProfilePage';
import { heroProfilePageBlockSchema } from './schema';

export const heroProfilePageBlock = defineBlock(heroProfilePageBlockSchema, HeroProfilePage);
