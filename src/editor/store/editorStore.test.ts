// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { copyBlock, readClipboard } from '../lib/clipboard';
import { validatePage } from '../lib/validatePage';
import { cycleColorScheme, nextColorScheme } from './actions/cycleColorScheme';
import { demoBlock } from './actions/demoBlock';
import { duplicateBlock } from './actions/duplicateBlock';
import type { EditorAction } from './actions/index';
import { insertBlock } from './actions/insertBlock';
import { moveBlock } from './actions/moveBlock';
import { removeBlock } from './actions/removeBlock';
import { setFields } from './actions/setFields';
import { COALESCE_PAUSE_MS, createEditorStore, toContentFields, toEditorBlocks, type EditorStore } from './editorStore';

function makeStore(clock = { t: 0 }) {
  const blocks = toEditorBlocks([demoBlock('text_block_1'), demoBlock('cta_block'), demoBlock('spacer_block')]);
  return { store: createEditorStore({ blocks, title: { fr: 'Accueil', en: 'Home' } }, () => clock.t), clock };
}
const dispatch = (store: EditorStore, action: EditorAction) => store.getState().dispatch(action);
const types = (store: ReturnType<typeof makeStore>['store']) => toContentFields(store.getState().doc).map((b) => b.block_type);

describe('editor store', () => {
  it('records a reorder and undoes / redoes it', () => {
    const { store } = makeStore();
    dispatch(store, moveBlock(0, 2));
    expect(types(store)).toEqual(['cta_block', 'spacer_block', 'text_block_1']);
    store.getState().undo();
    expect(types(store)).toEqual(['text_block_1', 'cta_block', 'spacer_block']);
    store.getState().redo();
    expect(types(store)).toEqual(['cta_block', 'spacer_block', 'text_block_1']);
  });

  it('never records an empty history entry', () => {
    const { store } = makeStore();
    dispatch(store, moveBlock(1, 1));
    const id = store.getState().doc.blocks[0].id;
    dispatch(store, setFields(id, store.getState().doc.blocks[0].block.fields));
    expect(store.getState().past).toHaveLength(0);
    expect(store.getState().seq).toBe(0);
  });

  it('coalesces typing in one field into one entry per pause', () => {
    const { store, clock } = makeStore();
    const id = store.getState().doc.blocks[0].id;
    const original = store.getState().doc.blocks[0].block.fields;
    for (const text of ['A', 'Ab', 'Abc']) {
      clock.t += 100;
      dispatch(store, setFields(id, { ...original, main_title: { fr: text, en: 'x' } }));
    }
    expect(store.getState().past).toHaveLength(1);
    clock.t += COALESCE_PAUSE_MS + 1;
    dispatch(store, setFields(id, { ...original, main_title: { fr: 'Abcd', en: 'x' } }));
    expect(store.getState().past).toHaveLength(2);
    store.getState().undo();
    expect(store.getState().doc.blocks[0].block.fields.main_title).toEqual({ fr: 'Abc', en: 'x' });
    store.getState().undo();
    expect(store.getState().doc.blocks[0].block.fields).toEqual(original);
  });

  it('adds, duplicates and deletes blocks, all undoable', () => {
    const { store } = makeStore();
    dispatch(store, insertBlock(demoBlock('image_text_block'), 1));
    expect(types(store)[1]).toBe('image_text_block');
    const duplicate = duplicateBlock(store.getState().doc.blocks[0].id);
    dispatch(store, duplicate);
    const copyId = duplicate.id;
    expect(types(store).slice(0, 2)).toEqual(['text_block_1', 'text_block_1']);
    expect(store.getState().selectedId).toBe(copyId);
    dispatch(store, removeBlock(copyId));
    expect(store.getState().selectedId).toBeNull();
    expect(types(store)).toEqual(['text_block_1', 'image_text_block', 'cta_block', 'spacer_block']);
    store.getState().undo();
    store.getState().undo();
    store.getState().undo();
    expect(types(store)).toEqual(['text_block_1', 'cta_block', 'spacer_block']);
  });

  it('cycles colour schemes through the list and wraps to the first', () => {
    expect(nextColorScheme(undefined, ['normal', 'normal-grey', 'inverted'])).toBe('normal-grey');
    expect(nextColorScheme('inverted', ['normal', 'normal-grey', 'inverted'])).toBe('normal');
    expect(nextColorScheme('normal-grey', ['inverted'])).toBe('inverted');
    const { store } = makeStore();
    const insert = insertBlock({ ...demoBlock('cta_block'), block_params: {} });
    dispatch(store, insert);
    const id = insert.id;
    const list = ['normal', 'inverted'] as const;
    dispatch(store, cycleColorScheme(id, list));
    dispatch(store, cycleColorScheme(id, list));
    const scheme = () => store.getState().doc.blocks.find((b) => b.id === id)!.block.block_params.color_scheme;
    expect(scheme()).toBe('normal');
    store.getState().undo();
    expect(scheme()).toBe('inverted');
  });

  it('tells onAction listeners about every dispatched action, as plain serialisable data', () => {
    const { store } = makeStore();
    const seen: EditorAction[] = [];
    const unsubscribe = store.getState().onAction((action) => seen.push(action));
    const id = store.getState().doc.blocks[0].id;
    const actions: EditorAction[] = [moveBlock(0, 1), setFields(id, { main_title: { fr: 'A', en: 'A' } }), duplicateBlock(id), removeBlock(id)];
    for (const action of actions) dispatch(store, action);
    expect(seen).toEqual(actions);
    for (const action of seen) expect(JSON.parse(JSON.stringify(action))).toEqual(action);
    unsubscribe();
    dispatch(store, moveBlock(0, 1));
    expect(seen).toHaveLength(actions.length);
  });

  it('reset clears the history and marks the document saved', () => {
    const { store } = makeStore();
    dispatch(store, moveBlock(0, 1));
    expect(store.getState().seq).not.toBe(store.getState().savedSeq);
    store.getState().reset({ blocks: [], title: { fr: '', en: '' } });
    expect(store.getState().past).toHaveLength(0);
    expect(store.getState().seq).toBe(store.getState().savedSeq);
  });
});

describe('page validation and clipboard', () => {
  it('lists invalid blocks with prefixed paths', () => {
    const blocks = toEditorBlocks([demoBlock('text_block_1'), { block_type: 'nope', block_params: {}, fields: {} }, { block_type: 'cta_block', block_params: { color_scheme: 'purple' }, fields: {} }]);
    const problems = validatePage(blocks);
    expect(problems.map((p) => [p.index, p.blockType])).toEqual([
      [1, 'nope'],
      [2, 'cta_block'],
    ]);
    expect(problems[1].issues.some((issue) => issue.path[0] === 'block_params')).toBe(true);
  });

  it('copies a block to localStorage and reads it back', () => {
    const block = demoBlock('cta_block');
    expect(copyBlock(block)).toBe(true);
    expect(readClipboard()).toEqual(block);
  });
});
