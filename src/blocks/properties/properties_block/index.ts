/** `properties_block` in the browser: {@link propertiesBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { PropertiesBlock } from './PropertiesBlock';
import { propertiesBlockSchema } from './schema';

export const propertiesBlock = defineBlock(propertiesBlockSchema, PropertiesBlock);
