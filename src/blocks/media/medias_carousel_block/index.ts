/** `medias_carousel_block` in the browser: {@link mediasCarouselBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { MediasCarouselBlock } from './MediasCarouselBlock';
import { mediasCarouselBlockSchema } from './schema';

export const mediasCarouselBlock = defineBlock(mediasCarouselBlockSchema, MediasCarouselBlock);
