/**
 * One block rendered exactly as the public renderer does (the shared `validateBlock` and
 * `BlockFrame`: colour-scheme wrapper class, error boundary), except that a block the public page would
 * skip shows an error card with its zod issues (ARCHITECTURE "The block contract", QA mode).
 *
 * Memoised on the block object: immer keeps unchanged blocks identical, so a keystroke in one
 * block's form re-renders only that block.
 */
import { memo, useMemo } from 'react';
import type { Block } from '../../schema/block';
import { BlockFrame } from '../../renderer/blocks/BlockFrame';
import { resolveColorScheme } from '../../renderer/theme/colorSchemes';
import { getBlockDefinition } from '../../blocks/registry';
import { validateBlock } from '../../blocks/validateBlock';
import { prepareNestedBlocks } from '../../blocks/nestedBlocks';
import '../editorRuntime';
import { BlockErrorCard } from './BlockErrorCard';

export interface BlockPreviewProps {
  block: Block;
  /** Position in the page (0 = first). */
  index: number;
}

/** Renders a block or its error card; never throws because of block data. */
export const BlockPreview = memo(function BlockPreview({ block, index }: BlockPreviewProps) {
  const validation = useMemo(() => validateBlock(block, getBlockDefinition), [block]);
  // The renderer's own resolution (unknown names warned about, then `normal`), once per block change.
  const scheme = useMemo(() => resolveColorScheme(block.block_params?.color_scheme), [block]);
  if (validation.kind !== 'checked' || validation.fieldIssues.length > 0 || validation.paramIssues.length > 0 || !validation.definition.component) {
    return <BlockErrorCard block={block} validation={validation} />;
  }
  const Component = validation.definition.component;
  return (
    <BlockFrame blockType={block.block_type} scheme={scheme}>
      <Component fields={prepareNestedBlocks(validation.definition, validation.fields)} params={validation.params} index={index} />
    </BlockFrame>
  );
});
