/** `property_map_item` (a repeater item, rendered by its parent): {@link propertyMapItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { propertyMapItemBlockSchema } from './schema';

export const propertyMapItemBlock = defineBlock(propertyMapItemBlockSchema);
