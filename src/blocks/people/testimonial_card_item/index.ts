/** `testimonial_card_item` (a repeater item, rendered by its parent): {@link testimonialCardItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { testimonialCardItemBlockSchema } from './schema';

export const testimonialCardItemBlock = defineBlock(testimonialCardItemBlockSchema);
