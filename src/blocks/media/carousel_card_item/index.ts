/** `carousel_card_item` (a repeater item, rendered by its parent): {@link carouselCardItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { carouselCardItemBlockSchema } from './schema';

export const carouselCardItemBlock = defineBlock(carouselCardItemBlockSchema);
