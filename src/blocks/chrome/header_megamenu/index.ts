/** `header_megamenu` in the browser: {@link headerMegamenuBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { HeaderMegamenu } from './HeaderMegamenu';
import { headerMegamenuBlockSchema } from './schema';

export const headerMegamenuBlock = defineBlock(headerMegamenuBlockSchema, HeaderMegamenu);
