/**
 * State of the general settings page: the settings as last loaded or saved (`saved`),
 * the edited copy (`draft`), the revision the draft started from, and the save lifecycle.
 *
 * - `update(recipe)` edits the draft with an immer recipe; `dirty` is true while the draft differs
 *   from the saved settings; `reset()` drops the edits.
 * - `save()` PUTs the draft with its revision. On success the draft becomes the saved settings.
 *   On failure nothing is lost: the draft stays, `saveError` holds the error (422 field messages
 *   in `saveError.fields`). A 409 `stale_revision` sets `conflict` instead: the user then chooses
 *   `reloadFromServer()` (drop the edits, take the other person's settings) or `overwrite()`
 *   (save the draft again over the current revision) — never a silent overwrite.
 */
import { produce } from 'immer';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CmsSettingsError, type CmsSettingsApi, type GeneralSettings, type SettingsConflict } from '../../api/cmsSettingsApi';
import { errorMessage } from '../../lib/errorMessage';

export type LoadStatus = 'loading' | 'ready' | 'failed';

export interface GeneralSettingsState {
  loadStatus: LoadStatus;
  loadError: CmsSettingsError | null;
  saved: GeneralSettings | null;
  draft: GeneralSettings | null;
  revision: number;
  dirty: boolean;
  saving: boolean;
  saveError: CmsSettingsError | null;
  conflict: SettingsConflict | null;
  /** Time (ms since epoch) of the last successful save in this session, for the status line. */
  savedAt: number | null;
  update(recipe: (draft: GeneralSettings) => void): void;
  reset(): void;
  save(): Promise<void>;
  overwrite(): Promise<void>;
  reloadFromServer(): Promise<void>;
  dismissConflict(): void;
}

function asSettingsError(error: unknown): CmsSettingsError {
  if (error instanceof CmsSettingsError) return error;
  return new CmsSettingsError({ status: 0, code: 'unknown', message: errorMessage(error) });
}

/** Loads the settings once and manages edits and saves. */
export function useGeneralSettings(api: CmsSettingsApi): GeneralSettingsState {
  const [loadStatus, setLoadStatus] = useState<LoadStatus>('loading');
  const [loadError, setLoadError] = useState<CmsSettingsError | null>(null);
  const [saved, setSaved] = useState<GeneralSettings | null>(null);
  const [draft, setDraft] = useState<GeneralSettings | null>(null);
  const [revision, setRevision] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<CmsSettingsError | null>(null);
  const [conflict, setConflict] = useState<SettingsConflict | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  // The latest draft, read by save() so a save started right after an edit sends that edit.
  const draftRef = useRef<GeneralSettings | null>(null);
  draftRef.current = draft;

  const load = useCallback(async () => {
    try {
      const { revision: loadedRevision, ...settings } = await api.load();
      setSaved(settings);
      setDraft(settings);
      setRevision(loadedRevision);
      setLoadError(null);
      setSaveError(null);
      setConflict(null);
      setLoadStatus('ready');
    } catch (error) {
      setLoadError(asSettingsError(error));
      setLoadStatus((status) => (status === 'ready' ? 'ready' : 'failed'));
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const dirty = useMemo(() => saved !== null && draft !== null && JSON.stringify(saved) !== JSON.stringify(draft), [saved, draft]);

  const update = useCallback((recipe: (draft: GeneralSettings) => void) => {
    setDraft((current) => (current ? produce(current, recipe) : current));
  }, []);

  const reset = useCallback(() => {
    setDraft(saved);
    setSaveError(null);
  }, [saved]);

  const saveAt = useCallback(
    async (atRevision: number) => {
      const toSave = draftRef.current;
      if (!toSave) return;
      setSaving(true);
      setSaveError(null);
      try {
        const result = await api.save(toSave, atRevision);
        setSaved(toSave);
        setRevision(result.revision);
        setConflict(null);
        setSavedAt(Date.now());
      } catch (error) {
        const failure = asSettingsError(error);
        if (failure.code === 'stale_revision') {
          setConflict(failure.conflict ?? { currentRevision: atRevision });
        } else {
          setSaveError(failure);
        }
      } finally {
        setSaving(false);
      }
    },
    [api],
  );

  const save = useCallback(() => saveAt(revision), [saveAt, revision]);
  const overwrite = useCallback(async () => {
    if (!conflict) return;
    await saveAt(conflict.currentRevision);
  }, [conflict, saveAt]);
  const reloadFromServer = useCallback(async () => {
    await load();
    setConflict(null);
  }, [load]);
  const dismissConflict = useCallback(() => setConflict(null), []);

  return {
    loadStatus,
    loadError,
    saved,
    draft,
    revision,
    dirty,
    saving,
    saveError,
    conflict,
    savedAt,
    update,
    reset,
    save,
    overwrite,
    reloadFromServer,
    dismissConflict,
  };
}
