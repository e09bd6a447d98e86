/**
 * Every change the editor makes to a page or an article, as a small serialisable action (like Puck's action
 * union): the canvas, outline, edit panel, block library, clipboard and drag-and-drop all go
 * through the store's `dispatch(action)`, which applies it with immer and records the patches for
 * undo/redo. `onAction` listeners (tests, the audit trail) see each dispatched action.
 */
import type { Draft } from 'immer';
import type { EditorDoc } from '../editorStore';
import { applyCycleColorScheme, type CycleColorSchemeAction } from './cycleColorScheme';
import { applyDuplicateBlock, type DuplicateBlockAction } from './duplicateBlock';
import { applyInsertBlock, type InsertBlockAction } from './insertBlock';
import { applyMoveBlock, type MoveBlockAction } from './moveBlock';
import { applyMoveBlockBy, type MoveBlockByAction } from './moveBlockBy';
import { applyPasteBlock, type PasteBlockAction } from './pasteBlock';
import { applyRemoveBlock, type RemoveBlockAction } from './removeBlock';
import { applySetBlockType, type SetBlockTypeAction } from './setBlockType';
import { applySetArticleMeta, setArticleMetaCoalesceKey, type SetArticleMetaAction } from './setArticleMeta';
import { applySetFields, setFieldsCoalesceKey, type SetFieldsAction } from './setFields';
import { applySetPageTitle, setPageTitleCoalesceKey, type SetPageTitleAction } from './setPageTitle';
import { applySetParams, setParamsCoalesceKey, type SetParamsAction } from './setParams';

export type EditorAction =
  | InsertBlockAction
  | PasteBlockAction
  | DuplicateBlockAction
  | RemoveBlockAction
  | MoveBlockAction
  | MoveBlockByAction
  | SetFieldsAction
  | SetParamsAction
  | SetBlockTypeAction
  | CycleColorSchemeAction
  | SetPageTitleAction
  | SetArticleMetaAction;

type ActionOf<T extends EditorAction['type']> = Extract<EditorAction, { type: T }>;

interface ActionHandler<A extends EditorAction> {
  /** The immer recipe applying the action to the document. */
  apply(doc: Draft<EditorDoc>, action: A): void;
  /** Successive actions with the same key merge into one history entry per typing pause. */
  coalesceKey?(action: A): string;
  /** The block to select afterwards (inserted blocks are selected). */
  selects?(action: A): string;
}

/** Every action type → how it applies (a complete map: a new action without a handler is a type error). */
export const actionHandlers: { [T in EditorAction['type']]: ActionHandler<ActionOf<T>> } = {
  insertBlock: { apply: applyInsertBlock, selects: (a) => a.id },
  pasteBlock: { apply: applyPasteBlock, selects: (a) => a.id },
  duplicateBlock: { apply: applyDuplicateBlock, selects: (a) => a.id },
  removeBlock: { apply: applyRemoveBlock },
  moveBlock: { apply: applyMoveBlock },
  moveBlockBy: { apply: applyMoveBlockBy },
  setFields: { apply: applySetFields, coalesceKey: setFieldsCoalesceKey },
  setParams: { apply: applySetParams, coalesceKey: setParamsCoalesceKey },
  setBlockType: { apply: applySetBlockType },
  cycleColorScheme: { apply: applyCycleColorScheme },
  setPageTitle: { apply: applySetPageTitle, coalesceKey: setPageTitleCoalesceKey },
  setArticleMeta: { apply: applySetArticleMeta, coalesceKey: setArticleMetaCoalesceKey },
};

/** The handler of an action's type. */
export function handlerOf<A extends EditorAction>(action: A): ActionHandler<A> {
  return actionHandlers[action.type] as unknown as ActionHandler<A>;
}
