/**
 * Version history of a page: the published versions with revision, date, author and the blocks added / removed /
 * changed; "Restore as draft" makes a version the draft (`POST .../versions/:id/restore`).
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CmsApi, CmsVersion } from '../../api/cmsApi';
import styles from '../shell/dialogs.module.css';
import own from './VersionsDialog.module.css';

export interface VersionsDialogProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  api: CmsApi;
  pageId: string;
  /** Called after a restore with the new draft revision (the editor reloads the page). */
  onRestored(revision: number): void;
}

export function VersionsDialog({ isOpen, onOpenChange, api, pageId, onRestored }: VersionsDialogProps) {
  const intl = useIntl();
  const [versions, setVersions] = useState<CmsVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    let cancelled = false;
    setVersions(null);
    setError(null);
    api.listVersions(pageId).then(
      (list) => !cancelled && setVersions(list),
      (failure: Error) => !cancelled && setError(failure.message),
    );
    return () => {
      cancelled = true;
    };
  }, [isOpen, api, pageId]);

  async function restore(version: CmsVersion) {
    setBusy(version.id);
    try {
      const result = await api.restoreVersion(pageId, version.id);
      onRestored(result.revision);
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} data-versions-dialog>
          <Heading slot="title" className={styles.title}>
            <FormattedMessage id="editor.versions.title" />
          </Heading>
          {error ? <p className={styles.error} role="alert">{error}</p> : null}
          {versions === null && !error ? <p aria-busy="true">…</p> : null}
          {versions?.length === 0 ? (
            <p>
              <FormattedMessage id="editor.versions.empty" />
            </p>
          ) : null}
          <ol className={own.list}>
            {versions?.map((version) => (
              <li key={version.id} className={own.item}>
                <div>
                  <p className={own.name}>
                    {intl.formatMessage(
                      { id: 'editor.versions.item' },
                      { revision: version.revision, date: intl.formatDate(version.created_at, { dateStyle: 'medium', timeStyle: 'short' }) },
                    )}
                    {version.created_by ? <span className={own.by}> {intl.formatMessage({ id: 'editor.versions.by' }, { who: version.created_by })}</span> : null}
                  </p>
                  <p className={own.summary}>{intl.formatMessage({ id: 'editor.versions.summary' }, version.summary)}</p>
                </div>
                <Button className={styles.secondary} isDisabled={busy !== null} onPress={() => void restore(version)}>
                  <FormattedMessage id="editor.versions.restore" />
                </Button>
              </li>
            ))}
          </ol>
          <div className={styles.actions}>
            <Button className={styles.secondary} onPress={() => onOpenChange(false)}>
              <FormattedMessage id="editor.versions.close" />
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
