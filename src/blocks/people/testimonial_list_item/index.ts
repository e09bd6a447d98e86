/** `testimonial_list_item` (a repeater item, rendered by its parent): {@link testimonialListItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { testimonialListItemBlockSchema } from './schema';

export const testimonialListItemBlock = defineBlock(testimonialListItemBlockSchema);
