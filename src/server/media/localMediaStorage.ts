/**
 * {@link MediaStorage} on a local (or shared, mounted) directory: `MEDIA_DIR`, by default
 * `DATA_DIR/media`. Files are spread over sub-folders named by the key's first two characters
 * (`ab/abcdef…-640.webp`) so no folder grows to hundreds of thousands of entries.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { assertMediaKey, MEDIA_KEY_PATTERN, type MediaStorage, type StoredMediaObject } from './mediaStorage';

/**
 * Writes `bytes` to `path` through a temporary file renamed into place: a concurrent reader (this
 * or another process, on a local or shared disk) sees either no file or the whole file.
 * @throws the file system's error (the temporary file is removed)
 */
export async function writeFileAtomically(path: string, bytes: string | Uint8Array): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * A storage writing under `directory` (created on first write). Writes go to a temporary file
 * renamed into place, so a concurrent reader (this or another instance on a shared volume) sees
 * either no file or the whole file.
 */
export function createLocalMediaStorage(directory: string): MediaStorage {
  const pathOf = (key: string) => join(directory, key.slice(0, 2), key);
  return {
    description: `local ${directory}`,
    async put(key, bytes) {
      assertMediaKey(key);
      await mkdir(join(directory, key.slice(0, 2)), { recursive: true });
      await writeFileAtomically(pathOf(key), bytes);
    },
    async get(key): Promise<StoredMediaObject | null> {
      if (!MEDIA_KEY_PATTERN.test(key)) return null;
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        byteSize: info.size,
        stream: () => Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>,
        bytes: async () => new Uint8Array(await readFile(path)),
      };
    },
    async delete(key) {
      if (!MEDIA_KEY_PATTERN.test(key)) return;
      await rm(pathOf(key), { force: true });
    },
  };
}
