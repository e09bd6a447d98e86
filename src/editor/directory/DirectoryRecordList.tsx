/**
 * The list of one directory collection (spec 001 §3 directory): search and filters (kind, office
 * and status for members; status for the others), the records in display order with move up /
 * down, edit, activate or deactivate and delete, and the delete confirmation (a second one when
 * other records point at the record, with their counts).
 */
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { Locale } from '../../lib/locales';
import type { DirectoryCollection } from '../../schema/directoryEditing';
import { useOptionMessages } from '../forms/useOptionMessages';
import dialogs from '../shell/dialogs.module.css';
import listScreen from '../shell/listScreen.module.css';
import { recordDetail, recordLabel } from './directoryRecords';
import type { DirectoryCollectionState } from './useDirectoryCollection';
import styles from './DirectoryPage.module.css';

const MEMBER_KINDS = ['brokers', 'teams', 'admins', 'directors'] as const;

export interface DirectoryRecordListProps {
  collection: DirectoryCollection;
  uiLocale: Locale;
  state: DirectoryCollectionState;
}

/** See the module docstring. */
export function DirectoryRecordList({ collection, uiLocale, state }: DirectoryRecordListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const optionLabel = useOptionMessages();
  const { items, filters, setFilters, offices, deleting, busy } = state;
  const collectionName = t(`directory.collection.${collection}`);

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
                {MEMBER_KINDS.map((kind) => (
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
        <button type="button" className={listScreen.primary} onClick={() => state.startEdit(null)}>
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
                  <button type="button" className={styles.icon} disabled={index === 0} aria-label={t('directory.moveUp', { name })} onClick={() => void state.move(item, -1)}>
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button type="button" className={styles.icon} disabled={index === items.length - 1} aria-label={t('directory.moveDown', { name })} onClick={() => void state.move(item, 1)}>
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
                  <button type="button" className={listScreen.ghost} aria-label={t('directory.editNamed', { name })} onClick={() => state.startEdit(item)}>
                    {t('directory.editShort')}
                  </button>
                  <button
                    type="button"
                    className={listScreen.ghost}
                    aria-label={t(item.active ? 'directory.deactivateNamed' : 'directory.activateNamed', { name })}
                    onClick={() => void state.toggleActive(item)}
                  >
                    {t(item.active ? 'directory.deactivate' : 'directory.activate')}
                  </button>
                  <button type="button" className={listScreen.danger} aria-label={t('directory.deleteNamed', { name })} onClick={() => state.askDelete(item)}>
                    {t('directory.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <ModalOverlay isOpen={deleting !== null} isDismissable onOpenChange={(open) => !open && state.cancelDelete()} className={dialogs.overlay}>
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
              <Button className={dialogs.secondary} onPress={state.cancelDelete}>
                {t('directory.cancel')}
              </Button>
              <Button className={dialogs.danger} isDisabled={busy} onPress={() => void state.confirmDelete()}>
                {t(deleting?.dependents ? 'directory.deleteAnyway' : 'directory.delete')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
