/**
 * The editable canvas: the page's blocks rendered with the real renderer inside the
 * site's theme (CSS variables of src/renderer/theme/themeCss.ts), the site header and footer
 * around them (not editable here), each block in its overlay, drag-reorder with dnd-kit (pointer
 * and keyboard sensors, `sortableKeyboardCoordinates`, announcements in the UI language).
 *
 * The blocks read the content locale from a nested AppContext with their own stores and a
 * react-intl provider in the content language (site texts) that also carries the editor's overlay
 * texts in the UI language, so the canvas language is independent of the interface language.
 */
import { closestCenter, DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { memo, useMemo, type CSSProperties } from 'react';
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
import { useEditingSettings } from '../store/editingSettings';
import { useEditor, useEditorState } from '../store/EditorContext';
import { CanvasBlock } from './CanvasBlock';
import styles from './Canvas.module.css';
import { useBlockAnnouncements } from './useBlockAnnouncements';
import { useShallow } from 'zustand/react/shallow';
import { ImmediateKeyboardSensor } from './immediateKeyboardSensor';

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
  // Only the ids: a field edit changes one block, which re-renders itself (CanvasBlock selects its
  // own entry), never the whole list.
  const ids = useEditorState(useShallow((state) => state.doc.blocks.map((b) => b.id)));
  const [settings] = useEditingSettings();
  const accessibility = useBlockAnnouncements(store, uiLocale);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(ImmediateKeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
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
          <div className={styles.canvas} style={themeStyle} lang={contentLocale === 'fr' ? 'fr-CA' : 'en-CA'} aria-label={intl.formatMessage({ id: 'editor.canvas.label' })} role="region" data-brand-version={payload.metadata.brand_version_2 ? '2' : '1'}>
            {frame === 'page' ? header : null}
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
              <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                <div className={frame === 'article' ? `${styles.blocks} ${styles.article}` : styles.blocks}>
                  {ids.map((id, index) => (
                    <CanvasBlock key={id} id={id} index={index} total={ids.length} settings={settings} />
                  ))}
                </div>
              </SortableContext>
            </DndContext>
            {ids.length === 0 ? (
              <p className={styles.empty}>
                <FormattedMessage id="editor.canvas.empty" />
              </p>
            ) : null}
            {frame === 'page' ? footer : <Toasts />}
          </div>
        </IntlProvider>
      </PagePayloadContext.Provider>
    </AppContext.Provider>
  );
});
