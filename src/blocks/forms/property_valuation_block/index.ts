/** `property_valuation_block` in the browser: {@link propertyValuationBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { PropertyValuationBlock } from './PropertyValuationBlock';
import { propertyValuationBlockSchema } from './schema';

export const propertyValuationBlock = defineBlock(propertyValuationBlockSchema, PropertyValuationBlock);
