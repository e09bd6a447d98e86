/**
 * Version history of an article: one version per publication (revision, date, who, title, number
 * of blocks); "Restore as draft" makes a version the article's draft.
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ArticleVersion, CmsArticlesApi } from '../../api/cmsArticlesApi';
import styles from '../shell/dialogs.module.css';
import own from '../versions/VersionsDialog.module.css';

export interface ArticleVersionsDialogProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  articlesApi: CmsArticlesApi;
  articleId: number;
  /** Called after a restore (the editor reloads the article). */
  onRestored(): void;
}

export function ArticleVersionsDialog({ isOpen, onOpenChange, articlesApi, articleId, onRestored }: ArticleVersionsDialogProps) {
  const intl = useIntl();
  const [versions, setVersions] = useState<ArticleVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    let cancelled = false;
    setVersions(null);
    setError(null);
    articlesApi.versions(articleId).then(
      (list) => !cancelled && setVersions(list),
      (failure: Error) => !cancelled && setError(failure.message),
    );
    return () => {
      cancelled = true;
    };
  }, [isOpen, articlesApi, articleId]);

  async function restore(version: ArticleVersion) {
    setBusy(true);
    try {
      await articlesApi.restore(articleId, version.id);
      onOpenChange(false);
      onRestored();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
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
              <FormattedMessage id="editor.blog.versions.empty" />
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
                  <p className={own.summary}>
                    {version.title.fr || version.title.en} · {intl.formatMessage({ id: 'editor.blog.versions.blocks' }, { count: version.blocks })}
                  </p>
                </div>
                <Button className={styles.secondary} isDisabled={busy} onPress={() => void restore(version)}>
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
