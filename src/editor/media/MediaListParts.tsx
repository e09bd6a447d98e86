/**
 * Parts shared by the media screen and the library dialog: {@link useMediaList} loads the
 * library (`items` null while loading, `failure` its message, `retry()` asks again, `setItems`
 * applies local changes), {@link MediaListGate} shows the loading state or the failure with a retry
 * button before its children, {@link UploadProblems} lists refused uploads, each dismissable, and
 * {@link ErrorLine} says why a request failed; {@link MediaModal} is the wide dialog of both.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { CmsMediaApi } from '../../api/cmsMediaApi';
import type { MediaItem } from '../../schema/media';
import { formText, type UiLocale } from '../forms/messages';
import type { UploadProblem } from './useMediaUploads';
import dialogs from '../shell/dialogs.module.css';
import listScreen from '../shell/listScreen.module.css';
import styles from './MediaPage.module.css';
import { errorMessage } from '../../lib/errorMessage';

/** The library's images, loaded when `enabled`. */
export function useMediaList(api: CmsMediaApi, enabled = true) {
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setFailure(null);
    api.list().then(
      (list) => !cancelled && setItems(list),
      (error: unknown) => !cancelled && setFailure(errorMessage(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [api, enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { items, setItems, failure, retry };
}

/** Loading state, or the failure and a retry button, else `children(items)`. */
export function MediaListGate({ uiLocale, items, failure, retry, children }: { uiLocale: UiLocale; items: MediaItem[] | null; failure: string | null; retry(): void; children(items: MediaItem[]): ReactNode }) {
  if (failure) {
    return (
      <div className={styles.problems} role="alert">
        <p>
          {formText(uiLocale, 'editor.forms.media.load-failed')} {failure}
        </p>
        <button type="button" className={listScreen.ghost} onClick={retry}>
          {formText(uiLocale, 'editor.forms.media.retry')}
        </button>
      </div>
    );
  }
  if (items === null) {
    return (
      <p className={listScreen.empty} aria-busy="true">
        {formText(uiLocale, 'editor.forms.media.loading')}
      </p>
    );
  }
  return <>{children(items)}</>;
}

/** The refused uploads, each with its reason and a dismiss button. */
export function UploadProblems({ uiLocale, problems, dismiss }: { uiLocale: UiLocale; problems: UploadProblem[]; dismiss(id: number): void }) {
  if (problems.length === 0) return null;
  return (
    <ul className={styles.problems} role="alert">
      {problems.map((problem) => (
        <li key={problem.id}>
          <span>{problem.text}</span>
          <button type="button" className={listScreen.ghost} onClick={() => dismiss(problem.id)}>
            {formText(uiLocale, 'editor.forms.media.dismiss')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A failed request's message (nothing when `error` is null). */
export function ErrorLine({ error }: { error: string | null }) {
  return error ? (
    <p className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}

/** An open modal dialog titled `title`, 860 px wide at most; it stays while `busy` (no Escape, no outside click). */
export function MediaModal({ title, busy, onClose, children }: { title: ReactNode; busy: boolean; onClose(): void; children: ReactNode }) {
  return (
    <ModalOverlay isOpen isDismissable={!busy} onOpenChange={(isOpen) => !isOpen && onClose()} className={dialogs.overlay}>
      <Modal className={`${dialogs.modal} ${styles.detailsModal}`}>
        <Dialog className={dialogs.dialog}>
          <Heading slot="title" className={`${dialogs.title} ${styles.dialogTitle}`}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
