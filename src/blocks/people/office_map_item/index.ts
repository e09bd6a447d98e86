/** `office_map_item` in the browser: {@link officeMapItemBlockSchema}; the offices blocks render it. */
import { defineBlock } from '../../defineBlock';
import { officeMapItemBlockSchema } from './schema';

export const officeMapItemBlock = defineBlock(officeMapItemBlockSchema);
