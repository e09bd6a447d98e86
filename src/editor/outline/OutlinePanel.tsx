/**
 * The outline panel: the page's blocks as a tree of one level (ARIA tree), each
 * selectable (opens its edit panel and scrolls the canvas to it), reorderable by drag (pointer or
 * keyboard: space, arrows, space) and by move up/down buttons.
 */
import { closestCenter, DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, TriangleAlert } from 'lucide-react';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useBlockAnnouncements } from '../canvas/useBlockAnnouncements';
import { useShallow } from 'zustand/react/shallow';
import { blockLabel } from '../lib/blockLabel';
import { isValidBlock, validateBlock } from '../../blocks/validateBlock';
import '../editorRuntime';
import { moveBlock } from '../store/actions/moveBlock';
import { moveBlockBy } from '../store/actions/moveBlockBy';
import { useEditor, useEditorState } from '../store/EditorContext';
import styles from './OutlinePanel.module.css';
import { ImmediateKeyboardSensor } from '../canvas/immediateKeyboardSensor';

const PREFIX = 'outline:';

/** Scrolls the canvas to a block and focuses its overlay toolbar. */
export function revealBlock(index: number): void {
  const element = document.querySelector<HTMLElement>(`[data-editor-index="${index}"]`);
  element?.scrollIntoView({ block: 'start', behavior: 'smooth' });
}

type SortableState = ReturnType<typeof useSortable>;

interface OutlineItemProps {
  id: string;
  index: number;
  total: number;
}

interface OutlineItemButtonsProps {
  id: string;
  index: number;
  total: number;
  label: string;
  valid: boolean;
  attributes: SortableState['attributes'];
  listeners: SortableState['listeners'];
  setActivatorNodeRef: SortableState['setActivatorNodeRef'];
}

/**
 * One tree item: the thin sortable shell (dnd-kit re-renders every sortable of the list on each
 * drag step and drop) around memoised buttons that re-render only when their block, position or
 * validity change.
 */
const OutlineItem = memo(function OutlineItem({ id, index, total }: OutlineItemProps) {
  const { uiLocale } = useEditor();
  const entry = useEditorState((state) => (state.doc.blocks[index]?.id === id ? state.doc.blocks[index] : state.doc.blocks.find((b) => b.id === id)))!;
  const selected = useEditorState((state) => state.selectedId === id);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: PREFIX + entry.id });
  const blockType = entry.block.block_type;
  const label = useMemo(() => blockLabel(blockType, uiLocale), [blockType, uiLocale]);
  const valid = useMemo(() => isValidBlock(validateBlock(entry.block)), [entry.block]);
  return (
    <li
      ref={setNodeRef}
      role="treeitem"
      aria-selected={selected}
      aria-level={1}
      aria-posinset={index + 1}
      aria-setsize={total}
      className={`${styles.item} ${selected ? styles.selected : ''} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-outline-index={index}
    >
      <OutlineItemButtons id={entry.id} index={index} total={total} label={label} valid={valid} attributes={attributes} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} />
    </li>
  );
});

/** The item's drag handle, name (select and reveal in the canvas) and move up/down buttons. */
const OutlineItemButtons = memo(function OutlineItemButtons({ id, index, total, label, valid, attributes, listeners, setActivatorNodeRef }: OutlineItemButtonsProps) {
  const { store } = useEditor();
  const intl = useIntl();
  return (
    <>
      <button type="button" ref={setActivatorNodeRef} className={styles.handle} {...attributes} {...listeners} aria-label={intl.formatMessage({ id: 'editor.block.drag' }, { name: label })}>
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
      <button type="button" className={styles.tool} onClick={() => store.getState().dispatch(moveBlockBy(id, -1))} disabled={index === 0} aria-label={`${intl.formatMessage({ id: 'editor.block.moveUp' })} — ${label}`}>
        <ArrowUp size={14} aria-hidden />
      </button>
      <button type="button" className={styles.tool} onClick={() => store.getState().dispatch(moveBlockBy(id, 1))} disabled={index === total - 1} aria-label={`${intl.formatMessage({ id: 'editor.block.moveDown' })} — ${label}`}>
        <ArrowDown size={14} aria-hidden />
      </button>
    </>
  );
});

/** True when both lists hold the same block ids in the same order. */
function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** True when both lists hold the same block ids, in any order (one is a reorder of the other). */
function sameBlocks(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const members = new Set(a);
  return b.every((id) => members.has(id));
}

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
  if (deferred === current || !sameBlocks(deferred, current)) return current;
  if (dropped && sameOrder(dropped, current)) return current;
  return deferred;
}

/** The outline of the page's blocks. */
export const OutlinePanel = memo(function OutlinePanel() {
  const intl = useIntl();
  const currentIds = useEditorState(useShallow((state) => state.doc.blocks.map((b) => b.id)));
  const deferredIds = useDeferredValue(currentIds);
  // The order last produced by a drop in this panel: shown at once (no frame of the old order
  // under the dropped item).
  const [droppedOrder, setDroppedOrder] = useState<readonly string[] | null>(null);
  const blockIds = outlineOrder(currentIds, deferredIds, droppedOrder);
  return (
    <nav className={styles.panel} aria-label={intl.formatMessage({ id: 'editor.outline' })}>
      <h2 className={styles.heading}>{intl.formatMessage({ id: 'editor.outline' })}</h2>
      <OutlineTree blockIds={blockIds} onDropped={setDroppedOrder} />
    </nav>
  );
});

interface OutlineTreeProps {
  /** The block ids in the order shown. */
  blockIds: readonly string[];
  /** Called with the new order after a drop in the tree. */
  onDropped(order: readonly string[]): void;
}

/**
 * The sortable tree. Memoised on the order it shows: while a reorder made elsewhere is deferred,
 * the urgent render skips the tree and its DndContext (which would re-render all its sortables).
 */
const OutlineTree = memo(function OutlineTree({ blockIds, onDropped }: OutlineTreeProps) {
  const { store, uiLocale } = useEditor();
  const intl = useIntl();
  const ids = useMemo(() => blockIds.map((id) => PREFIX + id), [blockIds]);
  const accessibility = useBlockAnnouncements(store, uiLocale, PREFIX);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(ImmediateKeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const current = store.getState().doc.blocks;
    const from = current.findIndex((b) => PREFIX + b.id === active.id);
    const to = current.findIndex((b) => PREFIX + b.id === over.id);
    if (from < 0 || to < 0) return;
    store.getState().dispatch(moveBlock(from, to));
    onDropped(store.getState().doc.blocks.map((b) => b.id));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} role="tree" aria-label={intl.formatMessage({ id: 'editor.outline' })}>
          {blockIds.map((id, index) => (
            <OutlineItem key={id} id={id} index={index} total={blockIds.length} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
});
