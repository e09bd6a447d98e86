/** `coordinates_map_block` in the browser: {@link coordinatesMapBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { CoordinatesMapBlock } from './CoordinatesMapBlock';
import { coordinatesMapBlockSchema } from './schema';

export const coordinatesMapBlock = defineBlock(coordinatesMapBlockSchema, CoordinatesMapBlock);
