/** `testimonial_broker_item` (a repeater item, rendered by its parent): {@link testimonialBrokerItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { testimonialBrokerItemBlockSchema } from './schema';

export const testimonialBrokerItemBlock = defineBlock(testimonialBrokerItemBlockSchema);
