/** `biography_block` in the browser: {@link biographyBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { BiographyBlock } from './BiographyBlock';
import { biographyBlockSchema } from './schema';

export const biographyBlock = defineBlock(biographyBlockSchema, BiographyBlock);
