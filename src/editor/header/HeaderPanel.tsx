/**
 * The site header panel of the sections workbench (toolbar button "En-tête" / "Header").
 *
 * The header is site-wide (spec 000 §3 "Page data from the server"): one block of type
 * `header_classic`, `header_megamenu` or `header_outofnorm` shown on every page, with the same
 * mobile menu rules for the three (§4 "Headers"). The panel loads it from `GET /api/cms/header`,
 * offers a type picker (the three types share their fields, so changing type keeps every field
 * and display parameter), the forms generated from the type's zod schemas by `SchemaForm`, undo and
 * redo (the header as a one-block document of an editor store), and "Publish the header", which saves it for every page at once
 * (`PUT /api/cms/header`). Every change is previewed on the canvas through `onPreview`. A 422
 * lists the server's messages, a 409 offers to reload the stored header, a 403 says why.
 */
import { UploadCloud, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { invalidBlocksOf, staleRevisionOf, type StaleRevision } from '../../api/cmsApi';
import type { CmsHeaderApi } from '../../api/cmsHeaderApi';
import { validateBlock } from '../../blocks/validateBlock';
import '../editorRuntime';
import type { Locale } from '../../lib/locales';
import type { Block } from '../../schema/block';
import { BlockFormSections } from '../panel/BlockFormSections';
import { blockLabel } from '../lib/blockLabel';
import { ConflictDialog } from '../shell/ConflictDialog';
import { HistoryButtons } from '../shell/HistoryButtons';
import { demoBlock } from '../store/actions/demoBlock';
import { setBlockType } from '../store/actions/setBlockType';
import { setFields } from '../store/actions/setFields';
import { setParams } from '../store/actions/setParams';
import { createEditorStore, toEditorBlocks } from '../store/editorStore';
import panelStyles from '../panel/EditPanel.module.css';
import styles from './HeaderPanel.module.css';
import { errorMessage } from '../../lib/errorMessage';

/** The header block types, in the order the picker lists them. */
export const HEADER_TYPES = ['header_classic', 'header_megamenu', 'header_outofnorm'] as const;

export interface HeaderPanelProps {
  api: CmsHeaderApi;
  uiLocale: Locale;
  /**
   * Called with the header to show on the canvas: the one being edited (every change) and, when
   * the panel closes, the last published one (unpublished changes are dropped with the panel).
   */
  onPreview(header: Block): void;
  onClose(): void;
  /** Announces a result to the user (the workbench's toast). */
  notify(message: string): void;
}

type Problem = { kind: 'invalid'; messages: string[] } | { kind: 'failed'; message: string };

/** The header panel (see the file comment); an `aside` labelled by its title. */
export function HeaderPanel({ api, uiLocale, onPreview, onClose, notify }: HeaderPanelProps) {
  const intl = useIntl();
  const [revision, setRevision] = useState<number | null>(null);
  const [saved, setSaved] = useState<Block | null>(null);
  // The header being edited, as a one-block document of the editor's own store: its undo and redo.
  const [store] = useState(() => createEditorStore({ blocks: [], title: { fr: '', en: '' } }));
  const entry = useStore(store, (state) => state.doc.blocks[0] ?? null);
  const draft = entry?.block ?? null;
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [conflict, setConflict] = useState<StaleRevision | null>(null);
  const previewRef = useRef(onPreview);
  previewRef.current = onPreview;

  const load = useCallback(async () => {
    setLoadFailed(null);
    setProblem(null);
    try {
      const stored = await api.get();
      const block = stored.header.fields[0] ?? demoBlock('header_classic');
      setRevision(stored.revision);
      setSaved(block);
      store.getState().reset({ blocks: toEditorBlocks([block]), title: { fr: '', en: '' } });
    } catch (error) {
      setLoadFailed(errorMessage(error));
    }
  }, [api, store]);

  useEffect(() => {
    void load();
  }, [load]);
  // A change makes the last publish's message stale.
  useEffect(() => store.getState().onAction(() => setProblem(null)), [store]);

  const savedRef = useRef<Block | null>(null);
  savedRef.current = saved;
  useEffect(() => {
    if (draft) previewRef.current(draft);
  }, [draft]);
  useEffect(
    () => () => {
      if (savedRef.current) previewRef.current(savedRef.current);
    },
    [],
  );

  const validation = useMemo(() => (draft ? validateBlock(draft) : null), [draft]);
  const dirty = useMemo(() => Boolean(draft && saved && JSON.stringify(draft) !== JSON.stringify(saved)), [draft, saved]);
  const dispatch = store.getState().dispatch;

  /** Publishes the draft from `from` (default: the revision it was loaded at). */
  async function publish(from: number | null = revision) {
    if (!draft || from === null) return;
    setSaving(true);
    setProblem(null);
    try {
      const next = await api.save(draft, from);
      setRevision(next);
      setSaved(draft);
      notify(intl.formatMessage({ id: 'editor.header.published' }));
    } catch (error) {
      const stale = staleRevisionOf(error);
      const invalid = invalidBlocksOf(error);
      if (stale) setConflict(stale);
      else if (invalid) {
        setProblem({ kind: 'invalid', messages: invalid.flatMap((block) => block.issues.map((issue) => `${issue.path.join(' › ')} : ${issue.message}`)) });
      } else setProblem({ kind: 'failed', message: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }

  /** Publishes this draft over the other person's header: from the revision stored now. */
  async function overwrite() {
    setConflict(null);
    try {
      const stored = await api.get();
      setRevision(stored.revision);
      await publish(stored.revision);
    } catch (error) {
      setProblem({ kind: 'failed', message: errorMessage(error) });
    }
  }

  const errorCount = validation?.kind === 'checked' ? validation.fieldIssues.length + validation.paramIssues.length : validation ? 1 : 0;
  const close = () => onClose();

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control of the panel closes it
    <aside
      className={panelStyles.panel}
      aria-labelledby="header-panel-title"
      data-header-panel
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) close();
      }}
    >
      <header className={panelStyles.head}>
        <h2 id="header-panel-title" className={panelStyles.title}>
          <FormattedMessage id="editor.header.title" />
        </h2>
        <button type="button" className={panelStyles.close} onClick={close} aria-label={intl.formatMessage({ id: 'editor.panel.close' })}>
          <X size={18} aria-hidden />
        </button>
      </header>
      <p className={styles.note}>
        <FormattedMessage id="editor.header.siteWide" />
      </p>
      {loadFailed ? (
        <div className={styles.problem} role="alert">
          <p>
            <FormattedMessage id="editor.header.loadFailed" values={{ message: loadFailed }} />
          </p>
          <button type="button" className={styles.secondary} onClick={() => void load()}>
            <FormattedMessage id="editor.header.reload" />
          </button>
        </div>
      ) : !draft || !validation ? (
        <p className={panelStyles.body} role="status">
          <FormattedMessage id="editor.header.loading" />
        </p>
      ) : (
        <>
          <div className={styles.actions}>
            <HistoryButtons store={store} />
            <span className={styles.state} role="status">
              {dirty ? <FormattedMessage id="editor.header.unpublished" /> : <FormattedMessage id="editor.header.upToDate" />}
            </span>
            <button type="button" className={styles.primary} onClick={() => void publish()} disabled={saving || !dirty} data-header-publish>
              <UploadCloud size={16} aria-hidden />
              <FormattedMessage id={saving ? 'editor.publishing' : 'editor.header.publish'} />
            </button>
          </div>
          {problem ? (
            <div className={styles.problem} role="alert">
              {problem.kind === 'invalid' ? (
                <>
                  <p>
                    <FormattedMessage id="editor.header.invalid" />
                  </p>
                  <ul>
                    {problem.messages.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>
                  <FormattedMessage id="editor.header.failed" values={{ message: problem.message }} />
                </p>
              )}
            </div>
          ) : null}
          {errorCount > 0 ? (
            <p className={panelStyles.errors} role="status">
              {intl.formatMessage({ id: 'editor.panel.errors' }, { count: errorCount })}
            </p>
          ) : null}
          <div className={panelStyles.body}>
            <fieldset className={styles.types}>
              <legend className={panelStyles.section}>
                <FormattedMessage id="editor.header.type" />
              </legend>
              {HEADER_TYPES.map((type) => (
                <label key={type} className={styles.type}>
                  <input
                    type="radio"
                    name="header-type"
                    value={type}
                    checked={draft.block_type === type}
                    onChange={() => entry && dispatch(setBlockType(entry.id, type))}
                  />
                  <span>{blockLabel(type, uiLocale)}</span>
                </label>
              ))}
            </fieldset>
            {validation.kind === 'checked' ? (
              <BlockFormSections
                validation={validation}
                fields={draft.fields}
                params={draft.block_params ?? {}}
                onFields={(next) => entry && dispatch(setFields(entry.id, next as Record<string, unknown>))}
                onParams={(next) => entry && dispatch(setParams(entry.id, next as Record<string, unknown>))}
                uiLocale={uiLocale}
                idPrefix="header"
                formKey={String(revision ?? '')}
              />
            ) : (
              <p>
                <FormattedMessage id="editor.block.unknown" values={{ type: draft.block_type }} />
              </p>
            )}
          </div>
        </>
      )}
      <ConflictDialog
        conflict={conflict}
        document="header"
        busy={saving}
        onCancel={() => setConflict(null)}
        onReload={() => {
          setConflict(null);
          void load();
        }}
        onOverwrite={() => void overwrite()}
      />
    </aside>
  );
}
