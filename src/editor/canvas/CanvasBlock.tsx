/**
 * A page block in the canvas, wrapped in the editor overlay (spec 000 §6, 001 §2 "Editor
 * overlay"): the block type label and buttons — drag handle (pointer: dnd-kit; keyboard: keyboardDrag.ts),
 * move up/down, change colour scheme (only when the definition has `colorScheme` and the ability
 * is on), edit (ability), duplicate, copy, delete (ability).
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS, type Transform } from '@dnd-kit/utilities';
import { ClipboardCopy, CopyPlus, GripVertical, Palette, Pencil, Trash2 } from 'lucide-react';
import { memo, useMemo, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { getBlockSchema } from '../../blocks/schemas';
import { copyBlock } from '../lib/clipboard';
import { blockLabel, familyColor } from '../lib/blockLabel';
import { cycleColorScheme } from '../store/actions/cycleColorScheme';
import { duplicateBlock } from '../store/actions/duplicateBlock';
import { removeBlock } from '../store/actions/removeBlock';
import type { EditingSettings } from '../store/editingSettings';
import { useEditor } from '../store/EditorContext';
import type { EditorBlock } from '../store/editorStore';
import { BlockMoveButtons } from './BlockMoveButtons';
import { BlockPreview } from './BlockPreview';
import { useKeyboardDragHandle } from './useKeyboardDragHandle';
import styles from './CanvasBlock.module.css';

export interface CanvasBlockProps {
  /** The block and its editor id, as the store holds them (the list passes them down). */
  entry: EditorBlock;
  index: number;
  total: number;
  /** True when the block's edit panel is open. */
  selected: boolean;
  /** True while the block is held by a keyboard drag (keyboardDrag.ts). */
  held: boolean;
  settings: EditingSettings;
}

interface OverlayButtonsProps {
  /** Editor id of the block. */
  id: string;
  blockType: string;
  /** The block's `color_scheme` parameter, if any. */
  colorScheme: string | undefined;
  selected: boolean;
  settings: EditingSettings;
}

type SortableState = ReturnType<typeof useSortable>;

interface DragHandleProps {
  /** Editor id of the block, its place (0-based) and whether a keyboard drag holds it. */
  id: string;
  index: number;
  held: boolean;
  label: string;
  attributes: SortableState['attributes'];
  listeners: SortableState['listeners'];
  setActivatorNodeRef: SortableState['setActivatorNodeRef'];
}

/**
 * One block of the canvas with its overlay.
 *
 * The component itself is the thin sortable shell: dnd-kit re-renders every sortable of the list
 * when a block is picked up, moved or dropped (twice on a drop: the drop, then dnd-kit clearing the
 * dragged node's measures), so the shell only reads its position styles from dnd-kit and returns the
 * very same element while they, its block, position, selection and settings stay as they were:
 * React then skips the block's whole subtree (no props compared, no attribute written). It
 * subscribes to nothing: the list passes the block and its selection (one subscription for the
 * list, not four per block, all run on every keystroke).
 */
export const CanvasBlock = memo(function CanvasBlock({ entry, index, total, selected, held, settings }: CanvasBlockProps) {
  const { uiLocale } = useEditor();
  const { id, block } = entry;
  const blockType = block.block_type;
  const colorScheme = block.block_params?.color_scheme as string | undefined;
  const intl = useIntl();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isSorting } = useSortable({ id });
  const label = useMemo(() => blockLabel(blockType, uiLocale), [blockType, uiLocale]);
  const ariaLabel = useMemo(() => `${label} — ${intl.formatMessage({ id: 'editor.block.position' }, { position: index + 1, total })}`, [intl, label, index, total]);
  const transformStyle = blockTransform(transform);
  const transitionStyle = blockTransition(transition, isSorting, transformStyle);
  return useMemo(() => {
    const style: CSSProperties = { transform: transformStyle, transition: transitionStyle };
    if (settings.payloadColors) (style as Record<string, string>)['--payload-color'] = familyColor(getBlockSchema(blockType)?.family);
    const className = [
      styles.block,
      settings.globalEditMode ? styles.pinned : '',
      settings.payloadColors ? styles.payload : '',
      selected ? styles.selected : '',
      isDragging || held ? styles.dragging : '',
    ].join(' ');
    return (
      <section ref={setNodeRef} style={style} className={className} data-editor-block={blockType} data-editor-index={index} aria-label={ariaLabel}>
        <div className={styles.overlay} role="toolbar" aria-label={label}>
          <DragHandle id={id} index={index} held={held} label={label} attributes={attributes} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} />
          <span className={styles.label}>
            {label} <span className={styles.type}>{blockType}</span>
          </span>
          <BlockMoveButtons id={id} index={index} total={total} className={styles.tool} iconSize={16} withTitle />
          <OverlayButtons id={id} blockType={blockType} colorScheme={colorScheme} selected={selected} settings={settings} />
        </div>
        <BlockPreview block={block} index={index} />
      </section>
    );
  }, [
    transformStyle,
    transitionStyle,
    settings,
    blockType,
    selected,
    isDragging,
    held,
    setNodeRef,
    index,
    ariaLabel,
    label,
    attributes,
    listeners,
    setActivatorNodeRef,
    id,
    colorScheme,
    total,
    block,
  ]);
});

/** dnd-kit's transitions of a sortable's transform: while sorting, and the instant one of a block that just took its new place. */
const SORTING_TRANSITION = CSS.Transition.toString({ property: 'transform', duration: 200, easing: 'ease' });
const INSTANT_TRANSITION = CSS.Transition.toString({ property: 'transform', duration: 0, easing: 'linear' });

/**
 * The block's `transform` style: none for a block dnd-kit leaves in place (it hands every block of
 * the list a zero translation while sorting; written out, that put a compositing layer under each
 * of them and rewrote all their styles when a drag started and ended).
 */
function blockTransform(transform: Transform | null): string | undefined {
  if (!transform || (transform.x === 0 && transform.y === 0 && transform.scaleX === 1 && transform.scaleY === 1)) return undefined;
  return CSS.Transform.toString(transform);
}

/**
 * The block's inline `transition`. dnd-kit gives every block its sorting transition when a drag
 * starts, and its instant one when the drag ends (the list of items changed), which rewrote every
 * block's style twice per drag although only the displaced blocks move: the list carries the
 * sorting transition instead (`sortingList` while a block is dragged, see Canvas), and without it a
 * block has no transform transition, so the instant one matters only for a displaced block while
 * sorting. The block that follows the pointer gets none (it must not lag behind).
 */
function blockTransition(transition: string | undefined, isSorting: boolean, transform: string | undefined): string | undefined {
  if (transition === undefined) return isSorting ? 'none' : undefined;
  if (transition === SORTING_TRANSITION) return undefined;
  if (transition === INSTANT_TRANSITION) return isSorting && transform ? transition : undefined;
  return transition;
}

/**
 * The drag handle: dnd-kit's pointer activator, and the keyboard drag of keyboardDrag.ts (Space or
 * Enter, arrows, Escape; leaving it drops the block). The held block's handle stays in view as it
 * moves. Re-renders when dnd-kit's attributes, its place or its being held change.
 */
const DragHandle = memo(function DragHandle({ id, index, held, label, attributes, listeners, setActivatorNodeRef }: DragHandleProps) {
  const intl = useIntl();
  const handle = useKeyboardDragHandle(id, index, held, { attributes, setActivatorNodeRef });
  return (
    <button type="button" className={`${styles.tool} ${styles.handle}`} {...listeners} {...handle} aria-label={intl.formatMessage({ id: 'editor.block.drag' }, { name: label })} data-drag-handle>
      <GripVertical size={16} aria-hidden />
    </button>
  );
});

/**
 * The overlay's buttons after the move buttons. Memoised apart from the sortable wrapper: they
 * re-render when their block's type or colour scheme, its selection or the settings change, not
 * when it moves (the move buttons alone depend on the position) nor on each keystroke in its
 * fields (copy reads the block when clicked).
 */
const OverlayButtons = memo(function OverlayButtons({ id, blockType, colorScheme, selected, settings }: OverlayButtonsProps) {
  const { store, colorSchemesList, notify } = useEditor();
  const intl = useIntl();
  const definition = getBlockSchema(blockType);
  const scheme = colorScheme ?? 'normal';
  const showScheme = settings.abilities.colorScheme && definition?.colorScheme === true && !definition.item;
  return (
    <>
      {showScheme ? (
        <button
          type="button"
          className={styles.tool}
          onClick={() => store.getState().dispatch(cycleColorScheme(id, colorSchemesList))}
          aria-label={intl.formatMessage({ id: 'editor.block.scheme' }, { scheme })}
          title={intl.formatMessage({ id: 'editor.block.scheme' }, { scheme })}
          data-action="scheme"
        >
          <Palette size={16} aria-hidden />
        </button>
      ) : null}
      {settings.abilities.edit ? (
        <button
          type="button"
          className={styles.tool}
          onClick={() => store.getState().select(id)}
          aria-label={intl.formatMessage({ id: 'editor.block.edit' })}
          title={intl.formatMessage({ id: 'editor.block.edit' })}
          aria-pressed={selected}
          data-action="edit"
        >
          <Pencil size={16} aria-hidden />
        </button>
      ) : null}
      <button
        type="button"
        className={styles.tool}
        onClick={() => store.getState().dispatch(duplicateBlock(id))}
        aria-label={intl.formatMessage({ id: 'editor.block.duplicate' })}
        title={intl.formatMessage({ id: 'editor.block.duplicate' })}
        data-action="duplicate"
      >
        <CopyPlus size={16} aria-hidden />
      </button>
      <button
        type="button"
        className={styles.tool}
        onClick={() => {
          const entry = store.getState().doc.blocks.find((b) => b.id === id);
          if (entry && copyBlock(entry.block)) notify(intl.formatMessage({ id: 'editor.block.copied' }));
        }}
        aria-label={intl.formatMessage({ id: 'editor.block.copy' })}
        title={intl.formatMessage({ id: 'editor.block.copy' })}
        data-action="copy"
      >
        <ClipboardCopy size={16} aria-hidden />
      </button>
      {settings.abilities.delete ? (
        <button
          type="button"
          className={`${styles.tool} ${styles.danger}`}
          onClick={() => {
            store.getState().dispatch(removeBlock(id));
            notify(intl.formatMessage({ id: 'editor.block.deleted' }));
          }}
          aria-label={intl.formatMessage({ id: 'editor.block.delete' })}
          title={intl.formatMessage({ id: 'editor.block.delete' })}
          data-action="delete"
        >
          <Trash2 size={16} aria-hidden />
        </button>
      ) : null}
    </>
  );
});
