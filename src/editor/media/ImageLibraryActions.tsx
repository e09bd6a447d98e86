/**
 * The media library inside an image field: "Choose from the library" opens
 * {@link MediaPickerDialog}; "Upload" (file picker), a drop onto the box or a paste while the
 * focus is in it uploads an image, which is placed at once when its alt texts are written, and
 * otherwise opens the dialog on its alt-text step. `onPick` receives the image to place.
 */
import { useState } from 'react';
import type { MediaItem } from '../../schema/media';
import { formText, type FormMessageKey, type UiLocale } from '../forms/messages';
import { useMediaApi } from './MediaApiContext';
import { UploadProblems } from './MediaListParts';
import { MediaPickerDialog } from './MediaPickerDialog';
import { useFileIntake } from './useFileIntake';
import { useMediaUploads } from './useMediaUploads';
import listScreen from '../shell/listScreen.module.css';
import styles from './MediaPage.module.css';

export interface ImageLibraryActionsProps {
  uiLocale: UiLocale;
  disabled?: boolean;
  onPick(item: MediaItem): void;
}

/** See the module docstring. */
export function ImageLibraryActions({ uiLocale, disabled, onPick }: ImageLibraryActionsProps) {
  const t = (key: FormMessageKey, values?: Record<string, string | number>) => formText(uiLocale, key, values);
  const api = useMediaApi();
  const [dialog, setDialog] = useState<{ pending: MediaItem | null } | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const uploads = useMediaUploads(api, uiLocale);

  function pick(item: MediaItem) {
    setDialog(null);
    setPlaced(t('editor.forms.media.placed', { name: item.original_filename }));
    onPick(item);
  }

  const intake = useFileIntake(
    (files) =>
      void uploads.upload(files.slice(0, 1)).then(([item]) => {
        if (!item) return;
        if (item.alt_complete) pick(item);
        else setDialog({ pending: item });
      }),
    { pasteEnabled: false },
  );

  return (
    <>
      <div className={styles.fieldActions} {...(disabled ? {} : { ...intake.dropProps, ...intake.pasteProps })} data-dragging={intake.dragging || undefined}>
        <button type="button" className={listScreen.ghost} disabled={disabled} onClick={() => setDialog({ pending: null })}>
          {t('editor.forms.media.choose')}
        </button>
        <button type="button" className={listScreen.ghost} disabled={disabled || uploads.uploading !== null} onClick={intake.openPicker}>
          {t('editor.forms.media.upload-one')}
        </button>
        <input {...intake.inputProps} multiple={false} data-testid="image-field-file-input" />
        <p className={styles.help}>{t(intake.dragging ? 'editor.forms.media.drop-now' : 'editor.forms.media.field-drop')}</p>
        <p role="status" aria-live="polite" className={styles.help}>
          {uploads.uploading ? t('editor.forms.media.uploading', { name: uploads.uploading }) : placed}
        </p>
        <UploadProblems uiLocale={uiLocale} problems={uploads.problems} dismiss={uploads.dismiss} />
      </div>
      {dialog ? <MediaPickerDialog uiLocale={uiLocale} api={api} pending={dialog.pending} onClose={() => setDialog(null)} onPick={pick} /> : null}
    </>
  );
}
