/**
 * `/qa/repertoire` and `/qa/directory` (spec 001 §3 directory; the QA directory screen), in French
 * or English: the session is checked (`GET /auth/me`, 401 → login), then one tab per collection
 * (members, offices, partners, bank partners, testimonials, rewards) with its list (search;
 * kind, office and active filters), move up / down buttons for the display order, activate or
 * deactivate, delete behind a confirmation dialog (a second confirmation when other records point
 * at the record), and the create / edit form generated from the collection's zod schema
 * (French and English side by side). A save refused with 409 `stale_revision` opens the
 * reload-or-overwrite choice; 422 field messages show under their fields. Every write is live on
 * the public pages at once (the API drops the cached pages). Default export for the route's lazy
 * `import()`.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { CmsApiError, createCmsApi, staleRevisionOf, type CmsApi } from '../../api/cmsApi';
import { createCmsDirectoryApi, type CmsDirectoryApi, type DirectoryFilters } from '../../api/cmsDirectoryApi';
import type { Locale } from '../../lib/locales';
import { DIRECTORY_COLLECTIONS, directoryRecordSchemas, type DirectoryCollection, type DirectoryItem } from '../../schema/directoryEditing';
import { SchemaForm } from '../forms/SchemaForm';
import { FeedOwnedFields } from './FeedOwnedFields';
import { useOptionMessages, type OptionLabelResolver } from '../forms/useOptionMessages';
import { EditorIntl } from '../i18n/EditorIntl';
import { ConflictDialog, type ConflictFacts } from '../shell/ConflictDialog';
import { EditorChrome } from '../shell/EditorChrome';
import { Notifier, useNotifier } from '../shell/Notifier';
import { useQaSession } from '../shell/useQaSession';
import dialogs from '../shell/dialogs.module.css';
import listScreen from '../shell/listScreen.module.css';
import sections from '../sections/SectionsPage.module.css';
import styles from './DirectoryPage.module.css';

export interface DirectoryPageProps {
  uiLocale: Locale;
  /** Clients (tests pass mocks); default `/api/cms`. */
  api?: CmsApi;
  directoryApi?: CmsDirectoryApi;
}

/** The QA directory path in a UI language. */
export function directoryPath(locale: Locale): string {
  return locale === 'fr' ? '/qa/repertoire' : '/qa/directory';
}

/** The field of a record pointing at another collection, edited with a select instead of a number. */
const REFERENCE_FIELD: Partial<Record<DirectoryCollection, { field: string; collection: DirectoryCollection }>> = {
  members: { field: 'office_id', collection: 'offices' },
  testimonials: { field: 'member_id', collection: 'members' },
  rewards: { field: 'member_id', collection: 'members' },
};

/** A new record of a collection (what the create form starts from). */
export function emptyRecord(collection: DirectoryCollection): Record<string, unknown> {
  switch (collection) {
    case 'members':
      return {
        kind: 'brokers',
        name: '',
        slug: '',
        avatar: null,
        title: {},
        bio: {},
        phone: { display: '', intl: '' },
        email: '',
        languages: ['fr'],
        social_links: [],
        office_id: null,
        licence_number: '',
        designations: {},
      };
    case 'offices':
      return { name: {}, photo: null, street: {}, city: '', postal_code: '', latitude: 45.5, longitude: -73.57, phone: { display: '', intl: '' }, email: '', opening_hours: [] };
    case 'partners':
      return { name: '', logo: null, description: {}, tags: [], url: {} };
    case 'bank-partners':
      return { name: '', logo: null, employees: [] };
    case 'testimonials':
      return { author_name: '', author_subtitle: {}, author_avatar: null, description: {}, review_score: 5, review_date: new Date().toISOString().slice(0, 10), source: 'direct', member_id: null };
    case 'rewards':
      return { reward_ident: 'platine', super_title: {}, main_title: {}, description: {}, member_id: null };
  }
}

/** The name a list shows for a record. */
export function recordLabel(record: Record<string, unknown>, locale: Locale): string {
  for (const key of ['name', 'author_name', 'main_title']) {
    const value = record[key];
    if (typeof value === 'string' && value) return value;
    if (value && typeof value === 'object') {
      const text = (value as Record<string, string | undefined>)[locale] || (value as Record<string, string | undefined>)[locale === 'fr' ? 'en' : 'fr'];
      if (text) return text;
    }
  }
  return '—';
}

/** A second line of a list row (member title, office city, testimonial date, award name…). */
function recordDetail(record: Record<string, unknown>, locale: Locale, optionLabel: OptionLabelResolver): string {
  const localized = (value: unknown) => (value && typeof value === 'object' ? ((value as Record<string, string | undefined>)[locale] ?? '') : '');
  if (typeof record.slug === 'string') return [localized(record.title), record.slug].filter(Boolean).join(' · ');
  if (typeof record.city === 'string') return record.city;
  if (typeof record.review_date === 'string') return `${record.review_date} · ${String(record.source ?? '')}`;
  if (typeof record.reward_ident === 'string') return optionLabel(['reward_ident'], record.reward_ident) ?? record.reward_ident;
  return '';
}

export function DirectoryPage({ uiLocale, api: givenApi, directoryApi: givenDirectoryApi }: DirectoryPageProps) {
  return (
    <EditorIntl locale={uiLocale}>
      <DirectoryScreen
        uiLocale={uiLocale}
        api={useMemo(() => givenApi ?? createCmsApi(), [givenApi])}
        directoryApi={useMemo(() => givenDirectoryApi ?? createCmsDirectoryApi(), [givenDirectoryApi])}
      />
    </EditorIntl>
  );
}

function DirectoryScreen({ uiLocale, api, directoryApi }: { uiLocale: Locale; api: CmsApi; directoryApi: CmsDirectoryApi }) {
  const intl = useIntl();
  const notifier = useNotifier();
  const [collection, setCollection] = useState<DirectoryCollection>('members');
  const [attempt, setAttempt] = useState(0);

  const { user, failure } = useQaSession(api, uiLocale, attempt);

  return (
    <div className={sections.screen}>
      <EditorChrome uiLocale={uiLocale} onUiLocaleChange={(locale) => window.location.assign(`${directoryPath(locale)}${window.location.search}`)} user={user} api={api} current="directory" />
      {failure ? (
        <div className={sections.message} role="alert">
          <p>
            <FormattedMessage id="editor.loadFailed" /> {failure}
          </p>
          <button type="button" className={sections.retry} onClick={() => setAttempt((n) => n + 1)}>
            <FormattedMessage id="editor.retry" />
          </button>
        </div>
      ) : !user ? (
        <p className={sections.message} aria-busy="true">
          <FormattedMessage id="editor.loading" />
        </p>
      ) : (
        <main className={styles.page}>
          <div className={listScreen.head}>
            <h1 className={listScreen.title}>{intl.formatMessage({ id: 'directory.title' })}</h1>
            <p className={styles.intro}>{intl.formatMessage({ id: 'directory.intro' })}</p>
          </div>
          <Tabs selectedKey={collection} onSelectionChange={(key) => setCollection(key as DirectoryCollection)}>
            <TabList aria-label={intl.formatMessage({ id: 'directory.tabs' })} className={styles.tabs}>
              {DIRECTORY_COLLECTIONS.map((name) => (
                <Tab key={name} id={name} className={styles.tab}>
                  {intl.formatMessage({ id: `directory.collection.${name}` })}
                </Tab>
              ))}
            </TabList>
            {DIRECTORY_COLLECTIONS.map((name) => (
              <TabPanel key={name} id={name} className={styles.panel}>
                <CollectionPanel collection={name} uiLocale={uiLocale} directoryApi={directoryApi} notify={notifier.notify} />
              </TabPanel>
            ))}
          </Tabs>
        </main>
      )}
      <Notifier state={notifier} />
    </div>
  );
}

interface Editing {
  id: number | null;
  revision: number;
  record: Record<string, unknown>;
  /** A roster member or office: its feed key and the fields the feed owns (read-only here). */
  feed?: DirectoryItem['feed'];
}

/** `record.office_id` → `['office_id']` (the form's issue paths). */
function issuesOf(fields: Record<string, string[]>): { path: string[]; message: string }[] {
  return Object.entries(fields).flatMap(([key, messages]) =>
    messages.map((message) => ({
      path: key
        .replace(/^record\.?/, '')
        .split('.')
        .filter(Boolean),
      message,
    })),
  );
}

/** One collection: filters, list, form and dialogs. */
function CollectionPanel({ collection, uiLocale, directoryApi, notify }: { collection: DirectoryCollection; uiLocale: Locale; directoryApi: CmsDirectoryApi; notify(text: string): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const optionLabel = useOptionMessages();
  const [items, setItems] = useState<DirectoryItem[] | null>(null);
  const [filters, setFilters] = useState<DirectoryFilters>({});
  const [references, setReferences] = useState<DirectoryItem[]>([]);
  const [offices, setOffices] = useState<DirectoryItem[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [issues, setIssues] = useState<{ path: string[]; message: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<ConflictFacts | null>(null);
  const [deleting, setDeleting] = useState<{ item: DirectoryItem; dependents: Record<string, number> | null } | null>(null);
  const reference = REFERENCE_FIELD[collection];

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

  const feedFields = editing?.feed?.fields;
  const formSchema = useMemo(() => {
    const schema = directoryRecordSchemas[collection] as unknown as z.ZodObject;
    // What the feed owns is shown read-only above the form, not edited in it.
    const omitted = [...(reference ? [reference.field] : []), ...(feedFields ?? [])].filter((field) => field in schema.shape);
    return omitted.length ? schema.omit(Object.fromEntries(omitted.map((field) => [field, true])) as Record<string, true> & Record<number, never>) : schema;
  }, [collection, reference, feedFields]);

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
      } else notify(error instanceof Error ? error.message : String(error));
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
      notify(error instanceof Error ? error.message : String(error));
    }
  }

  async function toggleActive(item: DirectoryItem) {
    try {
      await directoryApi.setActive(collection, item.id, item.revision, !item.active);
      notify(t(item.active ? 'directory.deactivated' : 'directory.activated', { name: recordLabel(item.record, uiLocale) }));
    } catch (error) {
      notify(error instanceof CmsApiError && error.status === 409 ? t('directory.staleList') : error instanceof Error ? error.message : String(error));
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
        notify(error instanceof CmsApiError && error.status === 409 ? t('directory.staleList') : error instanceof Error ? error.message : String(error));
        setDeleting(null);
        await load();
      }
    } finally {
      setBusy(false);
    }
  }

  const collectionName = t(`directory.collection.${collection}`);
  const referenceValue = reference && editing ? (editing.record[reference.field] as number | null) : null;

  if (editing) {
    return (
      <section className={styles.editor} aria-labelledby={`${collection}-form-title`}>
        <div className={listScreen.head}>
          <h2 className={styles.formTitle} id={`${collection}-form-title`}>
            {editing.id === null ? t('directory.new', { collection: collectionName }) : t('directory.edit', { name: recordLabel(editing.record, uiLocale) })}
          </h2>
          <div className={listScreen.actions}>
            <button type="button" className={listScreen.ghost} onClick={() => setEditing(null)}>
              {t('directory.cancel')}
            </button>
            <button type="button" className={listScreen.primary} disabled={busy} onClick={() => void save()}>
              {t('directory.save')}
            </button>
          </div>
        </div>
        {editing.feed && (collection === 'members' || collection === 'offices') ? (
          <FeedOwnedFields uiLocale={uiLocale} collection={collection} record={editing.record} feed={editing.feed} offices={offices} />
        ) : null}
        {reference && !editing.feed?.fields.includes(reference.field) ? (
          <div className={styles.reference}>
            <label htmlFor={`${collection}-reference`}>{t(`directory.reference.${reference.field}`)}</label>
            <select
              id={`${collection}-reference`}
              value={referenceValue === null ? '' : String(referenceValue)}
              onChange={(event) => setEditing({ ...editing, record: { ...editing.record, [reference.field]: event.target.value ? Number(event.target.value) : null } })}
            >
              <option value="">{t('directory.reference.none')}</option>
              {references.map((option) => (
                <option key={option.id} value={option.id}>
                  {recordLabel(option.record, uiLocale)}
                </option>
              ))}
            </select>
            {issues
              .filter((issue) => issue.path[0] === reference.field)
              .map((issue, index) => (
                <span key={index} className={styles.error}>
                  {issue.message}
                </span>
              ))}
          </div>
        ) : null}
        <SchemaForm
          schema={formSchema}
          value={editing.record}
          onChange={(next) => setEditing({ ...editing, record: { ...editing.record, ...(next as Record<string, unknown>) } })}
          uiLocale={uiLocale}
          issues={issues}
          idPrefix={`dir-${collection}`}
          optionLabel={optionLabel}
        />
        <div className={styles.footer}>
          <button type="button" className={listScreen.primary} disabled={busy} onClick={() => void save()}>
            {t('directory.save')}
          </button>
        </div>
        <ConflictDialog conflict={conflict} document="record" busy={busy} onCancel={() => setConflict(null)} onReload={() => void reloadAfterConflict()} onOverwrite={() => void save(true)} />
      </section>
    );
  }

  return (
    <>
      <div className={styles.filters}>
        <label className={styles.search}>
          <span>{t('directory.search')}</span>
          <input type="search" value={filters.q ?? ''} onChange={(event) => setFilters({ ...filters, q: event.target.value || undefined })} />
        </label>
        {collection === 'members' ? (
          <>
            <label>
              <span>{t('directory.filter.kind')}</span>
              <select value={filters.kind ?? ''} onChange={(event) => setFilters({ ...filters, kind: event.target.value || undefined })}>
                <option value="">{t('directory.filter.all')}</option>
                {['brokers', 'teams', 'admins', 'directors'].map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`directory.kind.${kind}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>{t('directory.filter.office')}</span>
              <select value={filters.officeId ?? ''} onChange={(event) => setFilters({ ...filters, officeId: event.target.value ? Number(event.target.value) : undefined })}>
                <option value="">{t('directory.filter.all')}</option>
                {offices.map((office) => (
                  <option key={office.id} value={office.id}>
                    {recordLabel(office.record, uiLocale)}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
        <label>
          <span>{t('directory.filter.status')}</span>
          <select
            value={filters.active === undefined ? '' : String(filters.active)}
            onChange={(event) => setFilters({ ...filters, active: event.target.value === '' ? undefined : event.target.value === 'true' })}
          >
            <option value="">{t('directory.filter.all')}</option>
            <option value="true">{t('directory.status.active')}</option>
            <option value="false">{t('directory.status.inactive')}</option>
          </select>
        </label>
        <button type="button" className={listScreen.primary} onClick={() => startEdit(null)}>
          {t('directory.add', { collection: collectionName })}
        </button>
      </div>
      {items === null ? (
        <p aria-busy="true">{t('editor.loading')}</p>
      ) : items.length === 0 ? (
        <p className={listScreen.empty}>{t('directory.empty')}</p>
      ) : (
        <ol className={styles.list} aria-label={collectionName}>
          {items.map((item, index) => {
            const name = recordLabel(item.record, uiLocale);
            return (
              <li key={item.id} className={styles.row}>
                <div className={styles.order}>
                  <button type="button" className={styles.icon} disabled={index === 0} aria-label={t('directory.moveUp', { name })} onClick={() => void move(item, -1)}>
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button type="button" className={styles.icon} disabled={index === items.length - 1} aria-label={t('directory.moveDown', { name })} onClick={() => void move(item, 1)}>
                    <span aria-hidden="true">↓</span>
                  </button>
                </div>
                <div className={styles.text}>
                  <span className={styles.name}>
                    {name}
                    {item.feed ? <span className={styles.feedBadge}>{t('directory.feed.badge')}</span> : null}
                  </span>
                  <span className={styles.detail}>{recordDetail(item.record, uiLocale, optionLabel)}</span>
                </div>
                <span className={item.active ? styles.badgeOn : styles.badgeOff}>{t(item.active ? 'directory.status.active' : 'directory.status.inactive')}</span>
                <div className={styles.rowActions}>
                  <button type="button" className={listScreen.ghost} aria-label={t('directory.editNamed', { name })} onClick={() => startEdit(item)}>
                    {t('directory.editShort')}
                  </button>
                  <button
                    type="button"
                    className={listScreen.ghost}
                    aria-label={t(item.active ? 'directory.deactivateNamed' : 'directory.activateNamed', { name })}
                    onClick={() => void toggleActive(item)}
                  >
                    {t(item.active ? 'directory.deactivate' : 'directory.activate')}
                  </button>
                  <button type="button" className={listScreen.danger} aria-label={t('directory.deleteNamed', { name })} onClick={() => setDeleting({ item, dependents: null })}>
                    {t('directory.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <ModalOverlay isOpen={deleting !== null} isDismissable onOpenChange={(open) => !open && setDeleting(null)} className={dialogs.overlay}>
        <Modal className={dialogs.modal}>
          <Dialog className={dialogs.dialog} role="alertdialog">
            <Heading slot="title" className={dialogs.title}>
              {t('directory.deleteTitle', { name: deleting ? recordLabel(deleting.item.record, uiLocale) : '' })}
            </Heading>
            <p>{t('directory.deleteBody')}</p>
            {deleting?.dependents ? (
              <p role="alert">
                {t('directory.deleteInUse', {
                  list: Object.entries(deleting.dependents)
                    .map(([key, n]) => `${n} ${t(`directory.dependents.${key}`)}`)
                    .join(', '),
                })}
              </p>
            ) : null}
            <div className={dialogs.actions}>
              <Button className={dialogs.secondary} onPress={() => setDeleting(null)}>
                {t('directory.cancel')}
              </Button>
              <Button className={dialogs.danger} isDisabled={busy} onPress={() => void confirmDelete()}>
                {t(deleting?.dependents ? 'directory.deleteAnyway' : 'directory.delete')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

export default DirectoryPage;
