/** `multi_redirect_numbered_item` (a repeater item, rendered by its parent): {@link multiRedirectNumberedItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { multiRedirectNumberedItemBlockSchema } from './schema';

export const multiRedirectNumberedItemBlock = defineBlock(multiRedirectNumberedItemBlockSchema);
