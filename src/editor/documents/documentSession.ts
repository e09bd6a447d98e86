/**
 * One document being edited (spec 000 §6 drafts and revisions): its editor store (canvas, panels,
 * patch-based undo), its autosave ({@link createDraftSaver}: debounce, retries, conflict and
 * forbidden states) and the means to reload it, for any kind of versioned document through its
 * {@link DocumentClient}. Pages, variants and articles are edited through one of these.
 */
import { invalidBlocksOf, staleRevisionOf } from '../../api/cmsApi';
import { createDraftSaver, type DraftSaver } from '../drafts/draftSaver';
import { validatePage, type PageBlockProblem } from '../lib/validatePage';
import { createEditorStore, type EditorStore } from '../store/editorStore';
import type { DocumentClient, StoredDocument } from './documentClient';

export interface DocumentSession {
  client: DocumentClient;
  store: EditorStore;
  saver: DraftSaver;
  /** Reads the stored document again (the conflict dialog's "Reload", a restored version): history cleared, autosave rebased. @throws CmsApiError */
  reload(): Promise<void>;
  /**
   * Publishes the document (spec 000 §6): its blocks checked in the browser first (nothing sent
   * when one is invalid), pending changes saved, then `send(revision)` (the kind's publish call);
   * the saver goes on from the revision it returns. A 422 `invalid_blocks` answer becomes the
   * problems to list (blocks outside the canvas, a footer's, without an id), a 409
   * `stale_revision` the saver's conflict state.
   * @throws what `send` throws otherwise (the caller tells it)
   */
  publish<R extends { revision: number }>(send: (revision: number) => Promise<R>): Promise<PublishOutcome<R>>;
  /** Sends what is pending, once, then stops autosaving (the document is left). */
  close(): Promise<void>;
}

/** How a publish ended: published (the kind's answer), refused for its blocks, in conflict, or not tried because the draft could not be saved. */
export type PublishOutcome<R> = { kind: 'published'; result: R } | { kind: 'problems'; problems: PageBlockProblem[] } | { kind: 'conflict' } | { kind: 'unsaved' };

/**
 * Opens a session on `stored` (the document as just read).
 * @param options.debounceMs autosave quiet time (ms); the saver's default otherwise
 */
export function createDocumentSession(client: DocumentClient, stored: StoredDocument, options: { debounceMs?: number } = {}): DocumentSession {
  const store = createEditorStore(stored.doc);
  const saver = createDraftSaver({ editor: store, client, revision: stored.revision, debounceMs: options.debounceMs });
  return {
    client,
    store,
    saver,
    async reload() {
      const fresh = await client.load();
      store.getState().reset(fresh.doc);
      saver.rebase(fresh.revision);
    },
    async publish(send) {
      const found = validatePage(store.getState().doc.blocks);
      if (found.length > 0) return { kind: 'problems', problems: found };
      if (!(await saver.flush())) return { kind: 'unsaved' };
      try {
        const result = await send(saver.state.getState().revision);
        saver.rebase(result.revision);
        return { kind: 'published', result };
      } catch (error) {
        const invalid = invalidBlocksOf(error);
        if (invalid) {
          const blocks = store.getState().doc.blocks;
          const problems = invalid.map((block) => ({ index: block.index, id: block.area === 'footer' ? undefined : blocks[block.index]?.id, blockType: block.block_type, issues: block.issues }));
          return { kind: 'problems', problems };
        }
        const stale = staleRevisionOf(error);
        if (stale) {
          saver.state.setState({ status: 'conflict', conflict: stale });
          return { kind: 'conflict' };
        }
        throw error;
      }
    },
    async close() {
      const flushed = saver.flush();
      saver.dispose();
      await flushed;
    },
  };
}
