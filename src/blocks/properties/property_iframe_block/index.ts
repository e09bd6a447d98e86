/** `property_iframe_block` in the browser: {@link propertyIframeBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { PropertyIframeBlock } from './PropertyIframeBlock';
import { propertyIframeBlockSchema } from './schema';

export const propertyIframeBlock = defineBlock(propertyIframeBlockSchema, PropertyIframeBlock);
