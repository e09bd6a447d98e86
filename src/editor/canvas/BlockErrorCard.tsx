/**
 * The QA-mode error card of a block the public page skips (unknown type, item block placed in a
 * page, or zod issues in `fields` / `block_params`): the block type and every issue with its path.
 */
import { FormattedMessage } from 'react-intl';
import type { Block } from '../../schema/block';
import type { BlockValidation } from '../../blocks/validateBlock';
import styles from './BlockErrorCard.module.css';

export function BlockErrorCard({ block, validation }: { block: Block; validation: BlockValidation }) {
  const issues =
    validation.kind === 'checked'
      ? [
          ...validation.fieldIssues.map((issue) => ({ where: ['fields', ...issue.path].join('.'), message: issue.message })),
          ...validation.paramIssues.map((issue) => ({ where: ['block_params', ...issue.path].join('.'), message: issue.message })),
        ]
      : [];
  return (
    <div className={styles.card} role="group" aria-label={block.block_type} data-block-error={block.block_type}>
      <p className={styles.title}>
        {validation.kind === 'unknown' ? (
          <FormattedMessage id="editor.block.unknown" values={{ type: block.block_type }} />
        ) : validation.kind === 'item' ? (
          <FormattedMessage id="editor.block.item" values={{ type: block.block_type }} />
        ) : (
          <FormattedMessage id="editor.block.invalid" />
        )}
      </p>
      {issues.length > 0 ? (
        <ul className={styles.issues}>
          {issues.map((issue, position) => (
            <li key={position}>
              <code>{issue.where}</code> — {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
