/**
 * `/qa/medias` and `/qa/media` (the QA media library screen), in French or English: in the QA
 * screen frame (session, loading and failure states: {@link QaScreen}), the site's images as a grid (thumbnail, file name,
 * size in px, usage count, a warning badge when the French or English alternative text is
 * missing). Images are added with the file picker, by dropping files anywhere on the screen or by
 * pasting them; each upload shows its progress and a refused file its reason. Opening an image
 * edits its alt texts and its focal point (click on the preview, or arrow keys) and saves them
 * with `PATCH`; delete asks for a confirmation, and an image still used (409 `in_use`) lists the
 * documents using it. A failed request keeps what was typed and says why. Default export for the
 * route's lazy `import()`.
 */
import { useCallback, useMemo, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CmsApiError, createCmsApi, type CmsApi } from '../../api/cmsApi';
import { createCmsMediaApi, mediaErrorText, type CmsMediaApi, type MediaUpload } from '../../api/cmsMediaApi';
import type { Locale } from '../../lib/locales';
import type { MediaItem, MediaUseItem } from '../../schema/media';
import { formText, type FormMessageKey } from '../forms/messages';
import { FocalPointButton } from '../forms/widgets/FocalPointButton';
import { Notifier, useNotifier } from '../shell/Notifier';
import { QaScreen } from '../shell/QaScreen';
import dialogs from '../shell/dialogs.module.css';
import listScreen from '../shell/listScreen.module.css';
import { AltTextFields } from './AltTextFields';
import { ErrorLine, MediaListGate, MediaModal, UploadProblems, useMediaList } from './MediaListParts';
import { mediaUseLabel, thumbnailUrl } from './mediaDisplay';
import { useFileIntake } from './useFileIntake';
import { useMediaUploads } from './useMediaUploads';
import styles from './MediaPage.module.css';

export interface MediaPageProps {
  uiLocale: Locale;
  /** Clients (tests pass mocks); default `/api/cms`. */
  api?: CmsApi;
  mediaApi?: CmsMediaApi;
}

/** The QA media library path in a UI language. */
export function mediaPath(locale: Locale): string {
  return locale === 'fr' ? '/qa/medias' : '/qa/media';
}

/** The screen; see the module docstring. */
export function MediaPage({ uiLocale, api: givenApi, mediaApi: givenMediaApi }: MediaPageProps) {
  const api = useMemo(() => givenApi ?? createCmsApi(), [givenApi]);
  const mediaApi = useMemo(() => givenMediaApi ?? createCmsMediaApi(), [givenMediaApi]);
  return (
    <QaScreen uiLocale={uiLocale} current="media" api={api} fill pathOf={(locale) => `${mediaPath(locale)}${window.location.search}`}>
      {() => <MediaLibrary uiLocale={uiLocale} api={api} mediaApi={mediaApi} />}
    </QaScreen>
  );
}

/** The library of a signed-in user: uploads, the grid and the details of one image. */
function MediaLibrary({ uiLocale, api, mediaApi }: { uiLocale: Locale; api: CmsApi; mediaApi: CmsMediaApi }) {
  const t = (key: FormMessageKey, values?: Record<string, string | number>) => formText(uiLocale, key, values);
  const notifier = useNotifier();
  const { notify } = notifier;
  const [openId, setOpenId] = useState<number | null>(null);
  const { items, setItems, failure: listFailure, retry } = useMediaList(mediaApi);

  const onUploaded = useCallback(
    ({ item, duplicate }: MediaUpload, file: File) => {
      setItems((list) => [item, ...(list ?? []).filter((other) => other.id !== item.id)]);
      notify(formText(uiLocale, duplicate ? 'editor.forms.media.duplicate' : 'editor.forms.media.uploaded', { name: file.name }));
    },
    [notify, uiLocale, setItems],
  );
  const uploads = useMediaUploads(mediaApi, uiLocale, onUploaded);
  const intake = useFileIntake((files) => void uploads.upload(files), { pasteEnabled: openId === null });

  const open = items?.find((item) => item.id === openId) ?? null;

  return (
    <>
      <main className={styles.page} {...intake.dropProps} data-dragging={intake.dragging || undefined}>
        <div className={styles.head}>
          <div>
            <h1 className={listScreen.title}>{t('editor.forms.media.title')}</h1>
            <p className={styles.intro}>{t('editor.forms.media.intro')}</p>
          </div>
          <button type="button" className={listScreen.primary} onClick={intake.openPicker} disabled={uploads.uploading !== null}>
            {t('editor.forms.media.upload')}
          </button>
          <input {...intake.inputProps} data-testid="media-file-input" />
        </div>
        <p className={styles.dropZone} data-active={intake.dragging || undefined}>
          {t(intake.dragging ? 'editor.forms.media.drop-now' : 'editor.forms.media.drop-hint')}
        </p>
        <div role="status" aria-live="polite" className={styles.progress}>
          {uploads.uploading ? t('editor.forms.media.uploading', { name: uploads.uploading }) : null}
        </div>
        <UploadProblems uiLocale={uiLocale} problems={uploads.problems} dismiss={uploads.dismiss} />
        <MediaListGate uiLocale={uiLocale} items={items} failure={listFailure} retry={retry}>
          {(list) =>
            list.length === 0 ? (
              <p className={listScreen.empty}>{t('editor.forms.media.empty')}</p>
            ) : (
              <ul className={styles.grid} aria-label={t('editor.forms.media.grid')}>
                {list.map((item) => (
                  <MediaCard key={item.id} item={item} uiLocale={uiLocale} onOpen={() => setOpenId(item.id)} />
                ))}
              </ul>
            )
          }
        </MediaListGate>
      </main>
      {open ? (
        <MediaDetailsDialog
          key={open.id}
          item={open}
          uiLocale={uiLocale}
          api={api}
          mediaApi={mediaApi}
          onClose={() => setOpenId(null)}
          onSaved={(saved) => {
            setOpenId(null);
            setItems((list) => (list ?? []).map((item) => (item.id === saved.id ? { ...saved, usage_count: saved.usage_count ?? item.usage_count } : item)));
            notify(t('editor.forms.media.saved', { name: saved.original_filename }));
          }}
          onDeleted={(deleted) => {
            setOpenId(null);
            setItems((list) => (list ?? []).filter((item) => item.id !== deleted.id));
            notify(t('editor.forms.media.deleted', { name: deleted.original_filename }));
          }}
        />
      ) : null}
      <Notifier state={notifier} />
    </>
  );
}

/** One image of the grid. */
export function MediaCard({ item, uiLocale, onOpen }: { item: MediaItem; uiLocale: Locale; onOpen(): void }) {
  const t = (key: FormMessageKey, values?: Record<string, string | number>) => formText(uiLocale, key, values);
  return (
    <li className={styles.card} data-media-id={item.id}>
      <button type="button" className={styles.thumb} onClick={onOpen} aria-label={t('editor.forms.media.edit', { name: item.original_filename })}>
        <img src={thumbnailUrl(item)} alt="" width={item.width} height={item.height} loading="lazy" decoding="async" />
      </button>
      <div className={styles.meta}>
        <span className={styles.name} title={item.original_filename}>
          {item.original_filename}
        </span>
        <span className={styles.detail}>
          {t('editor.forms.media.size', { width: item.width, height: item.height })} · {t('editor.forms.media.usage', { count: item.usage_count })}
        </span>
        {item.alt_complete ? null : <span className={styles.badgeWarning}>{t('editor.forms.media.alt-missing')}</span>}
      </div>
    </li>
  );
}

/** Alt texts, focal point and delete of one image. */
function MediaDetailsDialog({
  item,
  uiLocale,
  api,
  mediaApi,
  onClose,
  onSaved,
  onDeleted,
}: {
  item: MediaItem;
  uiLocale: Locale;
  api: CmsApi;
  mediaApi: CmsMediaApi;
  onClose(): void;
  onSaved(item: MediaItem): void;
  onDeleted(item: MediaItem): void;
}) {
  const t = (key: FormMessageKey, values?: Record<string, string | number>) => formText(uiLocale, key, values);
  const [alt, setAlt] = useState(item.alt);
  const [focal, setFocal] = useState(item.focal_point);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [inUse, setInUse] = useState<{ text: string; uses: string[] } | null>(null);
  const idPrefix = `media-${item.id}`;

  async function save() {
    setBusy(true);
    setError(null);
    try {
      onSaved(await mediaApi.update(item.id, { alt: { fr: alt.fr.trim(), en: alt.en.trim() }, focal_point: focal }));
    } catch (failure) {
      setError(mediaErrorText(failure, uiLocale, t('editor.forms.media.failed')));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    setDeleteError(null);
    try {
      await mediaApi.remove(item.id);
      setConfirming(false);
      onDeleted(item);
    } catch (failure) {
      if (failure instanceof CmsApiError && failure.code === 'in_use') {
        const uses = (failure.body.uses as MediaUseItem[] | undefined) ?? [];
        const pages = uses.some((use) => use.kind === 'page') ? await api.listPages().catch(() => []) : [];
        const titles = new Map(pages.map((page) => [page.id, page.title[uiLocale] || page.title.fr || page.title.en || page.id]));
        setInUse({ text: mediaErrorText(failure, uiLocale, ''), uses: uses.map((use) => mediaUseLabel(use, uiLocale, titles)) });
      } else setDeleteError(mediaErrorText(failure, uiLocale, t('editor.forms.media.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <MediaModal title={item.original_filename} busy={busy} onClose={onClose}>
      <p className={styles.detail}>
        {t('editor.forms.media.size', { width: item.width, height: item.height })} · {t('editor.forms.media.usage', { count: item.usage_count })}
      </p>
      <div className={styles.details}>
        <div className={styles.focal}>
          <span className={styles.fieldLabel} id={`${idPrefix}-focal`}>
            {t('editor.forms.media.focal')}
          </span>
          <FocalPointButton
            src={thumbnailUrl(item, 640)}
            value={focal}
            onChange={setFocal}
            disabled={busy}
            className={styles.focalPreview}
            label={t('editor.forms.media.preview', { name: item.original_filename })}
          />
          <p className={styles.help}>{t('editor.forms.media.focal-help')}</p>
        </div>
        <AltTextFields uiLocale={uiLocale} idPrefix={idPrefix} value={alt} onChange={setAlt} disabled={busy} />
      </div>
      <ErrorLine error={error} />
      <div className={dialogs.actions}>
        <Button className={`${dialogs.secondary} ${styles.pushLeft}`} onPress={() => setConfirming(true)} isDisabled={busy}>
          {t('editor.forms.media.delete')}
        </Button>
        <Button className={dialogs.secondary} onPress={onClose} isDisabled={busy}>
          {t('editor.forms.media.close')}
        </Button>
        <Button className={dialogs.primary} onPress={() => void save()} isDisabled={busy}>
          {t(busy ? 'editor.forms.media.saving' : 'editor.forms.media.save')}
        </Button>
      </div>
      <ModalOverlay
        isOpen={confirming}
        isDismissable={!busy}
        onOpenChange={(isOpen) => {
          if (!isOpen) {
            setConfirming(false);
            setInUse(null);
            setDeleteError(null);
          }
        }}
        className={dialogs.overlay}
      >
        <Modal className={dialogs.modal}>
          <Dialog className={dialogs.dialog} role="alertdialog">
            <Heading slot="title" className={dialogs.title}>
              {t('editor.forms.media.delete-title', { name: item.original_filename })}
            </Heading>
            <p>{t('editor.forms.media.delete-body')}</p>
            {inUse ? (
              <div role="alert" className={styles.inUse}>
                <p>{inUse.text}</p>
                <p>{t('editor.forms.media.in-use-list')}</p>
                <ul>
                  {inUse.uses.map((use, index) => (
                    <li key={index}>{use}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <ErrorLine error={deleteError} />
            <div className={dialogs.actions}>
              <Button
                className={dialogs.secondary}
                onPress={() => {
                  setConfirming(false);
                  setInUse(null);
                  setDeleteError(null);
                }}
              >
                {t(inUse ? 'editor.forms.media.close' : 'editor.forms.media.cancel')}
              </Button>
              {inUse ? null : (
                <Button className={dialogs.danger} isDisabled={busy} onPress={() => void remove()}>
                  {t('editor.forms.media.delete')}
                </Button>
              )}
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </MediaModal>
  );
}

export default MediaPage;
