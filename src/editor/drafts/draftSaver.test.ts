import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CmsApiError } from '../../api/cmsApi';
import { demoBlock } from '../store/actions/demoBlock';
import { moveBlock } from '../store/actions/moveBlock';
import { createEditorStore, toEditorBlocks } from '../store/editorStore';
import { pageDocumentClient } from '../documents/documentClient';
import { AUTOSAVE_DEBOUNCE_MS, createDraftSaver } from './draftSaver';

/** A page's draft autosave against a mocked `saveDraft` of the CMS API (what is sent is what it records). */
function setup(saveDraft: ReturnType<typeof vi.fn>) {
  const editor = createEditorStore({ blocks: toEditorBlocks([demoBlock('text_block_1'), demoBlock('cta_block')]), title: { fr: 'A', en: 'B' } });
  const saver = createDraftSaver({ editor, client: pageDocumentClient({ saveDraft, getPage: vi.fn() } as never, 'p1'), revision: 3 });
  return { editor, saver };
}

describe('draft autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once after the debounce with the revision it started from', async () => {
    const saveDraft = vi.fn().mockResolvedValue({ revision: 4 });
    const { editor, saver } = setup(saveDraft);
    editor.getState().dispatch(moveBlock(0, 1));
    const pending = saver.state.getState();
    editor.getState().dispatch(moveBlock(0, 1));
    expect(saver.state.getState().status).toBe('pending');
    // Already pending: the same state object, so nothing subscribed to the saver re-renders.
    expect(saver.state.getState()).toBe(pending);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS + 10);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    const [id, body] = saveDraft.mock.calls[0];
    expect(id).toBe('p1');
    expect(body.revision).toBe(3);
    expect(body.content.fields.map((b: { block_type: string }) => b.block_type)).toEqual(['text_block_1', 'cta_block']);
    expect(saver.state.getState()).toMatchObject({ status: 'saved', revision: 4 });
  });

  it('keeps the changes and retries with backoff when a save fails', async () => {
    const saveDraft = vi
      .fn()
      .mockRejectedValueOnce(new CmsApiError(0, 'network', 'offline'))
      .mockResolvedValue({ revision: 4 });
    const { editor, saver } = setup(saveDraft);
    editor.getState().dispatch(moveBlock(0, 1));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS + 10);
    expect(saver.state.getState().status).toBe('retrying');
    expect(editor.getState().seq).not.toBe(editor.getState().savedSeq);
    await vi.advanceTimersByTimeAsync(1000);
    expect(saveDraft).toHaveBeenCalledTimes(2);
    expect(saver.state.getState().status).toBe('saved');
  });

  it('stops on 409 and overwrites with force on request', async () => {
    const saveDraft = vi
      .fn()
      .mockRejectedValueOnce(new CmsApiError(409, 'stale_revision', 'stale', { current_revision: 7, updated_by: 'ana@example.ca' }))
      .mockResolvedValue({ revision: 8 });
    const { editor, saver } = setup(saveDraft);
    editor.getState().dispatch(moveBlock(0, 1));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS + 10);
    expect(saver.state.getState()).toMatchObject({ status: 'conflict', conflict: { currentRevision: 7, updatedBy: 'ana@example.ca' } });
    editor.getState().dispatch(moveBlock(0, 1));
    await vi.advanceTimersByTimeAsync(5000);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    await saver.overwrite();
    expect(saveDraft.mock.calls[1][1].force).toBe(true);
    expect(saver.state.getState()).toMatchObject({ status: 'saved', revision: 8 });
  });
});
