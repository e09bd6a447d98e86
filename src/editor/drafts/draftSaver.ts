/**
 * Draft autosave: after each change, a debounced save of the document's draft from the revision
 * it was read at, through its kind's client (a page's `PUT /pages/:id/draft`, a variant's `PUT`,
 * an article's draft); nothing is lost on failure — the editor keeps its state and the save is
 * retried with a growing delay.
 *
 * Statuses: `saved`, `pending` (changes waiting for the debounce), `saving`, `retrying` (the last
 * save failed; retried after 1, 2, 4, 8, 16 then every 30 s), `conflict` (409 `stale_revision`:
 * someone else saved; the UI offers reload or overwrite; autosave pauses), `forbidden` (403: the
 * change is not allowed for this role; waits for the next change).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { CmsApiError, staleRevisionOf } from '../../api/cmsApi';
import type { DocumentClient } from '../documents/documentClient';
import type { EditorDoc } from '../store/editorStore';
import { errorMessage } from '../../lib/errorMessage';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'retrying' | 'conflict' | 'forbidden';

export interface ConflictInfo {
  currentRevision?: number;
  updatedBy?: string | null;
  updatedAt?: string | null;
}

export interface SaverState {
  status: SaveStatus;
  /** The revision the next save starts from. */
  revision: number;
  conflict: ConflictInfo | null;
  /** Message of the last failure, if any. */
  error: string | null;
}

/**
 * What a saver needs of the store it saves: the document, a change counter and the counter of the
 * last stored state. The editor store (blocks, undo) is one; the general settings' store another.
 */
export interface VersionedState<D> {
  doc: D;
  /** Increases on every change of `doc`. */
  seq: number;
  /** `seq` of the last state the server stored. */
  savedSeq: number;
  /** Marks `seq` (whose document was `doc`) as stored by the server. */
  markSaved(seq: number, doc: D): void;
  /** Replaces the document with a stored one (a reload): nothing unsaved, no history. */
  reset(doc: D): void;
}

/** A zustand store of a versioned document, as far as its saver reads it. */
export interface VersionedStore<D> {
  getState(): VersionedState<D>;
  subscribe(listener: (state: VersionedState<D>, previous: VersionedState<D>) => void): () => void;
}

export interface DraftSaver {
  state: StoreApi<SaverState>;
  /** Saves now if there are unsaved changes; resolves true when everything is saved. */
  flush(): Promise<boolean>;
  /** Saves with `force: true` (the 409 dialog's "Overwrite"). */
  overwrite(): Promise<boolean>;
  /** After a reload, a restore or a publish: the new base revision, conflict cleared. */
  rebase(revision: number): void;
  /** Closes a conflict without resolving it (a document saved by a button keeps its changes; its next save meets the conflict again). */
  dismissConflict(): void;
  dispose(): void;
}

/** Debounce (ms) between the last change and the save. */
export const AUTOSAVE_DEBOUNCE_MS = 800;
/** Retry delays (ms) after failed saves; the last one repeats. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000, 30000];

export interface DraftSaverOptions<D> {
  editor: VersionedStore<D>;
  /** Where drafts go: the document's kind (page, variant, article, header, settings). */
  client: Pick<DocumentClient<D>, 'saveDraft'>;
  revision: number;
  debounceMs?: number;
  /**
   * False for a document without drafts (the header, the settings: saving publishes): changes only
   * mark it `pending`, nothing is sent until asked (`flush`, `overwrite`) and a failed save is not
   * retried (its message stays in `error`). Default true.
   */
  autosave?: boolean;
}

/** Starts autosaving the editor's document; call `dispose` when the page changes. */
export function createDraftSaver<D = EditorDoc>({ editor, client, revision, debounceMs = AUTOSAVE_DEBOUNCE_MS, autosave = true }: DraftSaverOptions<D>): DraftSaver {
  const state = createStore<SaverState>()(() => ({ status: 'saved', revision, conflict: null, error: null }));
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inflight: Promise<boolean> | null = null;
  let failures = 0;
  let disposed = false;

  const dirty = () => editor.getState().seq !== editor.getState().savedSeq;

  function schedule(delay: number) {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void save(false);
    }, delay);
  }

  async function save(force: boolean): Promise<boolean> {
    if (disposed) return false;
    if (inflight) {
      await inflight;
      return dirty() ? save(force) : true;
    }
    if (!dirty() && !force) {
      state.setState({ status: 'saved' });
      return true;
    }
    const { doc, seq } = editor.getState();
    state.setState({ status: 'saving' });
    const run = (async () => {
      try {
        const result = await client.saveDraft(doc, { revision: state.getState().revision, ...(force ? { force: true } : {}) });
        failures = 0;
        editor.getState().markSaved(seq, doc);
        state.setState({ revision: result.revision, conflict: null, error: null, status: dirty() ? 'pending' : 'saved' });
        if (dirty() && autosave) schedule(debounceMs);
        return !dirty();
      } catch (error) {
        const stale = staleRevisionOf(error);
        if (stale) {
          state.setState({ status: 'conflict', error: (error as Error).message, conflict: stale });
          return false;
        }
        if (error instanceof CmsApiError && error.status === 403) {
          state.setState({ status: 'forbidden', error: error.message });
          return false;
        }
        if (!autosave) {
          state.setState({ status: 'pending', error: errorMessage(error) });
          return false;
        }
        const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
        failures += 1;
        state.setState({ status: 'retrying', error: errorMessage(error) });
        schedule(delay);
        return false;
      }
    })();
    inflight = run;
    try {
      return await run;
    } finally {
      inflight = null;
    }
  }

  const unsubscribe = editor.subscribe((next, previous) => {
    if (next.seq === previous.seq || next.seq === next.savedSeq) return;
    const status = state.getState().status;
    if (status === 'conflict') return;
    // Already pending: no new state object, so nothing subscribed to the saver (the toolbar's status,
    // the whole workbench) re-renders on each keystroke or move.
    if (status !== 'saving' && status !== 'retrying' && status !== 'pending') state.setState({ status: 'pending' });
    if (status !== 'retrying' && autosave) schedule(debounceMs);
  });

  return {
    state,
    flush() {
      if (timer) clearTimeout(timer);
      timer = null;
      if (state.getState().status === 'conflict') return Promise.resolve(false);
      return save(false);
    },
    overwrite() {
      if (timer) clearTimeout(timer);
      timer = null;
      return save(true);
    },
    rebase(nextRevision) {
      if (timer) clearTimeout(timer);
      timer = null;
      failures = 0;
      state.setState({ revision: nextRevision, conflict: null, error: null, status: dirty() ? 'pending' : 'saved' });
      if (dirty() && autosave) schedule(debounceMs);
    },
    dismissConflict() {
      if (state.getState().status === 'conflict') state.setState({ status: dirty() ? 'pending' : 'saved', conflict: null });
    },
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
      unsubscribe();
    },
  };
}
