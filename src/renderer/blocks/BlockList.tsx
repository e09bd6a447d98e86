/**
 * Renders a list of CMS blocks (spec 000 §3 "Block", §8 console warnings; ARCHITECTURE "The block
 * contract").
 *
 * For each `{block_type, block_params, fields}`:
 * - unknown type → `console.warn('Failed to locate block.', type)`, skipped;
 * - item blocks (repeater entries) placed directly in a list → warned and skipped;
 * - `fields` or `block_params` failing the block's zod schema → warned with the zod issues, skipped;
 * - otherwise the component renders inside its own error boundary, wrapped in
 *   `<div data-block-type data-color-scheme class=scheme>` whose class sets the `--scheme-*` CSS
 *   variables. Unknown colour scheme names are warned about and fall back to `normal`.
 */
import { Fragment, type ReactNode } from 'react';
import { getBlockDefinition } from '../../blocks/registry';
import { validateBlock } from '../../blocks/validateBlock';
import type { Block } from '../../schema/block';
import { resolveColorScheme } from '../theme/colorSchemes';
import { BlockFrame } from './BlockFrame';

export interface BlockListProps {
  /** The blocks as they came from the API (`content.fields`, `header.fields`, `footer.fields`). */
  blocks: readonly Block[];
  /** Index of the first block in the page (the first block's images load with high priority). */
  startIndex?: number;
}

/** Renders the blocks of one list; never throws because of block data. */
export function BlockList({ blocks, startIndex = 0 }: BlockListProps): ReactNode {
  return (
    <Fragment>
      {blocks.map((block, position) => {
        const rendered = renderBlock(block, startIndex + position);
        return rendered ? <Fragment key={`${position}-${block.block_type}`}>{rendered}</Fragment> : null;
      })}
    </Fragment>
  );
}

function renderBlock(block: Block, index: number): ReactNode {
  const type = block?.block_type;
  // Unknown colour schemes are warned about and ignored (spec 000 §5), never a reason to skip.
  const rawParams = { ...((block?.block_params as Record<string, unknown> | undefined) ?? {}) };
  const scheme = resolveColorScheme(rawParams.color_scheme);
  if (rawParams.color_scheme !== undefined && rawParams.color_scheme !== scheme) delete rawParams.color_scheme;
  const result = typeof type === 'string' ? validateBlock({ ...block, block_params: rawParams }, getBlockDefinition) : ({ kind: 'unknown', type } as const);
  if (result.kind === 'unknown' || !result.definition.component) {
    console.warn('Failed to locate block.', type);
    return null;
  }
  if (result.kind === 'item') {
    console.warn('Item blocks cannot be placed directly in a page.', type);
    return null;
  }
  if (result.fieldIssues.length > 0) {
    console.warn(`Invalid fields for block "${type}"; block skipped.`, result.fieldIssues);
    return null;
  }
  if (result.paramIssues.length > 0) {
    console.warn(`Invalid block_params for block "${type}"; block skipped.`, result.paramIssues);
    return null;
  }
  const Component = result.definition.component;
  return (
    <BlockFrame blockType={type} scheme={scheme}>
      <Component fields={result.fields} params={result.params} index={index} />
    </BlockFrame>
  );
}
