/**
 * The page-editing actions (spec 000 §6, 001 §2 "Editor overlay"): each is one
 * recorded change of the editor store (undoable), like Puck's small action union.
 */
import { getBlockDefinition } from '../../blocks/registry';
import type { Block } from '../../schema/block';
import type { ColorSchemeName } from '../../schema/content';
import { newBlockId, type EditorStore } from './editorStore';

function indexOf(store: EditorStore, id: string): number {
  return store.getState().doc.blocks.findIndex((entry) => entry.id === id);
}

/** Moves the block at `from` to position `to` (clamped). No-op when they are equal. */
export function moveBlock(store: EditorStore, from: number, to: number): void {
  const count = store.getState().doc.blocks.length;
  const target = Math.max(0, Math.min(count - 1, to));
  if (from === target || from < 0 || from >= count) return;
  store.getState().apply((doc) => {
    const [moved] = doc.blocks.splice(from, 1);
    doc.blocks.splice(target, 0, moved);
  });
}

/** Moves a block one place up (-1) or down (+1). */
export function moveBlockBy(store: EditorStore, id: string, delta: -1 | 1): void {
  const from = indexOf(store, id);
  if (from >= 0) moveBlock(store, from, from + delta);
}

/** A new block of `type` filled with its definition's demo content (deep copy). */
export function demoBlock(type: string): Block {
  const definition = getBlockDefinition(type);
  if (!definition) throw new Error(`Unknown block type ${type}`);
  return structuredClone({
    block_type: type,
    block_params: (definition.demo.block_params ?? {}) as Record<string, unknown>,
    fields: definition.demo.fields as Record<string, unknown>,
  });
}

/**
 * Inserts a block at `index` (default: the end) and selects it.
 * @returns the new block's editor id
 */
export function insertBlock(store: EditorStore, block: Block, index?: number): string {
  const id = newBlockId();
  const count = store.getState().doc.blocks.length;
  const at = index === undefined ? count : Math.max(0, Math.min(count, index));
  store.getState().apply((doc) => {
    doc.blocks.splice(at, 0, { id, block: structuredClone(block) });
  });
  store.getState().select(id);
  return id;
}

/** Inserts a copy of the block right after it; returns the copy's id (or null). */
export function duplicateBlock(store: EditorStore, id: string): string | null {
  const index = indexOf(store, id);
  if (index < 0) return null;
  return insertBlock(store, store.getState().doc.blocks[index].block, index + 1);
}

/** Deletes a block (undoable). */
export function removeBlock(store: EditorStore, id: string): void {
  const index = indexOf(store, id);
  if (index < 0) return;
  store.getState().apply((doc) => {
    doc.blocks.splice(index, 1);
  });
  if (store.getState().selectedId === id) store.getState().select(null);
}

/**
 * Replaces a block's `fields` (edit panel). Successive edits of the same block and field group
 * coalesce into one history entry per typing pause.
 */
export function setBlockFields(store: EditorStore, id: string, fields: Record<string, unknown>, coalesceKey = `fields:${id}`): void {
  const index = indexOf(store, id);
  if (index < 0) return;
  store.getState().apply(
    (doc) => {
      doc.blocks[index].block.fields = fields;
    },
    { coalesceKey },
  );
}

/** Replaces a block's `block_params` (edit panel), coalesced like {@link setBlockFields}. */
export function setBlockParams(store: EditorStore, id: string, params: Record<string, unknown>): void {
  const index = indexOf(store, id);
  if (index < 0) return;
  store.getState().apply(
    (doc) => {
      doc.blocks[index].block.block_params = params;
    },
    { coalesceKey: `params:${id}` },
  );
}

/**
 * The scheme after `current` in the theme's list, wrapping to the first (spec 000 §6: "cycles
 * through the list of schemes and wraps to the first"). A scheme not in the list goes to the first.
 */
export function nextColorScheme(current: unknown, list: readonly ColorSchemeName[]): ColorSchemeName {
  if (list.length === 0) return 'normal';
  const position = list.indexOf((current ?? 'normal') as ColorSchemeName);
  return list[(position + 1) % list.length];
}

/** Sets the block's `block_params.color_scheme` to the next scheme of `list`. */
export function cycleColorScheme(store: EditorStore, id: string, list: readonly ColorSchemeName[]): void {
  const index = indexOf(store, id);
  if (index < 0) return;
  const current = store.getState().doc.blocks[index].block.block_params?.color_scheme;
  const next = nextColorScheme(current, list);
  store.getState().apply((doc) => {
    doc.blocks[index].block.block_params = { ...doc.blocks[index].block.block_params, color_scheme: next };
  });
}

/** Changes the page title of one locale (coalesced per locale). */
export function setPageTitle(store: EditorStore, locale: 'fr' | 'en', value: string): void {
  store.getState().apply(
    (doc) => {
      doc.title[locale] = value;
    },
    { coalesceKey: `title:${locale}` },
  );
}
