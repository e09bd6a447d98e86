/** `properties_slider_block` in the browser: {@link propertiesSliderBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { PropertiesSliderBlock } from './PropertiesSliderBlock';
import { propertiesSliderBlockSchema } from './schema';

export const propertiesSliderBlock = defineBlock(propertiesSliderBlockSchema, PropertiesSliderBlock);
