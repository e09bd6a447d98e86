/** `multi_redirect_vertical_item` (a repeater item, rendered by its parent): {@link multiRedirectVerticalItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { multiRedirectVerticalItemBlockSchema } from './schema';

export const multiRedirectVerticalItemBlock = defineBlock(multiRedirectVerticalItemBlockSchema);
