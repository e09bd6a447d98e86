/** `categories_slider_block` in the browser: {@link categoriesSliderBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { CategoriesSliderBlock } from './CategoriesSliderBlock';
import { categoriesSliderBlockSchema } from './schema';

export const categoriesSliderBlock = defineBlock(categoriesSliderBlockSchema, CategoriesSliderBlock);
