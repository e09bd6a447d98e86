/**
 * The editor store: one zustand store per editor instance, handed down by
 * React context (never module level). Every change to the page document is an immer recipe run
 * through `produceWithPatches`; its patches go on the undo stack, its inverse patches undo it.
 *
 * - No empty history entries: a change that produces no patch is not recorded.
 * - Reorders are changes like any other (recorded, undoable).
 * - Typing in one field is coalesced: consecutive changes with the same `coalesceKey` within
 *   {@link COALESCE_PAUSE_MS} of each other merge into one entry (one undo per pause).
 * - `seq` increases on every document change (apply, undo, redo); autosave compares it with
 *   `savedSeq` to know whether the draft is saved.
 */
import { applyPatches, enablePatches, produceWithPatches, type Draft, type Patch } from 'immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Block } from '../../schema/block';

enablePatches();

/** Pause (ms) after which typing in the same field starts a new history entry. */
export const COALESCE_PAUSE_MS = 1000;

/** A block of the page with a stable editor id (ids never travel to the server). */
export interface EditorBlock {
  id: string;
  block: Block;
}

/** The document being edited: the page's content blocks and its title. */
export interface EditorDoc {
  blocks: EditorBlock[];
  title: { fr: string; en: string };
}

export interface HistoryEntry {
  patches: Patch[];
  inversePatches: Patch[];
  /** Changes with the same key in quick succession merge into this entry. */
  coalesceKey?: string;
  /** Time of the last change merged into the entry (ms since epoch). */
  at: number;
}

export interface EditorState {
  doc: EditorDoc;
  past: HistoryEntry[];
  future: HistoryEntry[];
  /** Incremented on every document change. */
  seq: number;
  /** `seq` of the last document state the server stored. */
  savedSeq: number;
  /** The block whose edit panel is open, if any. */
  selectedId: string | null;
  /**
   * Applies a change to the document and records it.
   * @param recipe immer recipe on the document
   * @param options.coalesceKey merge with the previous entry when it has the same key and is recent
   */
  apply(recipe: (doc: Draft<EditorDoc>) => void, options?: { coalesceKey?: string }): void;
  undo(): void;
  redo(): void;
  /** Replaces the document (page loaded or reloaded): history cleared, marked saved. */
  reset(doc: EditorDoc): void;
  select(id: string | null): void;
  /** Marks `seq` as stored by the server. */
  markSaved(seq: number): void;
}

let idCounter = 0;

/** A fresh editor id for a block. */
export function newBlockId(): string {
  idCounter += 1;
  return `b${Date.now().toString(36)}${idCounter.toString(36)}`;
}

/** Wraps server blocks with editor ids. */
export function toEditorBlocks(blocks: readonly Block[]): EditorBlock[] {
  return blocks.map((block) => ({ id: newBlockId(), block }));
}

/** The blocks as the server stores them (`content.fields`). */
export function toContentFields(doc: EditorDoc): Block[] {
  return doc.blocks.map((entry) => entry.block);
}

export type EditorStore = StoreApi<EditorState>;

/**
 * Creates one editor store.
 * @param initial the document to start from
 * @param now clock (ms), replaceable in tests
 */
export function createEditorStore(initial: EditorDoc, now: () => number = Date.now): EditorStore {
  return createStore<EditorState>()((set, get) => ({
    doc: initial,
    past: [],
    future: [],
    seq: 0,
    savedSeq: 0,
    selectedId: null,
    apply(recipe, options = {}) {
      const state = get();
      const [next, patches, inversePatches] = produceWithPatches(state.doc, recipe);
      if (patches.length === 0) return;
      const time = now();
      const last = state.past[state.past.length - 1];
      const merge =
        options.coalesceKey !== undefined &&
        last !== undefined &&
        last.coalesceKey === options.coalesceKey &&
        time - last.at < COALESCE_PAUSE_MS &&
        state.future.length === 0;
      const past = merge
        ? [
            ...state.past.slice(0, -1),
            {
              patches: [...last.patches, ...patches],
              inversePatches: [...inversePatches, ...last.inversePatches],
              coalesceKey: last.coalesceKey,
              at: time,
            },
          ]
        : [...state.past, { patches, inversePatches, coalesceKey: options.coalesceKey, at: time }];
      set({ doc: next, past, future: [], seq: state.seq + 1 });
    },
    undo() {
      const state = get();
      const entry = state.past[state.past.length - 1];
      if (!entry) return;
      const doc = applyPatches(state.doc, entry.inversePatches);
      set({
        doc,
        past: state.past.slice(0, -1),
        future: [...state.future, { ...entry, coalesceKey: undefined }],
        seq: state.seq + 1,
        selectedId: doc.blocks.some((b) => b.id === state.selectedId) ? state.selectedId : null,
      });
    },
    redo() {
      const state = get();
      const entry = state.future[state.future.length - 1];
      if (!entry) return;
      const doc = applyPatches(state.doc, entry.patches);
      set({
        doc,
        future: state.future.slice(0, -1),
        past: [...state.past, { ...entry, coalesceKey: undefined }],
        seq: state.seq + 1,
        selectedId: doc.blocks.some((b) => b.id === state.selectedId) ? state.selectedId : null,
      });
    },
    reset(doc) {
      set((state) => ({ doc, past: [], future: [], seq: state.seq + 1, savedSeq: state.seq + 1, selectedId: null }));
    },
    select(id) {
      set({ selectedId: id });
    },
    markSaved(seq) {
      set((state) => ({ savedSeq: Math.max(state.savedSeq, seq) }));
    },
  }));
}
