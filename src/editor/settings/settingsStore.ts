/**
 * The general settings being edited, as a versioned store its document session saves: the edited
 * settings (`doc`), the settings as last stored (`saved`), and the change counters the saver
 * compares. Edits are immer recipes; `discard()` drops every edit since the last save.
 */
import { produce } from 'immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { GeneralSettings } from '../../api/cmsSettingsApi';
import type { VersionedState } from '../drafts/draftSaver';

export interface SettingsState extends VersionedState<GeneralSettings> {
  /** The settings as the server last stored them. */
  saved: GeneralSettings;
  /** Edits the settings with an immer recipe (a recipe that changes nothing is no change). */
  update(recipe: (draft: GeneralSettings) => void): void;
  /** Back to the stored settings. */
  discard(): void;
}

export type SettingsStore = StoreApi<SettingsState>;

/** A store over `settings` as just read. */
export function createSettingsStore(settings: GeneralSettings): SettingsStore {
  return createStore<SettingsState>()((set) => ({
    doc: settings,
    saved: settings,
    seq: 0,
    savedSeq: 0,
    update(recipe) {
      set((state) => {
        const next = produce(state.doc, recipe);
        return next === state.doc ? {} : { doc: next, seq: state.seq + 1 };
      });
    },
    discard() {
      set((state) => ({ doc: state.saved, seq: state.seq + 1, savedSeq: state.seq + 1 }));
    },
    reset(doc) {
      set((state) => ({ doc, saved: doc, seq: state.seq + 1, savedSeq: state.seq + 1 }));
    },
    markSaved(seq, doc) {
      set((state) => (seq > state.savedSeq ? { savedSeq: seq, saved: doc } : {}));
    },
  }));
}
