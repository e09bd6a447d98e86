/** `testimonials_list_block` in the browser: {@link testimonialsListBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { testimonialsListBlockSchema } from './schema';
import { TestimonialsListBlock } from './TestimonialsListBlock';

export const testimonialsListBlock = defineBlock(testimonialsListBlockSchema, TestimonialsListBlock);
