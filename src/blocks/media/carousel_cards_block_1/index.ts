/** `carousel_cards_block_1` in the browser: {@link carouselCardsBlock1Schema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { CarouselCardsBlock1 } from './CarouselCardsBlock1';
import { carouselCardsBlock1Schema } from './schema';

export const carouselCardsBlock1 = defineBlock(carouselCardsBlock1Schema, CarouselCardsBlock1);
