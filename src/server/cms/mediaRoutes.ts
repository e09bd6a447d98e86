/**
 * `/api/cms/media/*`: the site's media library, after the origin (CSRF), site and user guards —
 * editors and admins of the site alike.
 *
 * | route                                         | answer                                              |
 * |-----------------------------------------------|-----------------------------------------------------|
 * | `GET /`                                       | `{items: [item]}` newest first, each with `usage_count` |
 * | `POST /` multipart `file`, `alt_fr?`, `alt_en?` | 201 `{item}`; 200 `{item, duplicate: true}` when the same file is already in the library; 413 `file_too_large`; 415 `svg_refused` / `unsupported_type`; 422 `missing_file` / `image_too_large` / `unreadable_image` |
 * | `GET /:id`                                    | `{item}` with `uses`                                |
 * | `PATCH /:id {alt?: {fr?, en?}, focal_point?: {x, y}}` | `{item}`; 422 field messages; a moved focal point drops the cached pages showing the image (their crops move) |
 * | `DELETE /:id`                                 | 204; 409 `in_use` with `uses` while any document uses it |
 *
 * An item is {@link MediaItem} (src/schema/media.ts). Refusals of an upload carry the field
 * message under `fields.file` and the message in both languages under `messages` (`{fr, en}`).
 * Every write is audited (`media.upload`, `media.update`, `media.delete`).
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { MediaItem } from '../../schema/media';
import type { Database } from '../db/client';
import { recordCommittedWrite } from '../documents/documentWrite';
import { findMedia, listMedia, updateMedia } from '../db/repositories/media';
import { mediaUsesByHash, mediaUsesOf } from '../db/repositories/mediaUsage';
import { MAX_MEDIA_UPLOAD_BYTES } from '../media/mediaLimits';
import { addMedia, removeMedia } from '../media/mediaLibrary';
import { MediaRejection } from '../media/mediaRejection';
import type { MediaStorage } from '../media/mediaStorage';
import { fileTooLarge } from '../media/processImage';
import type { CmsEnv } from './env';
import { cmsError, parseBody } from './errors';
import { toMediaItem } from './mediaItem';

/** Room for the multipart envelope and the alt-text fields around the file, bytes. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Longest alt text, characters. */
const MAX_ALT_LENGTH = 300;

const altText = z.string().trim().max(MAX_ALT_LENGTH, `At most ${MAX_ALT_LENGTH} characters.`);
const fraction = z.number().min(0, 'Between 0 and 1.').max(1, 'Between 0 and 1.');
const updateBody = z.strictObject({
  alt: z.strictObject({ fr: altText.optional(), en: altText.optional() }).optional(),
  focal_point: z.strictObject({ x: fraction, y: fraction }).optional(),
});

export interface MediaRoutesOptions {
  db: Database;
  storage: MediaStorage;
  now: () => Date;
}

/** Answers a refused upload: its status, code, English message, `fields.file` and both languages. */
function rejection(c: Context, error: MediaRejection) {
  return cmsError(c, error.status, error.code, error.messages.en, { fields: { file: [error.messages.en] }, messages: error.messages });
}

/** Only the upload route: the general 5 MB body limit of the CMS is replaced by the media one. */
export function isMediaUpload(c: Context): boolean {
  return c.req.method === 'POST' && /\/media\/?$/.test(c.req.path);
}

/** The media library routes (mounted at `/media`, after the origin, site and user guards). */
export function createMediaRoutes({ db, storage, now }: MediaRoutesOptions): Hono<CmsEnv> {
  const app = new Hono<CmsEnv>();
  const idOf = (c: Context) => {
    const raw = c.req.param('id') ?? '';
    return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  };
  const notFound = (c: Context) => cmsError(c, 404, 'not_found', 'This image is not in the library.');
  const itemWithUses = async (c: Context, id: number): Promise<MediaItem | null> => {
    const found = await findMedia(db, c.get('site').id, id);
    if (!found) return null;
    return toMediaItem(found, { uses: await mediaUsesOf(db, c.get('site').id, found.media.hash) });
  };

  app.get('/', async (c) => {
    const siteId = c.get('site').id;
    const [rows, uses] = await Promise.all([listMedia(db, siteId), mediaUsesByHash(db, siteId)]);
    return c.json({ items: rows.map((row) => toMediaItem(row, { usageCount: uses.get(row.media.hash)?.length ?? 0 })) });
  });

  app.post(
    '/',
    bodyLimit({ maxSize: MAX_MEDIA_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES, onError: (c) => rejection(c, fileTooLarge()) }),
    async (c) => {
      let form: Record<string, string | File | (string | File)[]>;
      try {
        form = await c.req.parseBody({ all: false });
      } catch {
        form = {};
      }
      const file = form.file;
      if (!(file instanceof File)) {
        return rejection(c, new MediaRejection('missing_file', 422, { fr: 'Choisissez une image à téléverser.', en: 'Choose an image to upload.' }));
      }
      if (file.size > MAX_MEDIA_UPLOAD_BYTES) return rejection(c, fileTooLarge());
      const alt = z.object({ fr: altText.optional(), en: altText.optional() }).safeParse({
        fr: typeof form.alt_fr === 'string' ? form.alt_fr : undefined,
        en: typeof form.alt_en === 'string' ? form.alt_en : undefined,
      });
      if (!alt.success) {
        return cmsError(c, 422, 'invalid_body', 'Some fields are invalid.', { fields: Object.fromEntries(alt.error.issues.map((issue) => [`alt_${String(issue.path[0])}`, [issue.message]])) });
      }
      const user = c.get('user');
      const siteId = c.get('site').id;
      let added;
      try {
        added = await addMedia(db, storage, {
          siteId,
          bytes: new Uint8Array(await file.arrayBuffer()),
          filename: file.name,
          createdBy: user.email,
          alt: Object.fromEntries(Object.entries(alt.data).filter(([, text]) => text)),
        });
      } catch (error) {
        if (error instanceof MediaRejection) return rejection(c, error);
        throw error;
      }
      if (!added.created) {
        const usageCount = (await mediaUsesOf(db, siteId, added.item.media.hash)).length;
        return c.json({ item: toMediaItem(added.item, { usageCount }), duplicate: true }, 200);
      }
      // The file is stored beside the database: recorded once both are written. A page may already
      // show this file from another site's library: its facts now come from this one.
      await recordCommittedWrite(db, {
        audit: {
          user,
          action: 'media.upload',
          entity: 'media',
          entityId: String(added.item.media.id),
          summary: { filename: added.item.media.originalFilename, width: added.item.media.width, height: added.item.media.height, byte_size: added.item.media.byteSize },
        },
        change: { kind: 'media', siteId, hash: added.item.media.hash },
      });
      return c.json({ item: toMediaItem(added.item, { usageCount: 0 }) }, 201);
    },
  );

  app.get('/:id', async (c) => {
    const id = idOf(c);
    const item = id === null ? null : await itemWithUses(c, id);
    return item ? c.json({ item }) : notFound(c);
  });

  app.patch('/:id', async (c) => {
    const id = idOf(c);
    if (id === null) return notFound(c);
    const body = await parseBody(c, updateBody);
    if (!body.ok) return body.response;
    const { alt, focal_point } = body.data;
    const before = await findMedia(db, c.get('site').id, id);
    const row = before ? await updateMedia(db, c.get('site').id, id, { alt, focalX: focal_point?.x, focalY: focal_point?.y }, now()) : null;
    if (!before || !row) return notFound(c);
    // Pages showing the image serve crops centred on its focal point: a move changes them.
    const focalMoved = row.focalX !== before.media.focalX || row.focalY !== before.media.focalY;
    await recordCommittedWrite(db, {
      audit: { user: c.get('user'), action: 'media.update', entity: 'media', entityId: String(id), summary: { alt: row.alt, focal_point: { x: row.focalX, y: row.focalY } } },
      change: focalMoved ? { kind: 'media', siteId: row.siteId, hash: row.hash } : null,
    });
    return c.json({ item: await itemWithUses(c, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idOf(c);
    const siteId = c.get('site').id;
    const found = id === null ? null : await findMedia(db, siteId, id);
    if (!found) return notFound(c);
    const uses = await mediaUsesOf(db, siteId, found.media.hash);
    if (uses.length > 0) {
      const messages = {
        fr: `Cette image est utilisée dans ${uses.length} contenu${uses.length > 1 ? 's' : ''} : retirez-la avant de la supprimer.`,
        en: uses.length > 1 ? `This image is used in ${uses.length} documents: remove it from them before deleting it.` : 'This image is used in 1 document: remove it from there before deleting it.',
      };
      return cmsError(c, 409, 'in_use', messages.en, { messages, usage_count: uses.length, uses });
    }
    await removeMedia(db, storage, found);
    await recordCommittedWrite(db, {
      audit: { user: c.get('user'), action: 'media.delete', entity: 'media', entityId: String(found.media.id), summary: { filename: found.media.originalFilename, hash: found.media.hash } },
      change: { kind: 'media', siteId, hash: found.media.hash },
    });
    return c.body(null, 204);
  });

  return app;
}
