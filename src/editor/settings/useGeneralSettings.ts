/**
 * State of the general settings page, over the settings' document session
 * ({@link createDocumentSession} without autosave: saving publishes): the settings as last loaded
 * or saved (`saved`), the edited copy (`draft`), the revision the draft started from, and the save
 * lifecycle.
 *
 * - `update(recipe)` edits the draft with an immer recipe; `dirty` is true while the draft differs
 *   from the saved settings; `reset()` drops the edits.
 * - `save()` PUTs the draft with its revision. On success the draft becomes the saved settings.
 *   On failure nothing is lost: the draft stays, `saveError` holds the error (422 field messages
 *   in `saveError.fields`). A 409 `stale_revision` sets `conflict` instead: the user then chooses
 *   `reloadFromServer()` (drop the edits, take the other person's settings) or `overwrite()`
 *   (save the draft over the stored settings) — never a silent overwrite.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { CmsApiError, type StaleRevision } from '../../api/cmsApi';
import type { CmsSettingsApi, GeneralSettings } from '../../api/cmsSettingsApi';
import { errorMessage } from '../../lib/errorMessage';
import { settingsDocumentClient } from '../documents/documentClient';
import { createDocumentSession, type DocumentSession } from '../documents/documentSession';
import { createSettingsStore, type SettingsStore } from './settingsStore';

export type LoadStatus = 'loading' | 'ready' | 'failed';

export interface GeneralSettingsState {
  loadStatus: LoadStatus;
  loadError: CmsApiError | null;
  saved: GeneralSettings | null;
  draft: GeneralSettings | null;
  revision: number;
  dirty: boolean;
  saving: boolean;
  saveError: CmsApiError | null;
  conflict: Partial<StaleRevision> | null;
  /** Time (ms since epoch) of the last successful save in this session, for the status line. */
  savedAt: number | null;
  update(recipe: (draft: GeneralSettings) => void): void;
  reset(): void;
  save(): Promise<void>;
  overwrite(): Promise<void>;
  reloadFromServer(): Promise<void>;
  dismissConflict(): void;
}

type SettingsSession = DocumentSession<GeneralSettings, SettingsStore>;

function asCmsError(error: unknown): CmsApiError {
  return error instanceof CmsApiError ? error : new CmsApiError(0, 'unknown', errorMessage(error));
}

const noSubscription = () => () => {};

/** Loads the settings once and manages edits and saves. */
export function useGeneralSettings(api: CmsSettingsApi): GeneralSettingsState {
  const [session, setSession] = useState<SettingsSession | null>(null);
  const [loadError, setLoadError] = useState<CmsApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<CmsApiError | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const settings = useSyncExternalStore(session ? session.store.subscribe : noSubscription, () => session?.store.getState() ?? null);
  const saver = useSyncExternalStore(session ? session.saver.state.subscribe : noSubscription, () => session?.saver.state.getState() ?? null);

  useEffect(() => {
    let cancelled = false;
    const client = settingsDocumentClient(api);
    client.load().then(
      (stored) => !cancelled && setSession(createDocumentSession(client, stored, { autosave: false, store: createSettingsStore })),
      (error: unknown) => !cancelled && setLoadError(asCmsError(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [api]);
  useEffect(() => () => session?.saver.dispose(), [session]);

  const draft = settings?.doc ?? null;
  const saved = settings?.saved ?? null;
  const dirty = useMemo(() => saved !== null && draft !== null && JSON.stringify(saved) !== JSON.stringify(draft), [saved, draft]);

  /** Runs one save (a publish or an overwrite), keeping its failure for the page to show. */
  const run = useCallback(async (attempt: () => Promise<boolean>) => {
    setSaving(true);
    setSaveError(null);
    try {
      if (await attempt()) setSavedAt(Date.now());
    } catch (error) {
      setSaveError(asCmsError(error));
    } finally {
      setSaving(false);
    }
  }, []);

  const save = useCallback(async () => {
    if (session) await run(async () => (await session.publish()).kind === 'published');
  }, [run, session]);
  const overwrite = useCallback(async () => {
    if (!session) return;
    await run(async () => (await session.overwrite()).kind === 'published');
  }, [run, session]);
  const reloadFromServer = useCallback(async () => {
    if (!session) return;
    try {
      await session.reload();
      setSaveError(null);
    } catch (error) {
      setLoadError(asCmsError(error));
    }
  }, [session]);

  return {
    loadStatus: session ? 'ready' : loadError ? 'failed' : 'loading',
    loadError,
    saved,
    draft,
    revision: saver?.revision ?? 0,
    dirty,
    saving,
    saveError,
    conflict: saver?.status === 'conflict' ? (saver.conflict ?? {}) : null,
    savedAt,
    update: useCallback((recipe: (draft: GeneralSettings) => void) => session?.store.getState().update(recipe), [session]),
    reset: useCallback(() => {
      session?.store.getState().discard();
      setSaveError(null);
    }, [session]),
    save,
    overwrite,
    reloadFromServer,
    dismissConflict: useCallback(() => session?.saver.dismissConflict(), [session]),
  };
}
