/** `multi_redirect_icon_item` (a repeater item, rendered by its parent): {@link multiRedirectIconItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { multiRedirectIconItemBlockSchema } from './schema';

export const multiRedirectIconItemBlock = defineBlock(multiRedirectIconItemBlockSchema);
