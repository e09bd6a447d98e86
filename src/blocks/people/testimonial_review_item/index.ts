/** `testimonial_review_item` (a repeater item, rendered by its parent): {@link testimonialReviewItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { testimonialReviewItemBlockSchema } from './schema';

export const testimonialReviewItemBlock = defineBlock(testimonialReviewItemBlockSchema);
