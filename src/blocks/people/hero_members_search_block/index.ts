/** `hero_members_search_block` in the browser: {@link heroMembersSearchBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { HeroMembersSearchBlock } from './HeroMembersSearchBlock';
import { heroMembersSearchBlockSchema } from './schema';

export const heroMembersSearchBlock = defineBlock(heroMembersSearchBlockSchema, HeroMembersSearchBlock);
