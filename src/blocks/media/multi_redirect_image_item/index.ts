/** `multi_redirect_image_item` (a repeater item, rendered by its parent): {@link multiRedirectImageItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { multiRedirectImageItemBlockSchema } from './schema';

export const multiRedirectImageItemBlock = defineBlock(multiRedirectImageItemBlockSchema);
