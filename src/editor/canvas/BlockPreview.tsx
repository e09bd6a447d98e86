/**
 * One block rendered exactly as the public renderer does (the shared `validateBlock` and
 * `BlockFrame`: colour-scheme wrapper class, error boundary), except that a block the public page would
 * skip shows an error card with its zod issues (ARCHITECTURE "The block contract", QA mode). Its
 * component is loaded when first shown (the block's own chunk, as on public pages): a placeholder
 * of the block's place stands meanwhile, with a retry when the download fails.
 *
 * Memoised on the block object: immer keeps unchanged blocks identical, so a keystroke in one
 * block's form re-renders only that block.
 */
import { memo, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Block } from '../../schema/block';
import { BlockFrame } from '../../renderer/blocks/BlockFrame';
import { resolveColorScheme } from '../../renderer/theme/colorSchemes';
import { blockValidation } from '../lib/blockValidation';
import { prepareNestedBlocks } from '../../blocks/nestedBlocks';
import '../editorRuntime';
import { useEditor } from '../store/EditorContext';
import { BlockErrorCard } from './BlockErrorCard';
import styles from './BlockPreview.module.css';
import { useBlockComponent } from './useBlockComponent';

export interface BlockPreviewProps {
  block: Block;
  /** Position in the page (0 = first). */
  index: number;
}

/** Renders a block or its error card; never throws because of block data. */
export const BlockPreview = memo(function BlockPreview({ block, index }: BlockPreviewProps) {
  const { contentLocale } = useEditor();
  const validation = useMemo(() => blockValidation(block), [block]);
  const component = useBlockComponent(block.block_type, contentLocale);
  // The renderer's own resolution (unknown names warned about, then `normal`), once per block change.
  const scheme = useMemo(() => resolveColorScheme(block.block_params?.color_scheme), [block]);
  if (validation.kind !== 'checked' || validation.fieldIssues.length > 0 || validation.paramIssues.length > 0 || component.status === 'none') {
    return <BlockErrorCard block={block} validation={validation} />;
  }
  if (component.status !== 'ready') {
    return (
      <div className={styles.pending} aria-busy={component.status === 'loading'} data-block-pending={component.status}>
        {component.status === 'failed' ? (
          <>
            <FormattedMessage id="editor.block.loadFailed" />{' '}
            <button type="button" className={styles.retry} onClick={component.retry}>
              <FormattedMessage id="editor.block.retry" />
            </button>
          </>
        ) : (
          <span className={styles.hint}>
            <FormattedMessage id="editor.block.loading" />
          </span>
        )}
      </div>
    );
  }
  const Component = component.component;
  return (
    <BlockFrame blockType={block.block_type} scheme={scheme}>
      <Component fields={prepareNestedBlocks(validation.definition, validation.fields)} params={validation.params} index={index} />
    </BlockFrame>
  );
});
