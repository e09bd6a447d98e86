import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalMediaStorage } from './localMediaStorage';
import { createMemoryMediaStorage } from './memoryMediaStorage';

const directory = mkdtempSync(join(tmpdir(), 'vitrine-media-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const key = '0123456789abcdef0123456789abcdef-640.webp';
const bytes = new Uint8Array([1, 2, 3, 4, 5]);

describe.each([
  ['local', () => createLocalMediaStorage(directory)],
  ['memory', () => createMemoryMediaStorage()],
])('%s media storage', (_name, create) => {
  it('stores, reads as bytes or stream, and deletes by key', async () => {
    const storage = create();
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, bytes, 'image/webp');
    const stored = await storage.get(key);
    expect(stored?.byteSize).toBe(5);
    expect([...(await stored!.bytes())]).toEqual([1, 2, 3, 4, 5]);
    expect([...new Uint8Array(await new Response(stored!.stream()).arrayBuffer())]).toEqual([1, 2, 3, 4, 5]);
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('refuses keys that could leave the folder', async () => {
    const storage = create();
    await expect(storage.put('../escape.jpg', bytes, 'image/jpeg')).rejects.toThrow(/Invalid media storage key/);
    await expect(storage.put('a/b.jpg', bytes, 'image/jpeg')).rejects.toThrow(/Invalid media storage key/);
    expect(await storage.get('../../etc/passwd')).toBeNull();
  });
});

it('spreads local files over two-character folders and leaves no temporary file', async () => {
  // A folder of its own: the tests above expect the key absent, whatever the order.
  const own = join(directory, 'spread');
  const storage = createLocalMediaStorage(own);
  await storage.put(key, bytes, 'image/webp');
  expect(readdirSync(join(own, '01'))).toEqual([key]);
});
