/**
 * "Choose from the library": a modal dialog listing the site's images (a react-aria grid list:
 * arrow keys move between images, Enter or a click chooses one), with its own upload (file
 * picker, drop onto the dialog, paste). An image whose French or English alternative text is
 * missing cannot be placed: choosing it asks for both first, saves them to the library
 * (`PATCH /api/cms/media/:id`) and only then hands the image to `onPick`. A failed request
 * keeps what was typed and says why.
 */
import { useState } from 'react';
import { Button, GridList, GridListItem } from 'react-aria-components';
import { mediaErrorText, type CmsMediaApi } from '../../api/cmsMediaApi';
import type { MediaItem } from '../../schema/media';
import { formText, type FormMessageKey, type UiLocale } from '../forms/messages';
import dialogs from '../shell/dialogs.module.css';
import listScreen from '../shell/listScreen.module.css';
import { AltTextFields, altComplete } from './AltTextFields';
import { thumbnailUrl } from './mediaDisplay';
import { ErrorLine, MediaListGate, MediaModal, UploadProblems, useMediaList } from './MediaListParts';
import { useFileIntake } from './useFileIntake';
import { useMediaUploads } from './useMediaUploads';
import styles from './MediaPage.module.css';

export interface MediaPickerDialogProps {
  uiLocale: UiLocale;
  api: CmsMediaApi;
  onClose(): void;
  /** Receives the chosen image, its alt texts complete. */
  onPick(item: MediaItem): void;
  /** Opens on this image's alt-text step (an upload whose alt texts are missing). */
  pending?: MediaItem | null;
}

/** See the module docstring; rendered open, the caller mounts it while needed. */
export function MediaPickerDialog({ uiLocale, api, onClose, onPick, pending = null }: MediaPickerDialogProps) {
  const t = (key: FormMessageKey, values?: Record<string, string | number>) => formText(uiLocale, key, values);
  const { items, setItems, failure: listFailure, retry } = useMediaList(api);
  const [needsAlt, setNeedsAlt] = useState<MediaItem | null>(pending);
  const [alt, setAlt] = useState(pending?.alt ?? { fr: '', en: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function choose(item: MediaItem) {
    if (item.alt_complete) {
      onPick(item);
      return;
    }
    setError(null);
    setAlt(item.alt);
    setNeedsAlt(item);
  }

  const uploads = useMediaUploads(api, uiLocale);
  const intake = useFileIntake(
    (files) =>
      void uploads.upload(files).then((added) => {
        if (added.length === 0) return;
        setItems((list) => [...added, ...(list ?? []).filter((item) => !added.some((other) => other.id === item.id))]);
        if (added.length === 1) choose(added[0]!);
      }),
    { pasteEnabled: needsAlt === null },
  );

  async function saveAndUse() {
    if (!needsAlt) return;
    setBusy(true);
    setError(null);
    try {
      onPick(await api.update(needsAlt.id, { alt: { fr: alt.fr.trim(), en: alt.en.trim() } }));
    } catch (failure) {
      setError(mediaErrorText(failure, uiLocale, t('editor.forms.media.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <MediaModal title={t('editor.forms.media.pick-title')} busy={busy} onClose={onClose}>
      {needsAlt ? (
        <>
          <div className={styles.details}>
            <img className={styles.pickedPreview} src={thumbnailUrl(needsAlt, 640)} alt="" />
            <div className={styles.altFields}>
              <p className={styles.name}>{needsAlt.original_filename}</p>
              <p className={styles.warning}>{t('editor.forms.media.pick-needs-alt')}</p>
              <AltTextFields uiLocale={uiLocale} idPrefix={`pick-${needsAlt.id}`} value={alt} onChange={setAlt} disabled={busy} />
            </div>
          </div>
          <ErrorLine error={error} />
          <div className={dialogs.actions}>
            <Button className={`${dialogs.secondary} ${styles.pushLeft}`} onPress={() => setNeedsAlt(null)} isDisabled={busy}>
              {t('editor.forms.media.back')}
            </Button>
            <Button className={dialogs.secondary} onPress={onClose} isDisabled={busy}>
              {t('editor.forms.media.cancel')}
            </Button>
            <Button className={dialogs.primary} onPress={() => void saveAndUse()} isDisabled={busy || !altComplete(alt)}>
              {t(busy ? 'editor.forms.media.saving' : 'editor.forms.media.save-and-use')}
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.pickerBody} {...intake.dropProps} data-dragging={intake.dragging || undefined}>
          <div className={styles.pickerBar}>
            <p className={styles.help}>{t(intake.dragging ? 'editor.forms.media.drop-now' : 'editor.forms.media.drop-hint')}</p>
            <button type="button" className={listScreen.ghost} onClick={intake.openPicker} disabled={uploads.uploading !== null}>
              {t('editor.forms.media.upload-one')}
            </button>
            <input {...intake.inputProps} multiple={false} data-testid="media-picker-file-input" />
          </div>
          <div role="status" aria-live="polite" className={styles.progress}>
            {uploads.uploading ? t('editor.forms.media.uploading', { name: uploads.uploading }) : null}
          </div>
          <UploadProblems uiLocale={uiLocale} problems={uploads.problems} dismiss={uploads.dismiss} />
          <MediaListGate uiLocale={uiLocale} items={items} failure={listFailure} retry={retry}>
            {(list) => (
              <GridList
                aria-label={t('editor.forms.media.grid')}
                layout="grid"
                items={list}
                className={styles.pickGrid}
                onAction={(key) => {
                  const item = list.find((candidate) => candidate.id === key);
                  if (item) choose(item);
                }}
                renderEmptyState={() => <p className={listScreen.empty}>{t('editor.forms.media.empty')}</p>}
              >
                {(item) => (
                  <GridListItem id={item.id} textValue={item.original_filename} className={styles.pickItem}>
                    <img src={thumbnailUrl(item)} alt="" loading="lazy" decoding="async" />
                    <span className={styles.name}>{item.original_filename}</span>
                    <span className={styles.detail}>{t('editor.forms.media.size', { width: item.width, height: item.height })}</span>
                    {item.alt_complete ? null : <span className={styles.badgeWarning}>{t('editor.forms.media.alt-missing')}</span>}
                  </GridListItem>
                )}
              </GridList>
            )}
          </MediaListGate>
          <div className={dialogs.actions}>
            <Button className={dialogs.secondary} onPress={onClose}>
              {t('editor.forms.media.cancel')}
            </Button>
          </div>
        </div>
      )}
    </MediaModal>
  );
}
