/**
 * Where media-library files live: one small interface, so the server does not care whether the
 * bytes sit on a local disk, a volume shared by several instances, or an object store.
 *
 * Keys are immutable file names derived from the content hash (`{hash}-{width}.{ext}`, see
 * src/lib/mediaUrls.ts; the uploaded original is not kept, it may carry GPS): a key is written
 * once and never rewritten with other bytes, so instances never need to coordinate writes, any
 * of them may serve any file, and every cache in between may keep a file forever. What a site
 * owns (alt texts, focal point, which variants exist) is in the database (`media`,
 * `media_variants`), shared by every instance on one PostgreSQL.
 *
 * Several instances on one PostgreSQL:
 * - shared volume: point `MEDIA_DIR` of every instance at the same mount (NFS, EFS, a
 *   Kubernetes ReadWriteMany volume); {@link createLocalMediaStorage} writes through a temporary
 *   file and an atomic rename, so a reader never sees half a file;
 * - object store (S3, R2, GCS): implement {@link MediaStorage} over its client (`put` = PutObject
 *   with the content type and an immutable Cache-Control, `get` = GetObject streaming the body,
 *   `delete` = DeleteObject) and pass it as `mediaStorage` to `createApp`; `/media/*` then
 *   streams from the store, or a CDN in front of the bucket serves the same paths.
 */

/** One stored file. */
export interface StoredMediaObject {
  /** Size, bytes. */
  byteSize: number;
  /** The bytes as a web stream (read it once). */
  stream(): ReadableStream<Uint8Array>;
  /** The bytes in memory. */
  bytes(): Promise<Uint8Array>;
}

/** The media file store. Keys match {@link MEDIA_KEY_PATTERN}. */
export interface MediaStorage {
  /** A short description for logs (`local /srv/vitrine/media`). */
  readonly description: string;
  /**
   * Stores `bytes` under `key` (idempotent: a key always holds the same bytes).
   * @throws Error on an invalid key or when the store cannot write
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none (or the key is invalid). */
  get(key: string): Promise<StoredMediaObject | null>;
  /** Removes the file under `key`; no error when it is already gone. */
  delete(key: string): Promise<void>;
}

/** Valid storage keys: lower-case letters, digits, `-` and one `.ext`; no path separators. */
export const MEDIA_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}\.[a-z0-9]{1,5}$/;

/** @throws Error when `key` is not a valid storage key (path traversal, separators…). */
export function assertMediaKey(key: string): void {
  if (!MEDIA_KEY_PATTERN.test(key)) throw new Error(`Invalid media storage key: ${JSON.stringify(key)}`);
}
