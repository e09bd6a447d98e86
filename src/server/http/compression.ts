/**
 * Compression of the server's answers (pages, API JSON, anything not compressed at build time):
 * Brotli when the request accepts it, else gzip, else deflate, chosen by `Accept-Encoding` and its
 * q-values (a tie goes to Brotli).
 *
 * The same rules as `hono/compress` (which has no Brotli): answers already encoded, partial
 * (206), to `HEAD`, under {@link MIN_BYTES} by their `Content-Length`, of a type that does not
 * compress (images, fonts in WOFF2…) or marked `no-transform` go as they are; `Vary:
 * Accept-Encoding` on every answer that could have been compressed; a strong `ETag` becomes weak.
 *
 * Brotli at quality {@link BROTLI_QUALITY}: on the home page (≈ 210 kB of HTML) ≈ 2.3 ms and
 * 39 kB, where gzip's default level took ≈ 2.7 ms for 44 kB (Web `CompressionStream` ≈ 4.4 ms):
 * less for a phone to download and less work for each answer, the page cache's hits included.
 *
 * A page (an answer made with `responseWithBytes`, src/lib/renderedBytes.ts: the renderer's and
 * the page cache's) is compressed in one piece on Node's thread pool: streamed through zlib, a
 * cached home page cost the server's thread ≈ 10 ms per answer in stream plumbing (web stream to
 * Node stream and back, chunk by chunk), more than its compression itself takes on another
 * thread. Any other body streams through zlib, so a streamed answer stays streamed.
 */
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createDeflate, createGzip, deflate, gzip, type BrotliCompress, type Deflate, type Gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { renderedBytesOf } from '../../lib/renderedBytes';

/** Answers shorter than this (bytes, by `Content-Length`) are not compressed. */
export const MIN_BYTES = 1024;
/** Brotli quality for answers made per request (11 is for build time: far too slow here). */
export const BROTLI_QUALITY = 4;
/**
 * Brotli's window, log2 bytes: 256 KiB holds a whole page; the default (4 MiB) made every answer
 * allocate and clear a window sixteen times larger.
 */
const BROTLI_WINDOW_BITS = 18;

/** The encodings offered, best first (the order breaks ties between equal q-values). */
const ENCODINGS = ['br', 'gzip', 'deflate'] as const;
/** An encoding the server compresses with. */
export type Encoding = (typeof ENCODINGS)[number];

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * The encoding to answer `acceptEncoding` with, or undefined (none acceptable, or no header).
 * An encoding not named takes the q-value of `*`, if any; q=0 refuses it.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } };

function compressor(encoding: Encoding): BrotliCompress | Gzip | Deflate {
  if (encoding === 'br') return createBrotliCompress(BROTLI_OPTIONS);
  return encoding === 'gzip' ? createGzip() : createDeflate();
}

const brotliInOnePiece = promisify(brotliCompress);
const gzipInOnePiece = promisify(gzip);
const deflateInOnePiece = promisify(deflate);
/** Output buffer of a one-piece compression (bytes): a compressed page in one, one hand-over from the thread pool. */
const ONE_PIECE_CHUNK_BYTES = 64 * 1024;

/**
 * `bytes` compressed in one piece on Node's thread pool, as the middleware compresses an answer
 * (Brotli at {@link BROTLI_QUALITY}, gzip, deflate).
 * @throws what zlib throws (never for bytes in memory in practice)
 */
export function compressInOnePiece(encoding: Encoding, bytes: Uint8Array): Promise<Buffer> {
  if (encoding === 'br') return brotliInOnePiece(bytes, { ...BROTLI_OPTIONS, chunkSize: ONE_PIECE_CHUNK_BYTES });
  return encoding === 'gzip' ? gzipInOnePiece(bytes, { chunkSize: ONE_PIECE_CHUNK_BYTES }) : deflateInOnePiece(bytes, { chunkSize: ONE_PIECE_CHUNK_BYTES });
}

/** The middleware (production only: development answers as they are). */
export function compression(): MiddlewareHandler {
  return async function compress(c, next) {
    await next();
    const headers = c.res.headers;
    const length = headers.get('Content-Length');
    const type = headers.get('Content-Type');
    if (
      c.res.status === 206 ||
      headers.has('Content-Encoding') ||
      headers.has('Transfer-Encoding') ||
      c.req.method === 'HEAD' ||
      (length !== null && Number(length) < MIN_BYTES) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const vary = headers.get('Vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    // The rendered bytes first: reading `body` of the server's lightweight Response makes the full
    // one, a copy of them.
    const bytes = renderedBytesOf(c.res);
    if (!encoding || (!bytes && !c.res.body)) return;
    if (bytes) {
      c.res = new Response(new Uint8Array(await compressInOnePiece(encoding, bytes)), c.res);
    } else {
      // A failed source ends the compressed stream with its error (the answer is cut, not hung).
      const body = pipeline(Readable.fromWeb(c.res.body as NodeReadableStream), compressor(encoding), () => {});
      c.res = new Response(Readable.toWeb(body) as ReadableStream, c.res);
    }
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
