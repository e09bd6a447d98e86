/** `map_marker_item` (a repeater item, rendered by its parent): {@link mapMarkerItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { mapMarkerItemBlockSchema } from './schema';

export const mapMarkerItemBlock = defineBlock(mapMarkerItemBlockSchema);
