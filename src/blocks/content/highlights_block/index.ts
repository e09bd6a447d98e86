/** `highlights_block` in the browser: {@link highlightsBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { HighlightsBlock } from './HighlightsBlock';
import { highlightsBlockSchema } from './schema';

export const highlightsBlock = defineBlock(highlightsBlockSchema, HighlightsBlock);
