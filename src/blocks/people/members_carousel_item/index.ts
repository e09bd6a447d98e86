/** `members_carousel_item` (a repeater item, rendered by its parent): {@link membersCarouselItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { membersCarouselItemBlockSchema } from './schema';

export const membersCarouselItemBlock = defineBlock(membersCarouselItemBlockSchema);
