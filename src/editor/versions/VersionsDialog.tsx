/**
 * Version history of a page or an article: the published versions with revision, date, author and
 * a one-line summary; "Restore as draft" makes a version the draft. Pages list the blocks added /
 * removed / changed (`POST /pages/:id/versions/:versionId/restore`); articles their title and
 * number of blocks. {@link pageVersionsSource} and the article workbench give the calls.
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CmsApi } from '../../api/cmsApi';
import styles from '../shell/dialogs.module.css';
import own from './VersionsDialog.module.css';
import { errorMessage } from '../../lib/errorMessage';

/** One version as the dialog lists it. */
export interface VersionEntry {
  id: string;
  revision: number;
  created_at: string | null;
  created_by: string | null;
  /** The line under the version (what changed, or what it holds). */
  summary: string;
}

/** Where the versions come from, and how one is restored. */
export interface VersionsSource {
  list(): Promise<VersionEntry[]>;
  /** Restores a version as the draft; resolves with the new draft revision. */
  restore(versionId: string): Promise<{ revision: number }>;
}

/** The versions of page `pageId`, their summaries in the UI language. */
export function pageVersionsSource(api: CmsApi, pageId: string, summarize: (summary: Record<string, number>) => string): VersionsSource {
  return {
    list: async () => (await api.listVersions(pageId)).map((version) => ({ ...version, created_at: version.created_at ?? null, created_by: version.created_by ?? null, summary: summarize(version.summary) })),
    restore: (versionId) => api.restoreVersion(pageId, versionId),
  };
}

export interface VersionsDialogProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  source: VersionsSource;
  /** Called after a restore with the new draft revision (the editor reloads the document). */
  onRestored(revision: number): void;
  /** Shown when there is no version yet. */
  emptyMessageId?: string;
}

export function VersionsDialog({ isOpen, onOpenChange, source, onRestored, emptyMessageId = 'editor.versions.empty' }: VersionsDialogProps) {
  const intl = useIntl();
  const [versions, setVersions] = useState<VersionEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    let cancelled = false;
    setVersions(null);
    setError(null);
    source.list().then(
      (list) => !cancelled && setVersions(list),
      (failure: Error) => !cancelled && setError(failure.message),
    );
    return () => {
      cancelled = true;
    };
  }, [isOpen, source]);

  async function restore(version: VersionEntry) {
    setBusy(version.id);
    try {
      const result = await source.restore(version.id);
      onRestored(result.revision);
      onOpenChange(false);
    } catch (failure) {
      setError(errorMessage(failure));
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
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          {versions === null && !error ? <p aria-busy="true">…</p> : null}
          {versions?.length === 0 ? (
            <p>
              <FormattedMessage id={emptyMessageId} />
            </p>
          ) : null}
          <ol className={own.list}>
            {versions?.map((version) => (
              <li key={version.id} className={own.item}>
                <div>
                  <p className={own.name}>
                    {intl.formatMessage(
                      { id: 'editor.versions.item' },
                      { revision: version.revision, date: version.created_at ? intl.formatDate(version.created_at, { dateStyle: 'medium', timeStyle: 'short' }) : '' },
                    )}
                    {version.created_by ? <span className={own.by}> {intl.formatMessage({ id: 'editor.versions.by' }, { who: version.created_by })}</span> : null}
                  </p>
                  <p className={own.summary}>{version.summary}</p>
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
