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
import type { ArticleDocument } from '../../schema/articleDocument';
import type { Block } from '../../schema/block';
import { handlerOf, type EditorAction } from './actions/index';
import { newBlockId } from './blockIds';

enablePatches();

/** Pause (ms) after which typing in the same field starts a new history entry. */
export const COALESCE_PAUSE_MS = 1000;

/** A block of the page with a stable editor id (ids never travel to the server). */
export interface EditorBlock {
  id: string;
  block: Block;
}

/** An article's metadata besides its title and body (the article document's other parts). */
export type ArticleMeta = Omit<ArticleDocument, 'title' | 'body'>;

/** The document being edited: the page's (or article's) blocks and title; an article's metadata. */
export interface EditorDoc {
  blocks: EditorBlock[];
  title: { fr: string; en: string };
  /** Articles only: slug, excerpt, cover, author, categories, tags, featured. */
  meta?: ArticleMeta;
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
   * Applies an editor action (src/editor/store/actions) to the document, records its patches for
   * undo/redo (merged with the previous entry when both carry the same coalesce key within
   * {@link COALESCE_PAUSE_MS}), selects an inserted block, closes the panel of a removed one, and
   * tells the `onAction` listeners. The only way the document changes, besides undo, redo, reset.
   */
  dispatch(action: EditorAction): void;
  /** Calls `listener` after every dispatched action; returns the unsubscribe function. */
  onAction(listener: (action: EditorAction) => void): () => void;
  undo(): void;
  redo(): void;
  /** Replaces the document (page loaded or reloaded): history cleared, marked saved. */
  reset(doc: EditorDoc): void;
  select(id: string | null): void;
  /** Marks `seq` as stored by the server. */
  markSaved(seq: number): void;
}

export { newBlockId };

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
  const listeners = new Set<(action: EditorAction) => void>();
  return createStore<EditorState>()((set, get) => ({
    doc: initial,
    past: [],
    future: [],
    seq: 0,
    savedSeq: 0,
    selectedId: null,
    dispatch(action) {
      const handler = handlerOf(action);
      const state = get();
      const [next, patches, inversePatches] = produceWithPatches(state.doc, (doc: Draft<EditorDoc>) => handler.apply(doc, action));
      const options = { coalesceKey: handler.coalesceKey?.(action) };
      if (patches.length === 0) {
        for (const listener of listeners) listener(action);
        return;
      }
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
      const selected = handler.selects?.(action);
      const selectedId = selected ?? (next.blocks.some((b) => b.id === state.selectedId) ? state.selectedId : null);
      set({ doc: next, past, future: [], seq: state.seq + 1, selectedId });
      for (const listener of listeners) listener(action);
    },
    onAction(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
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
