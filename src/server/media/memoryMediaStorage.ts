/**
 * {@link MediaStorage} in memory: the default of `createApp` when no storage is given (tests,
 * tools that never upload). Files vanish with the process.
 */
import { assertMediaKey, MEDIA_KEY_PATTERN, type MediaStorage } from './mediaStorage';

/** A storage holding its files in a Map. */
export function createMemoryMediaStorage(): MediaStorage {
  const files = new Map<string, Uint8Array>();
  return {
    description: 'memory',
    async put(key, bytes) {
      assertMediaKey(key);
      files.set(key, new Uint8Array(bytes));
    },
    async get(key) {
      const bytes = MEDIA_KEY_PATTERN.test(key) ? files.get(key) : undefined;
      if (!bytes) return null;
      return {
        byteSize: bytes.byteLength,
        stream: () =>
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(bytes);
              controller.close();
            },
          }),
        bytes: async () => bytes,
      };
    },
    async delete(key) {
      files.delete(key);
    },
  };
}
