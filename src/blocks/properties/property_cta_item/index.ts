/** `property_cta_item` in the browser: {@link propertyCtaItemBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { PropertyCtaItem } from './PropertyCtaItem';
import { propertyCtaItemBlockSchema } from './schema';

export const propertyCtaItemBlock = defineBlock(propertyCtaItemBlockSchema, PropertyCtaItem);
