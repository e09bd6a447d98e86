/**
 * One document being edited (spec 000 §6 drafts and revisions): its store (an editor store with
 * canvas, panels and patch-based undo for documents of blocks; a kind's own for others), its saver
 * ({@link createDraftSaver}: autosave with debounce and retries, or saves on demand for a document
 * without drafts; conflict and forbidden states) and the means to reload and publish it, for any
 * kind of versioned document through its {@link DocumentClient}. Pages, variants, articles, the
 * site header and the general settings are edited through one of these.
 */
import { invalidBlocksOf, staleRevisionOf } from '../../api/cmsApi';
import { createDraftSaver, type DraftSaver, type VersionedStore } from '../drafts/draftSaver';
import { validatePage, type PageBlockProblem } from '../lib/validatePage';
import { createEditorStore, type EditorDoc, type EditorStore } from '../store/editorStore';
import type { DocumentClient, StoredDocument } from './documentClient';

export interface DocumentSession<D = EditorDoc, S = EditorStore> {
  client: DocumentClient<D>;
  store: S;
  saver: DraftSaver;
  /** Reads the stored document again (the conflict dialog's "Reload", a restored version): history cleared, saver rebased. @throws CmsApiError */
  reload(): Promise<void>;
  /**
   * Publishes the document (spec 000 §6): checked in the browser first (nothing sent when a block is
   * invalid), then `send(revision)` (the kind's publish call); the saver goes on from the revision
   * it returns. With autosave, pending changes are saved first; without (a document whose save
   * publishes), `send` defaults to saving the document as it is now. A 422 `invalid_blocks` answer
   * becomes the problems to list (blocks outside the canvas, a footer's, without an id), a 409
   * `stale_revision` the saver's conflict state.
   * @throws what `send` throws otherwise (the caller tells it)
   */
  publish<R extends { revision: number }>(send: (revision: number) => Promise<R>): Promise<PublishOutcome<R>>;
  publish(): Promise<PublishOutcome<{ revision: number }>>;
  /**
   * Saves the document over the stored one whatever its revision (the conflict dialog's
   * "Overwrite"): through the saver with autosave, else as a publish with `force`.
   * @throws what the kind's save throws, without autosave (with autosave the saver keeps it)
   */
  overwrite(): Promise<PublishOutcome<{ revision: number }>>;
  /** Sends what is pending, once, then stops saving (the document is left). */
  close(): Promise<void>;
}

/** How a publish ended: published (the kind's answer), refused for its blocks, in conflict, or not tried because the draft could not be saved. */
export type PublishOutcome<R> =
  | { kind: 'published'; result: R }
  | { kind: 'problems'; problems: PageBlockProblem[] }
  | { kind: 'conflict' }
  | { kind: 'unsaved' };

export interface DocumentSessionOptions {
  /** Autosave quiet time (ms); the saver's default otherwise. */
  debounceMs?: number;
  /** False for a document without drafts (the header, the settings): saved only by `publish` and the conflict's overwrite. Default true. */
  autosave?: boolean;
}

/** The options of a session on a document that is not made of blocks: its store, and its checks before a publish. */
export interface OwnStoreOptions<D, S extends VersionedStore<D>> extends DocumentSessionOptions {
  store(doc: D): S;
  /** What keeps it from being published (none by default). */
  validate?(doc: D): PageBlockProblem[];
}

/**
 * Opens a session on `stored` (the document as just read): an editor store for a document of
 * blocks, `options.store`'s for another kind.
 */
export function createDocumentSession(client: DocumentClient, stored: StoredDocument, options?: DocumentSessionOptions): DocumentSession<EditorDoc, EditorStore>;
export function createDocumentSession<D, S extends VersionedStore<D>>(client: DocumentClient<D>, stored: StoredDocument<D>, options: OwnStoreOptions<D, S>): DocumentSession<D, S>;
export function createDocumentSession<D, S extends VersionedStore<D>>(
  client: DocumentClient<D>,
  stored: StoredDocument<D>,
  options: DocumentSessionOptions & Partial<OwnStoreOptions<D, S>> = {},
): DocumentSession<D, S> {
  const ownStore = options.store;
  const store = ownStore ? ownStore(stored.doc) : (createEditorStore(stored.doc as EditorDoc) as unknown as S);
  const validate = ownStore ? (options.validate ?? (() => [])) : (doc: D) => validatePage((doc as EditorDoc).blocks);
  const autosave = options.autosave ?? true;
  const saver = createDraftSaver<D>({ editor: store, client, revision: stored.revision, debounceMs: options.debounceMs, autosave });

  /** A 422 `invalid_blocks` answer as the problems to list, located in the document's blocks when it has some. */
  function refusedBlocks(error: unknown): PageBlockProblem[] | null {
    const invalid = invalidBlocksOf(error);
    if (!invalid) return null;
    const blocks = (store.getState().doc as Partial<EditorDoc>).blocks ?? [];
    return invalid.map((block) => ({ index: block.index, id: block.area === 'footer' ? undefined : blocks[block.index]?.id, blockType: block.block_type, issues: block.issues }));
  }

  const session: DocumentSession<D, S> = {
    client,
    store,
    saver,
    async reload() {
      const fresh = await client.load();
      store.getState().reset(fresh.doc);
      saver.rebase(fresh.revision);
    },
    async publish<R extends { revision: number }>(send?: (revision: number) => Promise<R>) {
      const { doc, seq } = store.getState();
      const found = validate(doc);
      if (found.length > 0) return { kind: 'problems' as const, problems: found };
      if (autosave && !(await saver.flush())) return { kind: 'unsaved' as const };
      const sendDocument = send ?? ((revision: number) => client.saveDraft(doc, { revision }));
      try {
        const result = await sendDocument(saver.state.getState().revision);
        store.getState().markSaved(seq, doc);
        saver.rebase(result.revision);
        return { kind: 'published' as const, result };
      } catch (error) {
        const problems = refusedBlocks(error);
        if (problems) return { kind: 'problems' as const, problems };
        const stale = staleRevisionOf(error);
        if (stale) {
          saver.state.setState({ status: 'conflict', conflict: stale });
          return { kind: 'conflict' as const };
        }
        throw error;
      }
    },
    async overwrite() {
      if (autosave) return (await saver.overwrite()) ? { kind: 'published', result: { revision: saver.state.getState().revision } } : { kind: 'unsaved' };
      return session.publish((revision) => client.saveDraft(store.getState().doc, { revision, force: true }));
    },
    async close() {
      const flushed = autosave ? saver.flush() : Promise.resolve(true);
      saver.dispose();
      await flushed;
    },
  };
  return session;
}
