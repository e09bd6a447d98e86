/** `map_fullwidth_block` in the browser: {@link mapFullwidthBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { MapFullwidthBlock } from './MapFullwidthBlock';
import { mapFullwidthBlockSchema } from './schema';

export const mapFullwidthBlock = defineBlock(mapFullwidthBlockSchema, MapFullwidthBlock);
