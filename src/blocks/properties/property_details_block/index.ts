/** `property_details_block` in the browser: {@link propertyDetailsBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { PropertyDetailsBlock } from './PropertyDetailsBlock';
import { propertyDetailsBlockSchema } from './schema';

export const propertyDetailsBlock = defineBlock(propertyDetailsBlockSchema, PropertyDetailsBlock);
