/** `members_carousel_block` in the browser: {@link membersCarouselBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { MembersCarouselBlock } from './MembersCarouselBlock';
import { membersCarouselBlockSchema } from './schema';

export const membersCarouselBlock = defineBlock(membersCarouselBlockSchema, MembersCarouselBlock);
