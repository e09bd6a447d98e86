/** `testimonials_slider_block` in the browser: {@link testimonialsSliderBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { testimonialsSliderBlockSchema } from './schema';
import { TestimonialsSliderBlock } from './TestimonialsSliderBlock';

export const testimonialsSliderBlock = defineBlock(testimonialsSliderBlockSchema, TestimonialsSliderBlock);
