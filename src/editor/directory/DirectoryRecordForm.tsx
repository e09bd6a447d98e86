/**
 * The create / edit form of a directory record (spec 001 §3 directory): generated from the
 * collection's zod schema (French and English side by side), the field pointing at another
 * collection as a select of that collection's records, what a feed owns shown read-only above,
 * 422 field messages under their fields, and the reload-or-overwrite choice after a 409.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { Locale } from '../../lib/locales';
import { directoryRecordSchemas, type DirectoryCollection } from '../../schema/directoryEditing';
import { SchemaForm } from '../forms/SchemaForm';
import { useOptionMessages } from '../forms/useOptionMessages';
import { ConflictDialog } from '../shell/ConflictDialog';
import listScreen from '../shell/listScreen.module.css';
import { recordLabel } from './directoryRecords';
import { FeedOwnedFields } from './FeedOwnedFields';
import type { DirectoryCollectionState, DirectoryEditing } from './useDirectoryCollection';
import styles from './DirectoryPage.module.css';

export interface DirectoryRecordFormProps {
  collection: DirectoryCollection;
  uiLocale: Locale;
  editing: DirectoryEditing;
  state: DirectoryCollectionState;
}

/** See the module docstring. */
export function DirectoryRecordForm({ collection, uiLocale, editing, state }: DirectoryRecordFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const optionLabel = useOptionMessages();
  const { reference, references, offices, issues, busy } = state;
  const feedFields = editing.feed?.fields;
  const formSchema = useMemo(() => {
    const schema = directoryRecordSchemas[collection] as unknown as z.ZodObject;
    // What the feed owns is shown read-only above the form, not edited in it.
    const omitted = [...(reference ? [reference.field] : []), ...(feedFields ?? [])].filter((field) => field in schema.shape);
    return omitted.length ? schema.omit(Object.fromEntries(omitted.map((field) => [field, true])) as Record<string, true> & Record<number, never>) : schema;
  }, [collection, reference, feedFields]);
  const referenceValue = reference ? (editing.record[reference.field] as number | null) : null;
  const saveButton = (
    <button type="button" className={listScreen.primary} disabled={busy} onClick={() => void state.save()}>
      {t('directory.save')}
    </button>
  );

  return (
    <section className={styles.editor} aria-labelledby={`${collection}-form-title`}>
      <div className={listScreen.head}>
        <h2 className={styles.formTitle} id={`${collection}-form-title`}>
          {editing.id === null ? t('directory.new', { collection: t(`directory.collection.${collection}`) }) : t('directory.edit', { name: recordLabel(editing.record, uiLocale) })}
        </h2>
        <div className={listScreen.actions}>
          <button type="button" className={listScreen.ghost} onClick={state.cancelEdit}>
            {t('directory.cancel')}
          </button>
          {saveButton}
        </div>
      </div>
      {editing.feed && (collection === 'members' || collection === 'offices') ? (
        <FeedOwnedFields uiLocale={uiLocale} collection={collection} record={editing.record} feed={editing.feed} offices={offices} />
      ) : null}
      {reference && !feedFields?.includes(reference.field) ? (
        <div className={styles.reference}>
          <label htmlFor={`${collection}-reference`}>{t(`directory.reference.${reference.field}`)}</label>
          <select
            id={`${collection}-reference`}
            value={referenceValue === null ? '' : String(referenceValue)}
            onChange={(event) => state.editRecord({ ...editing.record, [reference.field]: event.target.value ? Number(event.target.value) : null })}
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
        onChange={(next) => state.editRecord({ ...editing.record, ...(next as Record<string, unknown>) })}
        uiLocale={uiLocale}
        issues={issues}
        idPrefix={`dir-${collection}`}
        optionLabel={optionLabel}
      />
      <div className={styles.footer}>{saveButton}</div>
      <ConflictDialog
        conflict={state.conflict}
        document="record"
        busy={busy}
        onCancel={state.dismissConflict}
        onReload={() => void state.reloadAfterConflict()}
        onOverwrite={() => void state.save(true)}
      />
    </section>
  );
}
