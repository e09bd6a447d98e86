/**
 * The outline panel: the page's blocks as a tree of one level (ARIA tree), each
 * selectable (opens its edit panel and scrolls the canvas to it), reorderable by drag (pointer:
 * dnd-kit; keyboard: space, arrows, space, see keyboardDrag.ts) and by move up/down buttons.
 */
import { closestCenter, DndContext, useDndMonitor, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, TriangleAlert } from 'lucide-react';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useBlockAnnouncements } from '../canvas/useBlockAnnouncements';
import { blockLabel } from '../lib/blockLabel';
import { isValidBlock } from '../../blocks/validateBlock';
import { blockValidation } from '../lib/blockValidation';
import '../editorRuntime';
import { moveBlock } from '../store/actions/moveBlock';
import { useEditor, useEditorState } from '../store/EditorContext';
import styles from './OutlinePanel.module.css';
import { useBlockSensors } from '../canvas/useBlockSensors';
import { sameMembers, useSortableItems } from '../canvas/useSortableItems';
import { keepFocusOnMoves } from '../canvas/keepFocusOnMoves';
import { sameOrder, useBlockIds } from '../store/useBlockIds';
import { BlockMoveButtons } from '../canvas/BlockMoveButtons';
import { KeyboardDragContext, orderWithDrag } from '../canvas/keyboardDrag';
import { useKeyboardDrag } from '../canvas/useKeyboardDrag';
import { KeyboardDragAnnouncer } from '../canvas/KeyboardDragAnnouncer';
import { useKeyboardDragHandle } from '../canvas/useKeyboardDragHandle';

const PREFIX = 'outline:';

/** Scrolls the canvas to a block and focuses its overlay toolbar. */
export function revealBlock(index: number): void {
  const element = document.querySelector<HTMLElement>(`[data-editor-index="${index}"]`);
  element?.scrollIntoView({ block: 'start', behavior: 'smooth' });
}

type SortableState = ReturnType<typeof useSortable>;

interface OutlineItemProps {
  id: string;
  blockType: string;
  /** False when the block fails its schema (a warning icon shows). */
  valid: boolean;
  index: number;
  total: number;
  selected: boolean;
  /** True while the outline's keyboard drag holds the block. */
  held: boolean;
}

interface OutlineItemButtonsProps {
  id: string;
  index: number;
  total: number;
  held: boolean;
  label: string;
  valid: boolean;
  attributes: SortableState['attributes'];
  listeners: SortableState['listeners'];
  setActivatorNodeRef: SortableState['setActivatorNodeRef'];
}

/**
 * One tree item: the thin sortable shell (dnd-kit re-renders every sortable of the list on each
 * drag step and drop) around memoised buttons that re-render only when their block type, position
 * or validity change.
 */
const OutlineItem = memo(function OutlineItem({ id, blockType, valid, index, total, selected, held }: OutlineItemProps) {
  const { uiLocale } = useEditor();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: PREFIX + id });
  const label = useMemo(() => blockLabel(blockType, uiLocale), [blockType, uiLocale]);
  return (
    <li
      ref={setNodeRef}
      role="treeitem"
      aria-selected={selected}
      aria-level={1}
      aria-posinset={index + 1}
      aria-setsize={total}
      className={`${styles.item} ${selected ? styles.selected : ''} ${isDragging || held ? styles.dragging : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-outline-index={index}
    >
      <OutlineItemButtons id={id} index={index} total={total} held={held} label={label} valid={valid} attributes={attributes} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} />
    </li>
  );
});

/** The item's drag handle, name (select and reveal in the canvas) and move up/down buttons. */
const OutlineItemButtons = memo(function OutlineItemButtons({ id, index, total, held, label, valid, attributes, listeners, setActivatorNodeRef }: OutlineItemButtonsProps) {
  const { store } = useEditor();
  const intl = useIntl();
  const handle = useKeyboardDragHandle(id, index, held, { attributes, setActivatorNodeRef });
  return (
    <>
      <button type="button" className={styles.handle} {...listeners} {...handle} aria-label={intl.formatMessage({ id: 'editor.block.drag' }, { name: label })}>
        <GripVertical size={14} aria-hidden />
      </button>
      <button
        type="button"
        className={styles.name}
        onClick={() => {
          store.getState().select(id);
          revealBlock(index);
        }}
      >
        <span className={styles.position}>{index + 1}</span>
        {label}
        {valid ? null : <TriangleAlert size={14} className={styles.warn} aria-label="!" />}
      </button>
      <BlockMoveButtons id={id} index={index} total={total} className={styles.tool} iconSize={14} blockName={label} />
    </>
  );
});

/**
 * The order the outline shows. A reorder made elsewhere (canvas drop, move buttons, undo) is shown
 * in a deferred render (`useDeferredValue`) right after the canvas has shown it, so a keyboard move
 * in the canvas does not wait for the 100 outline items.
 * Inserted or deleted blocks and a drop in the outline itself show at once.
 * @param current the block ids in the store's order
 * @param deferred the deferred copy of `current` (React keeps the previous one during urgent renders)
 * @param dropped the order produced by the outline's last drop, if any
 */
function outlineOrder(current: readonly string[], deferred: readonly string[], dropped: readonly string[] | null): readonly string[] {
  if (deferred === current || !sameMembers(deferred, current)) return current;
  if (dropped && sameOrder(dropped, current)) return current;
  return deferred;
}

/** The outline of the page's blocks. */
export const OutlinePanel = memo(function OutlinePanel() {
  const intl = useIntl();
  return (
    <nav className={styles.panel} aria-label={intl.formatMessage({ id: 'editor.outline' })}>
      <h2 className={styles.heading}>{intl.formatMessage({ id: 'editor.outline' })}</h2>
      <OutlineTree />
    </nav>
  );
});

/**
 * The tree's drag-and-drop context. It reads no block order: a reorder re-renders the list inside
 * it, not dnd-kit's context (whose re-render hands every item a new context value to look for).
 */
function OutlineTree() {
  const { store, uiLocale } = useEditor();
  const accessibility = useBlockAnnouncements(store, uiLocale, PREFIX);
  const sensors = useBlockSensors();

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const current = store.getState().doc.blocks;
    const from = current.findIndex((b) => PREFIX + b.id === active.id);
    const to = current.findIndex((b) => PREFIX + b.id === over.id);
    if (from >= 0 && to >= 0) store.getState().dispatch(moveBlock(from, to));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <OutlineOrder />
    </DndContext>
  );
}

/**
 * Chooses the order shown (see {@link outlineOrder}, with a block the keyboard drag holds at its
 * place) and hands it to the list, under the outline's keyboard drag (keyboardDrag.ts).
 */
function OutlineOrder() {
  const { store } = useEditor();
  const currentIds = useBlockIds();
  const deferredIds = useDeferredValue(currentIds);
  // The order last produced by a drop in this tree: shown at once (no frame of the old order
  // under the dropped item). Monitor events come after the DndContext's onDragEnd, in its batch.
  const [droppedOrder, setDroppedOrder] = useState<readonly string[] | null>(null);
  useDndMonitor({ onDragEnd: () => setDroppedOrder(store.getState().doc.blocks.map((b) => b.id)) });
  // Like a pointer drop in this tree: the new order at once.
  const { controls: keyboardDrag, held } = useKeyboardDrag(useCallback(() => setDroppedOrder(store.getState().doc.blocks.map((b) => b.id)), [store]));
  const order = outlineOrder(currentIds, deferredIds, droppedOrder);
  const shown = useMemo(() => orderWithDrag(order, held, (id) => id), [order, held]);
  return (
    <KeyboardDragContext.Provider value={keyboardDrag}>
      <OutlineList blockIds={shown} heldId={held?.id ?? null} />
      <KeyboardDragAnnouncer state={keyboardDrag.state} />
    </KeyboardDragContext.Provider>
  );
}

interface OutlineListProps {
  /** The block ids in the order shown. */
  blockIds: readonly string[];
  /** The block the keyboard drag holds, if any. */
  heldId: string | null;
}

/**
 * The sortable tree. Memoised on the order it shows: while a reorder made elsewhere is deferred,
 * the urgent render skips it; a shown reorder re-renders the items that moved (see useSortableItems).
 */
const OutlineList = memo(function OutlineList({ blockIds, heldId }: OutlineListProps) {
  const { store } = useEditor();
  const intl = useIntl();
  // One subscription for the list; items get their type, validity (computed once per block object,
  // see blockValidation) and selection as props, so a keystroke re-renders none of them unless the
  // block's validity changes.
  const blocks = useEditorState((state) => state.doc.blocks);
  const selectedId = useEditorState((state) => state.selectedId);
  const byId = useMemo(() => new Map(blocks.map((entry) => [entry.id, entry.block])), [blocks]);
  const ids = useMemo(() => blockIds.map((id) => PREFIX + id), [blockIds]);
  const sortable = useSortableItems(
    ids,
    useCallback(() => store.getState().doc.blocks.map((b) => PREFIX + b.id), [store]),
  );
  useDndMonitor({ onDragStart: sortable.refresh, onDragEnd: sortable.refresh, onDragCancel: sortable.refresh });
  return (
    <SortableContext items={sortable.items} strategy={verticalListSortingStrategy}>
      <ol className={styles.list} role="tree" ref={keepFocusOnMoves} aria-label={intl.formatMessage({ id: 'editor.outline' })}>
        {blockIds.map((id, index) => {
          const block = byId.get(id);
          if (!block) return null;
          return (
            <OutlineItem
              key={id}
              id={id}
              blockType={block.block_type}
              valid={isValidBlock(blockValidation(block))}
              index={index}
              total={blockIds.length}
              selected={id === selectedId}
              held={id === heldId}
            />
          );
        })}
      </ol>
    </SortableContext>
  );
});
