/**
 * One block rendered exactly as the public renderer does (src/renderer/blocks/BlockList.tsx: zod
 * parse, colour-scheme wrapper class, error boundary), except that a block the public page would
 * skip shows an error card with its zod issues (ARCHITECTURE "The block contract", QA mode).
 *
 * Memoised on the block object: immer keeps unchanged blocks identical, so a keystroke in one
 * block's form re-renders only that block (issue 3 §5 budget).
 */
import { memo, useMemo } from 'react';
import type { Block } from '../../schema/block';
import { BlockErrorBoundary } from '../../renderer/blocks/BlockErrorBoundary';
import { colorSchemeClass, COLOR_SCHEMES } from '../../renderer/theme/colorSchemes';
import type { ColorSchemeName } from '../../schema/content';
import { validateBlock } from '../lib/validateBlock';
import { BlockErrorCard } from './BlockErrorCard';

export interface BlockPreviewProps {
  block: Block;
  /** Position in the page (0 = first). */
  index: number;
}

function schemeOf(value: unknown): ColorSchemeName {
  return typeof value === 'string' && (COLOR_SCHEMES as readonly string[]).includes(value) ? (value as ColorSchemeName) : 'normal';
}

/** Renders a block or its error card; never throws because of block data. */
export const BlockPreview = memo(function BlockPreview({ block, index }: BlockPreviewProps) {
  const validation = useMemo(() => validateBlock(block), [block]);
  if (validation.kind !== 'checked' || validation.fieldIssues.length > 0 || validation.paramIssues.length > 0 || !validation.definition.component) {
    return <BlockErrorCard block={block} validation={validation} />;
  }
  const Component = validation.definition.component;
  const scheme = schemeOf(block.block_params?.color_scheme);
  return (
    <div data-block-type={block.block_type} data-color-scheme={scheme} className={colorSchemeClass(scheme)}>
      <BlockErrorBoundary blockType={block.block_type}>
        <Component fields={validation.fields} params={validation.params} index={index} />
      </BlockErrorBoundary>
    </div>
  );
});
