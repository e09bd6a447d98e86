/**
 * The editable canvas: the page's blocks rendered with the real renderer inside the
 * site's theme (CSS variables of src/renderer/theme/themeCss.ts), the site header and footer
 * around them (not editable here), each block in its overlay, drag-reorder with the pointer
 * (dnd-kit) and the keyboard (keyboardDrag.ts), announced in the UI language.
 *
 * The blocks read the content locale from a nested AppContext with their own stores and a
 * react-intl provider in the content language (site texts) that also carries the editor's overlay
 * texts in the UI language, so the canvas language is independent of the interface language.
 */
import { closestCenter, DndContext, useDndMonitor, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { memo, useCallback, useMemo, useState, type CSSProperties } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { AppContext, PagePayloadContext, useAppContext } from '../../blocks/runtime/AppContext';
import { createAppStores } from '../../blocks/runtime/stores';
import { Toasts } from '../../blocks/ui/Toasts';
import { BlockList } from '../../renderer/blocks/BlockList';
import { prepareBlockList } from '../../renderer/page/preparePage';
import '../editorRuntime';
import { VariantBanner } from '../../renderer/page/VariantBanner';
import { themeVariables } from '../../renderer/theme/themeCss';
import { LOCALE_ISO } from '../../lib/locales';
import { canvasMessages } from '../i18n/EditorIntl';
import type { PagePayload } from '../../schema/page';
import { moveBlock } from '../store/actions/moveBlock';
import { useEditingSettings, type EditingSettings } from '../store/editingSettings';
import { useEditor, useEditorState } from '../store/EditorContext';
import { CanvasBlock } from './CanvasBlock';
import styles from './Canvas.module.css';
import blockStyles from './CanvasBlock.module.css';
import { useBlockAnnouncements } from './useBlockAnnouncements';
import { KeyboardDragContext, orderWithDrag } from './keyboardDrag';
import { useKeyboardDrag } from './useKeyboardDrag';
import { KeyboardDragAnnouncer } from './KeyboardDragAnnouncer';
import { useBlockSensors } from './useBlockSensors';
import { useSortableItems } from './useSortableItems';
import { keepFocusOnMoves } from './keepFocusOnMoves';
import { useBlockIds } from '../store/useBlockIds';

export interface CanvasProps {
  /**
   * The site payload the page renders in (theme, metadata, header, footer, variant). It stays the
   * same object while blocks are edited, so blocks reading it do not re-render on every keystroke.
   */
  payload: PagePayload;
  /** `page` (default): the blocks between the site header and footer; `article`: an article's body in its reading column. */
  frame?: 'page' | 'article';
}

/**
 * Missing canvas texts are logged, never thrown. Module-level on purpose: react-intl builds a new
 * `intl` object whenever a provider prop changes identity, and a new `intl` re-renders every block
 * and overlay of the canvas (a keyboard move would re-render all 100 blocks).
 */
function onCanvasIntlError(error: { message: string }): void {
  console.warn('[canvas i18n]', error.message);
}

/** Renders the editable page. */
export const Canvas = memo(function Canvas({ payload, frame = 'page' }: CanvasProps) {
  const { store, uiLocale, contentLocale } = useEditor();
  const intl = useIntl();
  const [settings] = useEditingSettings();
  const accessibility = useBlockAnnouncements(store, uiLocale);
  const sensors = useBlockSensors();
  const app = useAppContext();
  const canvasApp = useMemo(() => ({ ...app, stores: createAppStores(contentLocale) }), [app, contentLocale]);
  const themeStyle = useMemo(() => themeVariables(payload.theme) as CSSProperties, [payload.theme]);
  const messages = useMemo(() => canvasMessages(contentLocale, uiLocale), [contentLocale, uiLocale]);
  // The site chrome around the blocks does not depend on the block order: kept as the same
  // elements so React skips it when the list re-renders (a move re-renders only the list).
  const header = useMemo(
    () => (
      <>
        {payload.variant ? <VariantBanner variant={payload.variant} /> : null}
        <div className={styles.chrome} inert>
          <BlockList blocks={prepareBlockList(payload.header.fields)} />
        </div>
      </>
    ),
    [payload.variant, payload.header.fields],
  );
  const footerFields = payload.content.override?.footer?.fields ?? payload.footer.fields;
  const footer = useMemo(
    () => (
      <>
        <div className={styles.chrome} inert>
          <BlockList blocks={prepareBlockList(footerFields)} startIndex={1000} />
        </div>
        <Toasts />
      </>
    ),
    [footerFields],
  );

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const current = store.getState().doc.blocks;
    const from = current.findIndex((b) => b.id === active.id);
    const to = current.findIndex((b) => b.id === over.id);
    if (from >= 0 && to >= 0) store.getState().dispatch(moveBlock(from, to));
  }

  return (
    <AppContext.Provider value={canvasApp}>
      <PagePayloadContext.Provider value={payload}>
        <IntlProvider locale={LOCALE_ISO[contentLocale]} defaultLocale="fr-CA" messages={messages} onError={onCanvasIntlError}>
          <div
            className={styles.canvas}
            style={themeStyle}
            lang={contentLocale === 'fr' ? 'fr-CA' : 'en-CA'}
            aria-label={intl.formatMessage({ id: 'editor.canvas.label' })}
            role="region"
            data-brand-version={payload.metadata.brand_version_2 ? '2' : '1'}
          >
            {frame === 'page' ? header : null}
            {/* The order is read below the DndContext: a move re-renders the list, not dnd-kit's
                context (its re-render hands every block a new context value to look for). */}
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
              <CanvasBlocks className={frame === 'article' ? `${styles.blocks} ${styles.article}` : styles.blocks} settings={settings} />
            </DndContext>
            <CanvasEmpty />
            {frame === 'page' ? footer : <Toasts />}
          </div>
        </IntlProvider>
      </PagePayloadContext.Provider>
    </AppContext.Provider>
  );
});

interface CanvasBlocksProps {
  className: string;
  settings: EditingSettings;
}

/**
 * The blocks in their order, inside the canvas's DndContext. The only part of the canvas that
 * re-renders when blocks change: a keystroke re-renders the edited block, a move outside a drag the
 * two blocks that swapped (see useSortableItems), and so does each step of a keyboard drag (the held
 * block is shown at its place until it is dropped).
 */
const CanvasBlocks = memo(function CanvasBlocks({ className, settings }: CanvasBlocksProps) {
  const { store } = useEditor();
  // The blocks list changes on every edit; unchanged blocks keep their objects (immer), so each
  // memoised CanvasBlock re-renders only when its own block, place or selection changes.
  const ids = useBlockIds();
  const blocks = useEditorState((state) => state.doc.blocks);
  const selectedId = useEditorState((state) => state.selectedId);
  const sortable = useSortableItems(
    ids,
    useCallback(() => store.getState().doc.blocks.map((b) => b.id), [store]),
  );
  // True while a block is dragged: the list then gives its blocks the sorting transition.
  const [sorting, setSorting] = useState(false);
  const { controls: keyboardDrag, held } = useKeyboardDrag();
  const shown = useMemo(() => orderWithDrag(blocks, held, (entry) => entry.id), [blocks, held]);
  const { refresh } = sortable;
  // Called after the DndContext's own onDragEnd (the move is in the store by then), in the same batch.
  useDndMonitor(
    useMemo(() => {
      const end = () => {
        refresh();
        setSorting(false);
      };
      return {
        onDragStart: () => {
          refresh();
          setSorting(true);
        },
        onDragEnd: end,
        onDragCancel: end,
      };
    }, [refresh]),
  );
  return (
    <SortableContext items={sortable.items} strategy={verticalListSortingStrategy}>
      <KeyboardDragContext.Provider value={keyboardDrag}>
        <div className={sorting ? `${className} ${blockStyles.sortingList}` : className} ref={keepFocusOnMoves}>
          {shown.map((entry, index) => (
            <CanvasBlock key={entry.id} entry={entry} index={index} total={shown.length} selected={entry.id === selectedId} held={entry.id === held?.id} settings={settings} />
          ))}
        </div>
      </KeyboardDragContext.Provider>
      <KeyboardDragAnnouncer state={keyboardDrag.state} />
    </SortableContext>
  );
});

/** The empty page's hint; re-renders only when the page becomes empty or stops being so. */
function CanvasEmpty() {
  const empty = useEditorState((state) => state.doc.blocks.length === 0);
  return empty ? (
    <p className={styles.empty}>
      <FormattedMessage id="editor.canvas.empty" />
    </p>
  ) : null;
}
