/** `header_outofnorm` in the browser: {@link headerOutofnormBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { HeaderOutofnorm } from './HeaderOutofnorm';
import { headerOutofnormBlockSchema } from './schema';

export const headerOutofnormBlock = defineBlock(headerOutofnormBlockSchema, HeaderOutofnorm);
