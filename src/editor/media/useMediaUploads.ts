/**
 * Uploads files to the media library one after the other, for the media screen and the image
 * field: `uploading` names the file on its way (for a live status), `problems` keeps one line
 * per refused file in the editor's language (the server's own message when it sent one: wrong
 * type, SVG, over 15 MB…) until dismissed. `upload(files)` resolves with the items that made it,
 * duplicates included (the same bytes uploaded twice answer the existing image).
 */
import { useCallback, useState } from 'react';
import { mediaErrorText, type CmsMediaApi, type MediaUpload } from '../../api/cmsMediaApi';
import type { MediaItem } from '../../schema/media';
import { formText, type UiLocale } from '../forms/messages';

/** One refused file. */
export interface UploadProblem {
  id: number;
  text: string;
}

let problemCounter = 0;

/** See the module docstring. `onUploaded` hears about each upload as soon as it is answered. */
export function useMediaUploads(api: CmsMediaApi, uiLocale: UiLocale, onUploaded?: (upload: MediaUpload, file: File) => void) {
  const [uploading, setUploading] = useState<string | null>(null);
  const [problems, setProblems] = useState<UploadProblem[]>([]);

  const upload = useCallback(
    async (files: File[]): Promise<MediaItem[]> => {
      const added: MediaItem[] = [];
      for (const file of files) {
        setUploading(file.name);
        try {
          const answer = await api.upload(file);
          added.push(answer.item);
          onUploaded?.(answer, file);
        } catch (error) {
          problemCounter += 1;
          const reason = mediaErrorText(error, uiLocale, formText(uiLocale, 'editor.forms.media.failed'));
          setProblems((list) => [...list, { id: problemCounter, text: formText(uiLocale, 'editor.forms.media.upload-failed', { name: file.name, reason }) }]);
        }
      }
      setUploading(null);
      return added;
    },
    [api, uiLocale, onUploaded],
  );

  const dismiss = useCallback((id: number) => setProblems((list) => list.filter((problem) => problem.id !== id)), []);

  return { upload, uploading, problems, dismiss };
}
