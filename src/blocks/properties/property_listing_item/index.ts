/** `property_listing_item` in the browser: {@link propertyListingItemBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { PropertyListingItem } from './PropertyListingItem';
import { propertyListingItemBlockSchema } from './schema';

export const propertyListingItemBlock = defineBlock(propertyListingItemBlockSchema, PropertyListingItem);
