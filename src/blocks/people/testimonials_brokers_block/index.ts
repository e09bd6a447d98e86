/** `testimonials_brokers_block` in the browser: {@link testimonialsBrokersBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { testimonialsBrokersBlockSchema } from './schema';
import { TestimonialsBrokersBlock } from './TestimonialsBrokersBlock';

export const testimonialsBrokersBlock = defineBlock(testimonialsBrokersBlockSchema, TestimonialsBrokersBlock);
