/** `testimonials_google_block` in the browser: {@link testimonialsGoogleBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { testimonialsGoogleBlockSchema } from './schema';
import { TestimonialsGoogleBlock } from './TestimonialsGoogleBlock';

export const testimonialsGoogleBlock = defineBlock(testimonialsGoogleBlockSchema, TestimonialsGoogleBlock);
