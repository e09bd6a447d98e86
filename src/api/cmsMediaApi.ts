/**
 * Typed client of the media library API (server in src/server/cms/mediaRoutes.ts), built on
 * {@link createCmsRequest}: list (newest first, with usage counts), upload (multipart `file`,
 * optional alt texts), get one (with its uses), update alt texts and focal point, delete.
 * Failures reject with CmsApiError: 413 `file_too_large`, 415 `svg_refused` / `unsupported_type`,
 * 422 with `fields`, 409 `in_use` with `uses` and `messages` `{fr, en}`, status 0 `network`.
 */
import { z } from 'zod';
import type { MediaItem } from '../schema/media';
import { CmsApiError, createCmsRequest, type CmsApiOptions } from './cmsApi';
import { errorMessage } from '../lib/errorMessage';

const mediaItem = z.custom<MediaItem>((value) => typeof value === 'object' && value !== null && typeof (value as MediaItem).id === 'number' && typeof (value as MediaItem).url === 'string');

/** What an upload answers: the item and whether the same file was already in the library. */
export interface MediaUpload {
  item: MediaItem;
  duplicate: boolean;
}

/** Changes of an image: alt texts per locale, focal point (fractions 0–1 of the width and height). */
export interface MediaChanges {
  alt?: { fr?: string; en?: string };
  focal_point?: { x: number; y: number };
}

/** The media library client (see the module docstring). */
export function createCmsMediaApi(options: CmsApiOptions = {}) {
  const call = createCmsRequest(options);
  const one = z.object({ item: mediaItem });
  return {
    list: (): Promise<MediaItem[]> => call('GET', '/media', z.object({ items: z.array(mediaItem) })).then((r) => r.items),
    upload: (file: File, alt: { fr?: string; en?: string } = {}): Promise<MediaUpload> => {
      const form = new FormData();
      form.set('file', file, file.name);
      if (alt.fr) form.set('alt_fr', alt.fr);
      if (alt.en) form.set('alt_en', alt.en);
      return call('POST', '/media', z.object({ item: mediaItem, duplicate: z.boolean().optional() }), form).then((r) => ({ item: r.item, duplicate: r.duplicate === true }));
    },
    get: (id: number): Promise<MediaItem> => call('GET', `/media/${id}`, one).then((r) => r.item),
    update: (id: number, changes: MediaChanges): Promise<MediaItem> => call('PATCH', `/media/${id}`, one, changes).then((r) => r.item),
    remove: (id: number): Promise<void> => call('DELETE', `/media/${id}`, null).then(() => undefined),
  };
}
export type CmsMediaApi = ReturnType<typeof createCmsMediaApi>;

/**
 * The text to show for a failed media request in the editor's language: the server's own
 * `messages[locale]` when it sent one (refused uploads, image in use), else `fallback`
 * followed by the error's message.
 */
export function mediaErrorText(error: unknown, locale: 'fr' | 'en', fallback: string): string {
  if (error instanceof CmsApiError) {
    const messages = error.body.messages as Partial<Record<'fr' | 'en', string>> | undefined;
    if (messages?.[locale]) return messages[locale]!;
  }
  return `${fallback} ${errorMessage(error)}`.trim();
}
