/**
 * Media library repository: a site's images (`media`) and their generated files
 * (`media_variants`). Functions take the database or a transaction; every lookup is scoped to
 * one site (an image of one site is not found from another).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MediaFormat } from '../../../lib/mediaUrls';
import type { Database } from '../client';
import { media, mediaVariants, type MediaRow, type MediaVariantRow, type StoredLocalized } from '../schema';

/** An image with its variants (the whole image's first, narrowest first, then AVIF, WebP, fallback; then crops). */
export interface MediaWithVariants {
  media: MediaRow;
  variants: MediaVariantRow[];
}

/** A new image: its row and the variants already written to the storage. */
export interface NewMedia {
  siteId: string;
  hash: string;
  originalFilename: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  placeholder: string;
  createdBy: string | null;
  alt?: StoredLocalized;
  /** 0–1 fractions; default the centre. */
  focal?: { x: number; y: number };
  variants: { width: number; height: number; format: MediaFormat; storageKey: string; byteSize: number }[];
}

const FORMAT_ORDER: Record<string, number> = { avif: 0, webp: 1, jpeg: 2, png: 2 };
const byWidthThenFormat = (a: MediaVariantRow, b: MediaVariantRow) =>
  (a.crop === '' ? 0 : 1) - (b.crop === '' ? 0 : 1) || a.crop.localeCompare(b.crop) || a.width - b.width || FORMAT_ORDER[a.format]! - FORMAT_ORDER[b.format]!;

/** The `media` row of a new image (focal point: the centre unless given). */
function mediaRowOf(input: NewMedia) {
  return {
    siteId: input.siteId,
    hash: input.hash,
    originalFilename: input.originalFilename,
    contentType: input.contentType,
    byteSize: input.byteSize,
    width: input.width,
    height: input.height,
    focalX: input.focal?.x ?? 0.5,
    focalY: input.focal?.y ?? 0.5,
    placeholder: input.placeholder,
    createdBy: input.createdBy,
    alt: input.alt ?? {},
  };
}

/** The variants of several images, by image id. */
export async function variantsByMedia(db: Database, mediaIds: number[]): Promise<Map<number, MediaVariantRow[]>> {
  const byMedia = new Map<number, MediaVariantRow[]>(mediaIds.map((id) => [id, []]));
  if (mediaIds.length === 0) return byMedia;
  const rows = await db.select().from(mediaVariants).where(inArray(mediaVariants.mediaId, mediaIds));
  for (const row of rows) byMedia.get(row.mediaId)?.push(row);
  for (const list of byMedia.values()) list.sort(byWidthThenFormat);
  return byMedia;
}

/**
 * Inserts an image and its variants in one transaction. The same upload (same hash) on the same
 * site is not stored twice: the existing image is returned with `created: false`.
 */
export async function insertMedia(db: Database, input: NewMedia): Promise<{ created: boolean; item: MediaWithVariants }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(media)
      .values(mediaRowOf(input))
      .onConflictDoNothing({ target: [media.siteId, media.hash] })
      .returning();
    if (!row) {
      const existing = await findMediaByHash(tx as unknown as Database, input.siteId, input.hash);
      if (!existing) throw new Error(`insertMedia: conflicting image ${input.hash} vanished`);
      return { created: false, item: existing };
    }
    const variants = input.variants.length > 0 ? await tx.insert(mediaVariants).values(input.variants.map((variant) => ({ ...variant, mediaId: row.id }))).returning() : [];
    return { created: true, item: { media: row, variants: variants.sort(byWidthThenFormat) } };
  });
}

/** A site's images, newest first, with their variants. */
export async function listMedia(db: Database, siteId: string): Promise<MediaWithVariants[]> {
  const rows = await db.select().from(media).where(eq(media.siteId, siteId)).orderBy(desc(media.createdAt), desc(media.id));
  const variants = await variantsByMedia(db, rows.map((row) => row.id));
  return rows.map((row) => ({ media: row, variants: variants.get(row.id) ?? [] }));
}

/** The image matching `where`, with its variants, or null. */
async function findOne(db: Database, where: SQL | undefined): Promise<MediaWithVariants | null> {
  const [row] = await db.select().from(media).where(where);
  if (!row) return null;
  return { media: row, variants: (await variantsByMedia(db, [row.id])).get(row.id) ?? [] };
}

/** One image of a site by id, or null. */
export function findMedia(db: Database, siteId: string, id: number): Promise<MediaWithVariants | null> {
  return findOne(db, and(eq(media.siteId, siteId), eq(media.id, id)));
}

/** One image of a site by content hash, or null. */
export function findMediaByHash(db: Database, siteId: string, hash: string): Promise<MediaWithVariants | null> {
  return findOne(db, and(eq(media.siteId, siteId), eq(media.hash, hash)));
}

/** What an editor may change on an image. */
export interface MediaChanges {
  /** Replaces the alt text of the given locales (an empty string removes it). */
  alt?: StoredLocalized;
  /** 0–1 */
  focalX?: number;
  /** 0–1 */
  focalY?: number;
}

/** Updates an image's alt texts and focal point; null when the site has no such image. */
export async function updateMedia(db: Database, siteId: string, id: number, changes: MediaChanges, now: Date): Promise<MediaRow | null> {
  const current = await findMedia(db, siteId, id);
  if (!current) return null;
  const alt: StoredLocalized = { ...current.media.alt };
  for (const locale of ['fr', 'en'] as const) {
    const text = changes.alt?.[locale];
    if (text === undefined) continue;
    if (text === '') delete alt[locale];
    else alt[locale] = text;
  }
  const [row] = await db
    .update(media)
    .set({ alt, focalX: changes.focalX ?? current.media.focalX, focalY: changes.focalY ?? current.media.focalY, updatedAt: now })
    .where(and(eq(media.siteId, siteId), eq(media.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes an image of a site (its variant rows go with it); false when there was none. */
export async function deleteMedia(db: Database, siteId: string, id: number): Promise<boolean> {
  const rows = await db.delete(media).where(and(eq(media.siteId, siteId), eq(media.id, id))).returning({ id: media.id });
  return rows.length > 0;
}

/** Whether any site still holds an image with this hash (its files are shared). */
export async function mediaHashHeld(db: Database, hash: string): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(media).where(eq(media.hash, hash)).orderBy(asc(media.id)).limit(1);
  return Boolean(row);
}


/** What the page payload tells the renderer about an image (`media_library`, src/schema/page.ts). */
export interface MediaFactsRow {
  hash: string;
  /** px */
  width: number;
  /** px */
  height: number;
  placeholder: string;
  focalX: number;
  focalY: number;
}

/**
 * The size, placeholder and focal point of each of these hashes: the site's own image, else the
 * same upload in another site's library (same files, same size; its focal point). Unknown hashes
 * are absent.
 */
export async function mediaFactsByHash(db: Database, siteId: string, hashes: string[]): Promise<Map<string, MediaFactsRow>> {
  const facts = new Map<string, MediaFactsRow>();
  if (hashes.length === 0) return facts;
  const rows = await db
    .select({ hash: media.hash, siteId: media.siteId, width: media.width, height: media.height, placeholder: media.placeholder, focalX: media.focalX, focalY: media.focalY })
    .from(media)
    .where(inArray(media.hash, hashes))
    .orderBy(asc(media.id));
  for (const { siteId: owner, ...row } of rows) {
    if (!facts.has(row.hash) || owner === siteId) facts.set(row.hash, row);
  }
  return facts;
}

/** The images (any site) holding a hash, with the variants of their whole image. */
export async function mediaHoldingHash(db: Database, hash: string): Promise<MediaWithVariants[]> {
  const rows = await db.select().from(media).where(eq(media.hash, hash)).orderBy(asc(media.id));
  const variants = await variantsByMedia(db, rows.map((row) => row.id));
  return rows.map((row) => ({ media: row, variants: (variants.get(row.id) ?? []).filter((variant) => variant.crop === '') }));
}

/**
 * Records a generated crop file for these images (they share its bytes); an already recorded
 * file is left as is.
 */
export async function recordCropVariant(
  db: Database,
  mediaIds: number[],
  variant: { crop: string; width: number; height: number; format: MediaFormat; storageKey: string; byteSize: number },
): Promise<void> {
  if (mediaIds.length === 0) return;
  await db
    .insert(mediaVariants)
    .values(mediaIds.map((mediaId) => ({ ...variant, mediaId })))
    .onConflictDoNothing();
}

/**
 * Inserts several new images of one site and their variants in two statements (the seed: tens
 * of images at once). @returns the new rows' ids by hash
 * @throws when a hash is already in the site's library (unique site and hash)
 */
export async function insertMediaBatch(db: Database, items: NewMedia[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (items.length === 0) return ids;
  const rows = await db
    .insert(media)
    .values(items.map(mediaRowOf))
    .returning({ id: media.id, hash: media.hash });
  for (const row of rows) ids.set(row.hash, row.id);
  const variants = items.flatMap((input) =>
    input.variants.map((variant) => ({ media_id: ids.get(input.hash)!, width: variant.width, height: variant.height, format: variant.format, storage_key: variant.storageKey, byte_size: variant.byteSize })),
  );
  // Hundreds of rows: one JSON parameter is read much faster than thousands of bound values.
  if (variants.length > 0) {
    await db.execute(sql`
      insert into media_variants (media_id, width, height, format, storage_key, byte_size)
      select media_id, width, height, format, storage_key, byte_size
      from jsonb_to_recordset(${JSON.stringify(variants)}::jsonb)
        as v(media_id integer, width integer, height integer, format text, storage_key text, byte_size integer)
    `);
  }
  return ids;
}
