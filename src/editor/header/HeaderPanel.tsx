/**
 * The site header panel of the sections workbench (toolbar button "En-tête" / "Header").
 *
 * The header is site-wide (spec 000 §3 "Page data from the server"): one block of type
 * `header_classic`, `header_megamenu` or `header_outofnorm` shown on every page, with the same
 * mobile menu rules for the three (§4 "Headers"). The panel loads it from `GET /api/cms/header`,
 * offers a type picker (the three types share their fields, so changing type keeps every field
 * and display parameter), the forms generated from the type's zod schemas by `SchemaForm`, undo and
 * redo, and "Publish the header", which saves it for every page at once (`PUT /api/cms/header`):
 * the header is a document session of one block without autosave ({@link createDocumentSession}).
 * Every change is previewed on the canvas through `onPreview`. A 422 lists the server's messages,
 * a 409 offers to reload the stored header or overwrite it, a 403 says why.
 */
import { UploadCloud, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStore } from 'zustand';
import type { CmsHeaderApi } from '../../api/cmsHeaderApi';
import { validateBlock } from '../../blocks/validateBlock';
import '../editorRuntime';
import type { Locale } from '../../lib/locales';
import type { Block } from '../../schema/block';
import { BlockFormSections } from '../panel/BlockFormSections';
import { blockLabel } from '../lib/blockLabel';
import { ConflictDialog } from '../shell/ConflictDialog';
import { HistoryButtons } from '../shell/HistoryButtons';
import { setBlockType } from '../store/actions/setBlockType';
import { setFields } from '../store/actions/setFields';
import { setParams } from '../store/actions/setParams';
import { createEditorStore } from '../store/editorStore';
import { headerDocumentClient } from '../documents/documentClient';
import { createDocumentSession, type DocumentSession } from '../documents/documentSession';
import { createStore } from 'zustand/vanilla';
import type { SaverState } from '../drafts/draftSaver';
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

// What the panel reads until the stored header is loaded.
const IDLE_STORE = createEditorStore({ blocks: [], title: { fr: '', en: '' } });
const IDLE_SAVER_STATE = createStore<SaverState>()(() => ({ status: 'saved', revision: 0, conflict: null, error: null }));

type Problem = { kind: 'invalid'; messages: string[] } | { kind: 'failed'; message: string };

/** The header panel (see the file comment); an `aside` labelled by its title. */
export function HeaderPanel({ api, uiLocale, onPreview, onClose, notify }: HeaderPanelProps) {
  const intl = useIntl();
  const [session, setSession] = useState<DocumentSession | null>(null);
  // The header as the server last stored it: shown again on the canvas when the panel closes.
  const [published, setPublished] = useState<Block | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const store = session?.store ?? IDLE_STORE;
  const entry = useStore(store, (state) => state.doc.blocks[0] ?? null);
  const saveState = useStore(session?.saver.state ?? IDLE_SAVER_STATE);
  const draft = entry?.block ?? null;
  const previewRef = useRef(onPreview);
  previewRef.current = onPreview;

  const load = useCallback(async () => {
    setLoadFailed(null);
    setProblem(null);
    try {
      const client = headerDocumentClient(api);
      const stored = await client.load();
      const next = createDocumentSession(client, stored, { autosave: false });
      setPublished(next.store.getState().doc.blocks[0].block);
      // A change makes the last publish's message stale.
      next.store.getState().onAction(() => setProblem(null));
      setSession(next);
    } catch (error) {
      setLoadFailed(errorMessage(error));
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => () => session?.saver.dispose(), [session]);

  const publishedRef = useRef<Block | null>(null);
  publishedRef.current = published;
  useEffect(() => {
    if (draft) previewRef.current(draft);
  }, [draft]);
  useEffect(
    () => () => {
      if (publishedRef.current) previewRef.current(publishedRef.current);
    },
    [],
  );

  const validation = useMemo(() => (draft ? validateBlock(draft) : null), [draft]);
  const dirty = useMemo(() => Boolean(draft && published && JSON.stringify(draft) !== JSON.stringify(published)), [draft, published]);
  const dispatch = store.getState().dispatch;

  /** Publishes the header (`overwrite`: over the stored one, the conflict dialog's choice); tells the outcome. */
  async function publish(overwrite = false) {
    if (!session || !draft) return;
    setSaving(true);
    setProblem(null);
    try {
      const outcome = overwrite ? await session.overwrite() : await session.publish();
      if (outcome.kind === 'published') {
        setPublished(draft);
        notify(intl.formatMessage({ id: 'editor.header.published' }));
      } else if (outcome.kind === 'problems') {
        setProblem({ kind: 'invalid', messages: outcome.problems.flatMap((found) => found.issues.map((issue) => `${issue.path.join(' › ')} : ${issue.message}`)) });
      }
    } catch (error) {
      setProblem({ kind: 'failed', message: errorMessage(error) });
    } finally {
      setSaving(false);
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
                formKey={String(saveState.revision)}
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
        conflict={saveState.status === 'conflict' ? (saveState.conflict ?? {}) : null}
        document="header"
        busy={saving}
        onCancel={() => session?.saver.dismissConflict()}
        onReload={() => {
          session?.reload().then(
            () => session.store.getState().doc.blocks[0] && setPublished(session.store.getState().doc.blocks[0].block),
            (error: unknown) => setProblem({ kind: 'failed', message: errorMessage(error) }),
          );
        }}
        onOverwrite={() => void publish(true)}
      />
    </aside>
  );
}
