/** `sold_properties_block` in the browser: {@link soldPropertiesBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { SoldPropertiesBlock } from './SoldPropertiesBlock';
import { soldPropertiesBlockSchema } from './schema';

export const soldPropertiesBlock = defineBlock(soldPropertiesBlockSchema, SoldPropertiesBlock);
