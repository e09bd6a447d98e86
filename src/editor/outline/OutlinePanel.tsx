/**
 * The outline panel (issue 3 §2): the page's blocks as a tree of one level (ARIA tree), each
 * selectable (opens its edit panel and scrolls the canvas to it), reorderable by drag (pointer or
 * keyboard: space, arrows, space) and by move up/down buttons.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, TriangleAlert } from 'lucide-react';
import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useBlockAnnouncements } from '../canvas/useBlockAnnouncements';
import { useShallow } from 'zustand/react/shallow';
import { blockLabel } from '../lib/blockLabel';
import { isValidBlock, validateBlock } from '../../blocks/validateBlock';
import { moveBlock, moveBlockBy } from '../store/blockActions';
import { useEditor, useEditorState } from '../store/EditorContext';
import styles from './OutlinePanel.module.css';

const PREFIX = 'outline:';

/** Scrolls the canvas to a block and focuses its overlay toolbar. */
export function revealBlock(index: number): void {
  const element = document.querySelector<HTMLElement>(`[data-editor-index="${index}"]`);
  element?.scrollIntoView({ block: 'start', behavior: 'smooth' });
}

const OutlineItem = memo(function OutlineItem({ id, index, total }: { id: string; index: number; total: number }) {
  const { store, uiLocale } = useEditor();
  const entry = useEditorState((state) => (state.doc.blocks[index]?.id === id ? state.doc.blocks[index] : state.doc.blocks.find((b) => b.id === id)))!;
  const selected = useEditorState((state) => state.selectedId === id);
  const intl = useIntl();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: PREFIX + entry.id });
  const label = blockLabel(entry.block.block_type, uiLocale);
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
      <button type="button" ref={setActivatorNodeRef} className={styles.handle} {...attributes} {...listeners} aria-label={intl.formatMessage({ id: 'editor.block.drag' }, { name: label })}>
        <GripVertical size={14} aria-hidden />
      </button>
      <button
        type="button"
        className={styles.name}
        onClick={() => {
          store.getState().select(entry.id);
          revealBlock(index);
        }}
      >
        <span className={styles.position}>{index + 1}</span>
        {label}
        {valid ? null : <TriangleAlert size={14} className={styles.warn} aria-label="!" />}
      </button>
      <button type="button" className={styles.tool} onClick={() => moveBlockBy(store, entry.id, -1)} disabled={index === 0} aria-label={`${intl.formatMessage({ id: 'editor.block.moveUp' })} — ${label}`}>
        <ArrowUp size={14} aria-hidden />
      </button>
      <button type="button" className={styles.tool} onClick={() => moveBlockBy(store, entry.id, 1)} disabled={index === total - 1} aria-label={`${intl.formatMessage({ id: 'editor.block.moveDown' })} — ${label}`}>
        <ArrowDown size={14} aria-hidden />
      </button>
    </li>
  );
});

/** The outline of the page's blocks. */
export const OutlinePanel = memo(function OutlinePanel() {
  const { store, uiLocale } = useEditor();
  const intl = useIntl();
  const blockIds = useEditorState(useShallow((state) => state.doc.blocks.map((b) => b.id)));
  const ids = useMemo(() => blockIds.map((id) => PREFIX + id), [blockIds]);
  const accessibility = useBlockAnnouncements(store, uiLocale, PREFIX);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const current = store.getState().doc.blocks;
    const from = current.findIndex((b) => PREFIX + b.id === active.id);
    const to = current.findIndex((b) => PREFIX + b.id === over.id);
    if (from >= 0 && to >= 0) moveBlock(store, from, to);
  }

  return (
    <nav className={styles.panel} aria-label={intl.formatMessage({ id: 'editor.outline' })}>
      <h2 className={styles.heading}>{intl.formatMessage({ id: 'editor.outline' })}</h2>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className={styles.list} role="tree" aria-label={intl.formatMessage({ id: 'editor.outline' })}>
            {blockIds.map((id, index) => (
              <OutlineItem key={id} id={id} index={index} total={blockIds.length} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </nav>
  );
});
