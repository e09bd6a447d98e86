/**
 * The state and requests of one collection of the QA directory screen (spec 001 §3 directory):
 * its filtered list, the records its reference field and office filter choose from, the record
 * being edited, and every write (create, update, reorder, activate, delete) with what the visitor
 * is told. A 409 `stale_revision` on save becomes `conflict` (reload or overwrite); a 422 becomes
 * field `issues` and keeps the form as typed; a delete refused with `in_use` asks again with the
 * dependents counted. Messages go to `notify` in the screen's language.
 */
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { CmsApiError, staleRevisionOf } from '../../api/cmsApi';
import type { CmsDirectoryApi, DirectoryFilters } from '../../api/cmsDirectoryApi';
import type { Locale } from '../../lib/locales';
import type { DirectoryCollection, DirectoryItem } from '../../schema/directoryEditing';
import type { ConflictFacts } from '../shell/ConflictDialog';
import { emptyRecord, issuesOf, recordLabel, REFERENCE_FIELD } from './directoryRecords';
import { errorMessage } from '../../lib/errorMessage';

/** The record in the form: `id` null for a new one. */
export interface DirectoryEditing {
  id: number | null;
  revision: number;
  record: Record<string, unknown>;
  /** A roster member or office: its feed key and the fields the feed owns (read-only here). */
  feed?: DirectoryItem['feed'];
}

/** A delete waiting for confirmation; `dependents` once the API said other records point at it. */
export interface DirectoryDeleting {
  item: DirectoryItem;
  dependents: Record<string, number> | null;
}

export interface DirectoryCollectionOptions {
  collection: DirectoryCollection;
  uiLocale: Locale;
  directoryApi: CmsDirectoryApi;
  notify(text: string): void;
}

/** See the module docstring. */
export function useDirectoryCollection({ collection, uiLocale, directoryApi, notify }: DirectoryCollectionOptions) {
  const intl = useIntl();
  const t = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const [items, setItems] = useState<DirectoryItem[] | null>(null);
  const [filters, setFilters] = useState<DirectoryFilters>({});
  const [references, setReferences] = useState<DirectoryItem[]>([]);
  const [offices, setOffices] = useState<DirectoryItem[]>([]);
  const [editing, setEditing] = useState<DirectoryEditing | null>(null);
  const [issues, setIssues] = useState<{ path: string[]; message: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<ConflictFacts | null>(null);
  const [deleting, setDeleting] = useState<DirectoryDeleting | null>(null);
  const reference = REFERENCE_FIELD[collection];
  const messageOf = (error: unknown) => (errorMessage(error));
  const staleListOr = (error: unknown) => (error instanceof CmsApiError && error.status === 409 ? t('directory.staleList') : messageOf(error));

  const load = useCallback(async () => {
    setItems(await directoryApi.list(collection, filters));
  }, [directoryApi, collection, filters]);

  useEffect(() => {
    void load().catch((error: Error) => notify(error.message));
  }, [load, notify]);
  useEffect(() => {
    if (reference) void directoryApi.list(reference.collection).then(setReferences, () => setReferences([]));
    if (collection === 'members') void directoryApi.list('offices').then(setOffices, () => setOffices([]));
  }, [directoryApi, collection, reference]);

  function startEdit(item: DirectoryItem | null) {
    setIssues([]);
    setEditing(item ? { id: item.id, revision: item.revision, record: item.record, feed: item.feed ?? null } : { id: null, revision: 0, record: emptyRecord(collection) });
  }

  async function save(force = false) {
    if (!editing) return;
    setBusy(true);
    try {
      const saved = editing.id === null ? await directoryApi.create(collection, editing.record) : await directoryApi.update(collection, editing.id, editing.revision, editing.record, force);
      setEditing(null);
      setConflict(null);
      notify(t('directory.saved', { name: recordLabel(saved.record, uiLocale) }));
      await load();
    } catch (error) {
      const stale = staleRevisionOf(error);
      if (error instanceof CmsApiError && error.status === 422) {
        setIssues(issuesOf(error.fields));
        notify(t('directory.invalid'));
      } else if (stale) {
        setConflict(stale);
      } else notify(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function reloadAfterConflict() {
    if (!editing || editing.id === null) return;
    setConflict(null);
    const fresh = (await directoryApi.list(collection)).find((item) => item.id === editing.id);
    await load();
    if (fresh) startEdit(fresh);
    else setEditing(null);
  }

  async function move(item: DirectoryItem, step: -1 | 1) {
    if (!items) return;
    const index = items.findIndex((candidate) => candidate.id === item.id);
    const neighbour = items[index + step];
    if (!neighbour) return;
    // The order is the whole collection's: swap the two records there, whatever the filters hide.
    const all = (await directoryApi.list(collection)).map((candidate) => candidate.id);
    const a = all.indexOf(item.id);
    const b = all.indexOf(neighbour.id);
    [all[a], all[b]] = [all[b], all[a]];
    try {
      await directoryApi.reorder(collection, all);
      await load();
      notify(t(step < 0 ? 'directory.movedUp' : 'directory.movedDown', { name: recordLabel(item.record, uiLocale) }));
    } catch (error) {
      notify(messageOf(error));
    }
  }

  async function toggleActive(item: DirectoryItem) {
    try {
      await directoryApi.setActive(collection, item.id, item.revision, !item.active);
      notify(t(item.active ? 'directory.deactivated' : 'directory.activated', { name: recordLabel(item.record, uiLocale) }));
    } catch (error) {
      notify(staleListOr(error));
    }
    await load();
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await directoryApi.remove(collection, deleting.item.id, deleting.item.revision, deleting.dependents !== null);
      notify(t('directory.deleted', { name: recordLabel(deleting.item.record, uiLocale) }));
      setDeleting(null);
      await load();
    } catch (error) {
      if (error instanceof CmsApiError && error.code === 'in_use') {
        setDeleting({ item: deleting.item, dependents: (error.body.dependents as Record<string, number>) ?? {} });
      } else {
        notify(staleListOr(error));
        setDeleting(null);
        await load();
      }
    } finally {
      setBusy(false);
    }
  }

  return {
    items,
    filters,
    setFilters,
    references,
    offices,
    reference,
    editing,
    /** Replaces the record in the form (as typed). */
    editRecord: (record: Record<string, unknown>) => setEditing((current) => (current ? { ...current, record } : current)),
    cancelEdit: () => setEditing(null),
    startEdit,
    issues,
    busy,
    conflict,
    dismissConflict: () => setConflict(null),
    save,
    reloadAfterConflict,
    move,
    toggleActive,
    deleting,
    askDelete: (item: DirectoryItem) => setDeleting({ item, dependents: null }),
    cancelDelete: () => setDeleting(null),
    confirmDelete,
  };
}

/** What {@link useDirectoryCollection} gives a collection's views. */
export type DirectoryCollectionState = ReturnType<typeof useDirectoryCollection>;
