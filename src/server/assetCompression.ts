/**
 * Compressed copies of the client build: a Brotli copy (`<file>.br`) and a gzip copy (`<file>.gz`)
 * beside every compressible file of dist/client (scripts, stylesheets, SVG, JSON…) of at least
 * {@link MIN_BYTES}, when the copy is smaller. The server sends these copies as they are
 * (`serveStatic` with `precompressed`, src/server/app.ts), the file itself until its copy exists:
 * no asset is compressed per request, and a phone that accepts Brotli downloads about a fifth less
 * than gzip's level 6 (measured on the public scripts: 3.6 MB Brotli 11 vs 4.6 MB gzip 9 for all
 * of dist/client/assets).
 *
 * Brotli at quality 11 (the smallest output; ≈ 1 MB/s) for files up to {@link MAX_BEST_BYTES}: every
 * script and stylesheet a site page loads is smaller; the few larger ones (the code editor and its
 * workers, QA only, ≈ 15 MB; the error reporter's client, only with `SENTRY_DSN`) at quality
 * {@link LARGE_QUALITY}, thirty times faster for ≈ 10 % more bytes. The build manifest's folder
 * (`.vite/`) is left alone: no visitor asks for it.
 *
 * `npm run build` writes them (build/precompressAssets.ts); the build of `npm start` leaves them
 * to the server, which writes the missing ones in the background once it listens.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';
import { writeFileAtomically } from './media/localMediaStorage';

/** Files below this size (bytes) are sent as they are: compression would hardly save a packet. */
const MIN_BYTES = 1024;
/** Largest file (bytes) compressed with Brotli's best quality. */
const MAX_BEST_BYTES = 256 * 1024;
/** Brotli quality of larger files. */
const LARGE_QUALITY = 7;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every compressible file under `dir` but the build manifest's folder. */
async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    // The rule the server applies when it looks for a copy (`serveStatic`'s content types).
    .filter((entry) => entry.isFile() && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(getMimeType(entry.name) ?? ''))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.slice(dir.length).split(/[\\/]/).includes('.vite'));
}

/** Writes `file.br` and `file.gz` when they are smaller than `file` (each whole or not at all). @returns whether it wrote any */
async function precompress(file: string): Promise<boolean> {
  const bytes = await readFile(file);
  if (bytes.byteLength < MIN_BYTES) return false;
  const quality = bytes.byteLength <= MAX_BEST_BYTES ? constants.BROTLI_MAX_QUALITY : LARGE_QUALITY;
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.byteLength < bytes.byteLength) await writeFileAtomically(`${file}.br`, br);
  if (gz.byteLength < bytes.byteLength) await writeFileAtomically(`${file}.gz`, gz);
  return br.byteLength < bytes.byteLength || gz.byteLength < bytes.byteLength;
}

/**
 * Writes the compressed copies of the files under `dir`, `parallel` files at a time (zlib works in
 * Node's thread pool); with `missingOnly`, only for files that have neither copy yet.
 * @returns how many files got copies and how long it took, ms
 */
export async function precompressFiles(dir: string, options: { parallel: number; missingOnly?: boolean }): Promise<{ files: number; ms: number }> {
  const started = Date.now();
  const queue = (await compressibleFiles(dir)).filter((file) => !options.missingOnly || !(existsSync(`${file}.br`) || existsSync(`${file}.gz`)));
  let files = 0;
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) if (await precompress(file)) files += 1;
  };
  await Promise.all(Array.from({ length: options.parallel }, worker));
  return { files, ms: Date.now() - started };
}
