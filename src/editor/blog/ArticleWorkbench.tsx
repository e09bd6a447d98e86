/**
 * Editing one article in QA mode: the same canvas, outline, block library and schema forms as
 * pages, on the article's body blocks (text, image, quote, list, video), with its details (titles,
 * addresses, excerpts, tags, cover, author, categories, featured) in French and English side by
 * side. Changes are undoable and autosaved as a draft (409 conflict dialog on a stale revision);
 * Publish (now or at a chosen date: scheduled), Unpublish and Versions act on the saved draft.
 */
import { ArrowLeft, History, Plus, UploadCloud } from 'lucide-react';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { CmsApiError, type CmsApi } from '../../api/cmsApi';
import type { BlogAuthor, BlogCategory, CmsArticle, CmsArticlesApi } from '../../api/cmsArticlesApi';
import type { Locale } from '../../lib/locales';
import type { PagePayload } from '../../schema/page';
import { Canvas } from '../canvas/Canvas';
import { ConflictDialog } from '../shell/ConflictDialog';
import { articleDocumentClient } from '../documents/documentClient';
import { createDocumentSession } from '../documents/documentSession';
import { PublishCheckDialog } from '../drafts/PublishCheckDialog';
import { BlockLibrary } from '../library/BlockLibrary';
import type { PageBlockProblem } from '../lib/validatePage';
import { OutlinePanel, revealBlock } from '../outline/OutlinePanel';
import { EditPanelColumn } from '../panel/EditPanelColumn';
import { SaveStatus } from '../sections/SaveStatus';
import { useEditorShortcuts } from '../sections/useEditorShortcuts';
import { demoBlock } from '../store/actions/demoBlock';
import { insertBlock } from '../store/actions/insertBlock';
import { EditorContext, type EditorContextValue } from '../store/EditorContext';
import { HistoryButtons } from '../shell/HistoryButtons';
import toolbar from '../shell/Toolbar.module.css';
import { ArticleMetaForm } from './ArticleMetaForm';
import { useUnsavedChangesWarning } from '../shell/useUnsavedChangesWarning';
import { VersionsDialog, type VersionsSource } from '../versions/VersionsDialog';
import { editorDocOf } from './articleDoc';
import styles from './ArticleWorkbench.module.css';
import layout from '../sections/Workbench.module.css';
import { errorMessage } from '../../lib/errorMessage';

export interface ArticleWorkbenchProps {
  /** The page CMS client (the canvas and forms use it). */
  api: CmsApi;
  articlesApi: CmsArticlesApi;
  article: CmsArticle;
  authors: BlogAuthor[];
  categories: BlogCategory[];
  /** Site payload (theme) the body renders in. */
  payload: PagePayload;
  uiLocale: Locale;
  notify(message: string): void;
  /** Back to the list (after pending changes are saved). */
  onBack(): void;
  /** Reloads the article from the server (after a restore or a conflict). */
  onReload(): void;
}

/** `YYYY-MM-DDTHH:mm` of a date in the browser's time zone (a datetime-local value). */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function ArticleWorkbench({ api, articlesApi, article, authors, categories, payload, uiLocale, notify, onBack, onReload }: ArticleWorkbenchProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [session] = useState(() =>
    createDocumentSession(articleDocumentClient(articlesApi, article.id, setErrors), { doc: editorDocOf(article.document), revision: article.revision }),
  );
  const { store, saver } = session;
  useEffect(() => () => saver.dispose(), [saver]);
  const saveState = useStore(saver.state);
  const [contentLocale, setContentLocale] = useState<Locale>(uiLocale);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [problems, setProblems] = useState<PageBlockProblem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState(article.status);
  const [publishAt, setPublishAt] = useState(() => (article.published_at && article.status === 'scheduled' ? localInputValue(new Date(article.published_at)) : ''));
  const context = useMemo<EditorContextValue>(
    () => ({
      store,
      api,
      uiLocale,
      contentLocale,
      colorSchemesList: payload.theme.colorSchemesList,
      notify,
    }),
    [store, api, uiLocale, contentLocale, payload.theme.colorSchemesList, notify],
  );
  useEditorShortcuts(store);
  const versionsSource = useMemo<VersionsSource>(
    () => ({
      list: async () =>
        (await articlesApi.versions(article.id)).map((version) => ({
          ...version,
          summary: `${version.title.fr || version.title.en || ''} · ${intl.formatMessage({ id: 'editor.blog.versions.blocks' }, { count: version.blocks })}`,
        })),
      restore: (versionId) => articlesApi.restore(article.id, versionId),
    }),
    [articlesApi, article.id, intl],
  );

  useUnsavedChangesWarning(() => store.getState().seq !== store.getState().savedSeq);

  async function back() {
    await saver.flush();
    onBack();
  }

  const failed = (error: unknown) =>
    notify(
      t('editor.blog.actionFailed', {
        message: errorMessage(error),
      }),
    );

  async function publish() {
    setBusy(true);
    try {
      const when = publishAt ? new Date(publishAt).toISOString() : undefined;
      const outcome = await session.publish((revision) => articlesApi.publish(article.id, revision, when));
      if (outcome.kind === 'problems') setProblems(outcome.problems);
      if (outcome.kind !== 'published') return;
      const result = outcome.result;
      setErrors({});
      setStatus(result.status as CmsArticle['status']);
      notify(
        result.status === 'scheduled'
          ? t('editor.blog.scheduled', {
              date: intl.formatDate(new Date(result.published_at!), {
                dateStyle: 'long',
                timeStyle: 'short',
              }),
            })
          : t('editor.blog.published'),
      );
    } catch (error) {
      if (error instanceof CmsApiError && error.status === 422) {
        setErrors(error.fields);
        notify(error.message);
      } else failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function unpublish() {
    setBusy(true);
    try {
      if (!(await saver.flush())) return;
      const result = await articlesApi.unpublish(article.id, saver.state.getState().revision);
      saver.rebase(result.revision);
      setStatus('draft');
      notify(t('editor.blog.unpublished'));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  const insertionIndex = () => {
    const { doc, selectedId } = store.getState();
    const index = doc.blocks.findIndex((b) => b.id === selectedId);
    return index >= 0 ? index + 1 : doc.blocks.length;
  };

  return (
    <EditorContext.Provider value={context}>
      <div className={layout.layout}>
        <div className={toolbar.toolbar} role="toolbar" aria-label={t('editor.toolbar.label')}>
          <button type="button" className={toolbar.button} onClick={() => void back()}>
            <ArrowLeft size={16} aria-hidden />
            {t('editor.blog.backToList')}
          </button>
          <span className={toolbar.divider} aria-hidden />
          <HistoryButtons store={store} />
          <span className={toolbar.divider} aria-hidden />
          <button type="button" className={toolbar.button} onClick={() => setLibraryOpen(true)}>
            <Plus size={16} aria-hidden />
            {t('editor.addBlock')}
          </button>
          <div className={toolbar.segmented} role="group" aria-label={t('editor.contentLocale')}>
            {(['fr', 'en'] as const).map((locale) => (
              <button key={locale} type="button" aria-pressed={contentLocale === locale} onClick={() => setContentLocale(locale)} lang={locale}>
                {locale.toUpperCase()}
              </button>
            ))}
          </div>
          <span className={toolbar.spacer} />
          <span className={styles.statusBadge} data-status={status}>
            {t(`editor.blog.status.${status}`)}
          </span>
          <SaveStatus status={saveState.status} />
          <button type="button" className={toolbar.button} onClick={() => setVersionsOpen(true)}>
            <History size={16} aria-hidden />
            {t('editor.versions')}
          </button>
          <label className={styles.when}>
            <span>{t('editor.blog.publishAt')}</span>
            <input type="datetime-local" value={publishAt} onChange={(event) => setPublishAt(event.target.value)} />
          </label>
          {status !== 'draft' ? (
            <button type="button" className={toolbar.button} onClick={() => void unpublish()} disabled={busy}>
              {t('editor.blog.unpublish')}
            </button>
          ) : null}
          <button type="button" className={toolbar.primary} onClick={() => void publish()} disabled={busy} data-publish>
            <UploadCloud size={16} aria-hidden />
            {t(publishAt && new Date(publishAt).getTime() > Date.now() ? 'editor.blog.schedule' : 'editor.publish')}
          </button>
        </div>
        <div className={layout.columns} style={{ '--workbench-sidebar': '340px' } as CSSProperties}>
          <div className={layout.sidebar}>
            <ArticleMetaForm authors={authors} categories={categories} errors={errors} />
            <OutlinePanel />
          </div>
          <main className={layout.stage} id="editor-canvas">
            <Canvas payload={payload} frame="article" />
          </main>
          <EditPanelColumn />
        </div>
      </div>
      <BlockLibrary
        isOpen={libraryOpen}
        onOpenChange={setLibraryOpen}
        uiLocale={uiLocale}
        kind="article"
        onPick={(type) => {
          store.getState().dispatch(insertBlock(demoBlock(type), insertionIndex()));
          const index = store.getState().doc.blocks.findIndex((b) => b.id === store.getState().selectedId);
          if (index >= 0) requestAnimationFrame(() => revealBlock(index));
        }}
      />
      <VersionsDialog
        isOpen={versionsOpen}
        onOpenChange={setVersionsOpen}
        source={versionsSource}
        emptyMessageId="editor.blog.versions.empty"
        onRestored={() => {
          notify(t('editor.versions.restored'));
          onReload();
        }}
      />
      <ConflictDialog conflict={saveState.status === 'conflict' ? (saveState.conflict ?? {}) : null} document="article" onReload={onReload} onOverwrite={() => void saver.overwrite()} />
      <PublishCheckDialog
        problems={problems}
        uiLocale={uiLocale}
        onJump={(problem) => {
          setProblems(null);
          const entry = store.getState().doc.blocks[problem.index];
          if (entry) store.getState().select(entry.id);
          requestAnimationFrame(() => revealBlock(problem.index));
        }}
        onClose={() => setProblems(null)}
      />
    </EditorContext.Provider>
  );
}
