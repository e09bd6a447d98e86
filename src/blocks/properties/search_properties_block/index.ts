/** `search_properties_block` in the browser: {@link searchPropertiesBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { SearchPropertiesBlock } from './SearchPropertiesBlock';
import { searchPropertiesBlockSchema } from './schema';

export const searchPropertiesBlock = defineBlock(searchPropertiesBlockSchema, SearchPropertiesBlock);
