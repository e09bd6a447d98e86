/**
 * The sections workbench of one page: toolbar (undo/redo, add, paste, content
 * language, preview width, editing mode, versions, save status, publish), outline and page titles
 * on the left, the editable canvas (or the preview iframe) in the middle, the edit panel on the
 * right; autosave, conflict dialog, publish check, keyboard shortcuts and the leave-page warning.
 *
 * Variants: the "Editing" menu switches the canvas, undo/redo and autosave between
 * the page and one of its content variants (src/editor/variants/useEditSession.ts). A variant saves
 * straight to `PUT /pages/:id/variants/:variantId` and is never published, so Versions and Publish
 * are hidden while one is edited and the sidebar explains it in place of the page titles.
 */
import { ClipboardPaste, History, PanelTop, Plus, UploadCloud } from 'lucide-react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import type { CmsApi, CmsPage } from '../../api/cmsApi';
import type { Locale } from '../../lib/locales';
import type { PagePayload } from '../../schema/page';
import { Canvas } from '../canvas/Canvas';
import { ConflictDialog } from '../shell/ConflictDialog';
import { PublishCheckDialog } from '../drafts/PublishCheckDialog';
import { BlockLibrary } from '../library/BlockLibrary';
import { CLIPBOARD_KEY, readClipboard } from '../lib/clipboard';
import type { PageBlockProblem } from '../lib/validatePage';
import { revealBlock, OutlinePanel } from '../outline/OutlinePanel';
import { EditPanelColumn } from '../panel/EditPanelColumn';
import { HeaderPanel } from '../header/HeaderPanel';
import { createCmsHeaderApi, type CmsHeaderApi } from '../../api/cmsHeaderApi';
import type { Block } from '../../schema/block';
import { PreviewFrame } from '../preview/PreviewFrame';
import { PREVIEW_WIDTHS, previewUrl } from '../preview/previewWidths';
import { VariantPicker } from '../preview/VariantPicker';
import { demoBlock } from '../store/actions/demoBlock';
import { insertBlock } from '../store/actions/insertBlock';
import { pasteBlock } from '../store/actions/pasteBlock';
import { setPageTitle } from '../store/actions/setPageTitle';
import { EditorContext, type EditorContextValue } from '../store/EditorContext';
import { pageVersionsSource, VersionsDialog } from '../versions/VersionsDialog';
import { useUnsavedChangesWarning } from '../shell/useUnsavedChangesWarning';
import { useEditSession } from '../variants/useEditSession';
import { useVariantActions } from '../variants/useVariantActions';
import { useVariantList } from '../variants/useVariantList';
import { createVariantApi, type VariantApi } from '../variants/variantApi';
import { VariantMenu } from '../variants/VariantMenu';
import { VariantNote } from '../variants/VariantNote';
import { EditingModeMenu } from '../shell/EditingModeMenu';
import { HistoryButtons } from '../shell/HistoryButtons';
import { SaveStatus } from './SaveStatus';
import { useEditorShortcuts } from './useEditorShortcuts';
import { usePublishPage } from './usePublishPage';
import styles from './Workbench.module.css';
import toolbar from '../shell/Toolbar.module.css';

export interface WorkbenchProps {
  api: CmsApi;
  page: CmsPage;
  /** Site payload (theme, header, footer, variant) the canvas renders in. */
  payload: PagePayload;
  uiLocale: Locale;
  /** `?variant=` of the editor URL: the variant initially previewed, if any. */
  variant: string | null;
  notify(message: string): void;
  /** Client for editing variants (tests pass a mock); default `/api/cms`. */
  variantApi?: VariantApi;
  /** Client of the site header (tests pass a mock); default `/api/cms/header`. */
  headerApi?: CmsHeaderApi;
}

/** Quiet time (ms) after the last saved revision before the draft preview iframe reloads. */
export const PREVIEW_RELOAD_DEBOUNCE_MS = 400;

/** Preview width (px) chosen when a variant is picked on the editable canvas: the widest breakpoint up to 1280 px. */
const VARIANT_PREVIEW_WIDTH_PX = [...PREVIEW_WIDTHS].reverse().find((option) => option.px <= 1280)?.px ?? PREVIEW_WIDTHS[0].px;

function subscribeClipboard(listener: () => void) {
  window.addEventListener('storage', listener);
  window.addEventListener('vitrine-clipboard', listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener('vitrine-clipboard', listener);
  };
}
const clipboardSnapshot = () => globalThis.localStorage?.getItem(CLIPBOARD_KEY) ?? null;

export function Workbench({ api, page, payload, uiLocale, variant, notify, variantApi: givenVariantApi, headerApi: givenHeaderApi }: WorkbenchProps) {
  const intl = useIntl();
  const [variantApi] = useState(() => givenVariantApi ?? createVariantApi());
  const [headerApi] = useState(() => givenHeaderApi ?? createCmsHeaderApi());
  // The site header panel (site-wide, published on its own) and the header the canvas shows.
  const [headerOpen, setHeaderOpen] = useState(false);
  const [shownHeader, setShownHeader] = useState<Block | null>(null);
  // The page or the variant being edited: its own store (canvas, undo) and autosave.
  const editing = useEditSession({ api, variantApi, page });
  const { document: editedDocument, target: editTarget } = editing.session;
  const { store, saver } = editedDocument;
  const variantList = useVariantList(api, page.id);
  const [contentLocale, setContentLocale] = useState<Locale>(uiLocale);
  const [width, setWidth] = useState<number | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const [previewVariant, setPreviewVariant] = useState<string | null>(variant);
  const variants = useVariantActions({ api, variantApi, page, editing, variantList, contentLocale, notify, onPreviewVariant: setPreviewVariant });
  const publishing = usePublishPage({ api, page, document: editedDocument, notify, onPublished: () => setReloadKey((key) => key + 1) });
  const saveState = useStore(saver.state);
  const title = useStore(store, (s) => s.doc.title);
  const clipboard = useSyncExternalStore(subscribeClipboard, clipboardSnapshot, () => null);
  const colorSchemesList = payload.theme.colorSchemesList;
  const canvasPayload = useMemo(() => (shownHeader ? { ...payload, header: { fields: [shownHeader] } } : payload), [payload, shownHeader]);
  const selectedId = useStore(store, (s) => s.selectedId);
  // Selecting a block opens its own panel in place of the header's.
  useEffect(() => {
    if (selectedId !== null) setHeaderOpen(false);
  }, [selectedId]);

  const context = useMemo<EditorContextValue>(
    () => ({ store, api, uiLocale, contentLocale, colorSchemesList, notify }),
    [store, api, uiLocale, contentLocale, colorSchemesList, notify],
  );

  useEditorShortcuts(store);

  useUnsavedChangesWarning(() => store.getState().seq !== store.getState().savedSeq);

  // The preview iframe shows the draft (`?qa_preview=1`): reload it once autosaves settle.
  const savedRevision = saveState.revision;
  useEffect(() => {
    if (width === null) return;
    const timer = setTimeout(() => setReloadKey((key) => key + 1), PREVIEW_RELOAD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only a new saved revision reloads; a width change already remounts the iframe.
  }, [savedRevision]);

  const reload = editing.reload;

  const insertionIndex = () => {
    const { doc, selectedId } = store.getState();
    const index = doc.blocks.findIndex((b) => b.id === selectedId);
    return index >= 0 ? index + 1 : doc.blocks.length;
  };

  function afterInsert() {
    const index = store.getState().doc.blocks.findIndex((b) => b.id === store.getState().selectedId);
    if (index >= 0) requestAnimationFrame(() => revealBlock(index));
  }

  function paste() {
    const block = readClipboard();
    if (!block) {
      notify(intl.formatMessage({ id: 'editor.paste.empty' }));
      return;
    }
    store.getState().dispatch(pasteBlock(block, insertionIndex()));
    afterInsert();
  }

  function jumpTo(problem: PageBlockProblem) {
    publishing.clearProblems();
    const entry = store.getState().doc.blocks[problem.index];
    if (entry) store.getState().select(entry.id);
    setWidth(null);
    requestAnimationFrame(() => revealBlock(problem.index));
  }

  const previewPath = page.paths[contentLocale] || `/${contentLocale}`;
  const versionsSource = useMemo(() => pageVersionsSource(api, page.id, (summary) => intl.formatMessage({ id: 'editor.versions.summary' }, summary)), [api, page.id, intl]);

  return (
    <EditorContext.Provider value={context}>
      <div className={styles.layout}>
        <div className={toolbar.toolbar} role="toolbar" aria-label={intl.formatMessage({ id: 'editor.toolbar.label' })}>
          <HistoryButtons store={store} />
          <span className={toolbar.divider} aria-hidden />
          <button type="button" className={toolbar.button} onClick={() => setLibraryOpen(true)}>
            <Plus size={16} aria-hidden />
            {intl.formatMessage({ id: 'editor.addBlock' })}
          </button>
          <button type="button" className={toolbar.button} onClick={paste} disabled={!clipboard}>
            <ClipboardPaste size={16} aria-hidden />
            {intl.formatMessage({ id: 'editor.paste' })}
          </button>
          <span className={toolbar.divider} aria-hidden />
          <div className={toolbar.segmented} role="group" aria-label={intl.formatMessage({ id: 'editor.contentLocale' })}>
            {(['fr', 'en'] as const).map((locale) => (
              <button key={locale} type="button" aria-pressed={contentLocale === locale} onClick={() => setContentLocale(locale)} lang={locale}>
                {locale.toUpperCase()}
              </button>
            ))}
          </div>
          <label className={toolbar.select}>
            <span className={toolbar.srOnly}>{intl.formatMessage({ id: 'editor.width.label' })}</span>
            <select value={width ?? ''} onChange={(event) => setWidth(event.target.value ? Number(event.target.value) : null)} aria-label={intl.formatMessage({ id: 'editor.width.label' })}>
              <option value="">{intl.formatMessage({ id: 'editor.width.full' })}</option>
              {PREVIEW_WIDTHS.map((option) => (
                <option key={option.name} value={option.px}>
                  {intl.formatMessage({ id: 'editor.width.option' }, { name: option.name, px: option.px })}
                </option>
              ))}
            </select>
          </label>
          <VariantMenu
            variants={variantList.variants}
            target={editTarget}
            busy={variants.switching}
            onSwitch={(id) => void variants.switchTarget(id)}
            onCreate={variants.create}
            onRename={variants.rename}
            onDelete={variants.remove}
            onPublishChange={variants.setPublished}
            onCopyPreviewLink={variants.copyPreviewLink}
          />
          <VariantPicker
            api={api}
            pageId={page.id}
            variants={variantList.variants}
            value={previewVariant}
            onChange={(id) => {
              setPreviewVariant(id);
              // A variant is seen in the preview iframe, not on the editable canvas.
              if (id && width === null) setWidth(VARIANT_PREVIEW_WIDTH_PX);
            }}
          />
          <EditingModeMenu />
          <button
            type="button"
            className={toolbar.button}
            aria-pressed={headerOpen}
            data-header-toggle
            onClick={() => {
              if (!headerOpen) store.getState().select(null);
              setHeaderOpen(!headerOpen);
            }}
          >
            <PanelTop size={16} aria-hidden />
            {intl.formatMessage({ id: 'editor.header.open' })}
          </button>
          <span className={toolbar.spacer} />
          <SaveStatus status={saveState.status} />
          {editTarget.kind === 'page' ? (
            <>
              <button type="button" className={toolbar.button} onClick={() => setVersionsOpen(true)}>
                <History size={16} aria-hidden />
                {intl.formatMessage({ id: 'editor.versions' })}
              </button>
              <button type="button" className={toolbar.primary} onClick={() => void publishing.publish()} disabled={publishing.publishing} data-publish>
                <UploadCloud size={16} aria-hidden />
                {intl.formatMessage({ id: publishing.publishing ? 'editor.publishing' : 'editor.publish' })}
              </button>
            </>
          ) : null}
        </div>
        {/* Keyed by the edited target: canvas, outline and panel start fresh on its store. */}
        <div className={styles.columns} key={editTarget.kind === 'page' ? 'page' : `variant:${editTarget.id}`}>
          <div className={styles.sidebar}>
            {editTarget.kind === 'variant' ? (
              <VariantNote variant={editTarget} />
            ) : (
              <div className={styles.titles}>
                {(['fr', 'en'] as const).map((locale) => (
                  <label key={locale} className={styles.titleField}>
                    <span>{intl.formatMessage({ id: `editor.pageTitle.${locale}` })}</span>
                    <input value={title[locale]} onChange={(event) => store.getState().dispatch(setPageTitle(locale, event.target.value))} lang={locale} />
                  </label>
                ))}
              </div>
            )}
            <OutlinePanel />
          </div>
          <main className={styles.stage} id="editor-canvas">
            {width === null ? <Canvas payload={canvasPayload} /> : <PreviewFrame src={previewUrl(previewPath, previewVariant)} width={width} reloadKey={reloadKey} />}
          </main>
          {headerOpen ? (
            <div className={styles.panel}>
              <HeaderPanel api={headerApi} uiLocale={uiLocale} onPreview={setShownHeader} onClose={() => setHeaderOpen(false)} notify={notify} />
            </div>
          ) : (
            <EditPanelColumn />
          )}
        </div>
      </div>
      <BlockLibrary
        isOpen={libraryOpen}
        onOpenChange={setLibraryOpen}
        uiLocale={uiLocale}
        onPick={(type) => {
          store.getState().dispatch(insertBlock(demoBlock(type), insertionIndex()));
          afterInsert();
        }}
      />
      <VersionsDialog
        isOpen={versionsOpen}
        onOpenChange={setVersionsOpen}
        source={versionsSource}
        onRestored={() => {
          void reload().then(() => notify(intl.formatMessage({ id: 'editor.versions.restored' })));
        }}
      />
      <ConflictDialog
        conflict={saveState.status === 'conflict' ? (saveState.conflict ?? {}) : null}
        document={editTarget.kind === 'variant' ? 'variant' : 'page'}
        onReload={() => void reload()}
        onOverwrite={() => void saver.overwrite()}
      />
      <PublishCheckDialog problems={publishing.problems} uiLocale={uiLocale} onJump={jumpTo} onClose={publishing.clearProblems} />
    </EditorContext.Provider>
  );
}
