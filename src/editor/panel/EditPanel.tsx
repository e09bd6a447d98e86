/**
 * The edit panel: a side sheet with the selected block's form generated from its zod
 * schemas by `SchemaForm` (src/editor/forms, never written per block) — `fields` then
 * `block_params`. Every change is validated with `safeParse`: the issues show inline and the
 * preview updates as you type (the store change re-renders the block in the canvas).
 */
import { X } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { blockLabel } from '../lib/blockLabel';
import { blockValidation } from '../lib/blockValidation';
import '../editorRuntime';
import { setFields } from '../store/actions/setFields';
import { setParams } from '../store/actions/setParams';
import { useEditor, useEditorState } from '../store/EditorContext';
import { BlockFormSections } from './BlockFormSections';
import styles from './EditPanel.module.css';

/** The side sheet of the selected block; renders nothing when no block is selected. */
export function EditPanel() {
  const { store, uiLocale } = useEditor();
  const intl = useIntl();
  const selectedId = useEditorState((state) => state.selectedId);
  const entry = useEditorState((state) => state.doc.blocks.find((b) => b.id === state.selectedId));
  const validation = useMemo(() => (entry ? blockValidation(entry.block) : null), [entry]);
  const onFields = useCallback((next: unknown) => selectedId && store.getState().dispatch(setFields(selectedId, next as Record<string, unknown>)), [store, selectedId]);
  const onParams = useCallback((next: unknown) => selectedId && store.getState().dispatch(setParams(selectedId, next as Record<string, unknown>)), [store, selectedId]);
  if (!entry || !validation) return null;
  const label = blockLabel(entry.block.block_type, uiLocale);
  const close = () => store.getState().select(null);
  const errorCount = validation.kind === 'checked' ? validation.fieldIssues.length + validation.paramIssues.length : 1;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control of the panel closes it
    <aside
      className={styles.panel}
      aria-labelledby="edit-panel-title"
      data-edit-panel={entry.block.block_type}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) close();
      }}
    >
      <header className={styles.head}>
        <h2 id="edit-panel-title" className={styles.title}>
          {intl.formatMessage({ id: 'editor.panel.title' }, { name: label })}
        </h2>
        <button type="button" className={styles.close} onClick={close} aria-label={intl.formatMessage({ id: 'editor.panel.close' })}>
          <X size={18} aria-hidden />
        </button>
      </header>
      {errorCount > 0 ? (
        <p className={styles.errors} role="status">
          {intl.formatMessage({ id: 'editor.panel.errors' }, { count: errorCount })}
        </p>
      ) : null}
      {validation.kind === 'checked' ? (
        <div className={styles.body}>
          <BlockFormSections
            validation={validation}
            fields={entry.block.fields}
            params={entry.block.block_params}
            onFields={onFields}
            onParams={onParams}
            uiLocale={uiLocale}
            idPrefix={`block-${entry.id}`}
            formKey={entry.id}
          />
        </div>
      ) : (
        <p className={styles.body}>
          {validation.kind === 'unknown' ? (
            <FormattedMessage id="editor.block.unknown" values={{ type: validation.type }} />
          ) : (
            <FormattedMessage id="editor.block.item" values={{ type: validation.type }} />
          )}
        </p>
      )}
    </aside>
  );
}
