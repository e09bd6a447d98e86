/**
 * The body of a rendered page as the renderer made it, carried beside its web `Response`: the
 * page cache cuts and joins the page's bytes on its nonce, and reading them back out of the
 * `Response`'s stream copied the whole page once more per render (a few hundred kB, ≈ 1 ms of a
 * home page's render). A registered symbol, so the server finds the bytes whichever copy of this
 * module the renderer was loaded with (the development server loads it through Vite).
 */

const RENDERED_BYTES = Symbol.for('vitrine.renderedBytes');

type WithBytes = Response & { [RENDERED_BYTES]?: Uint8Array };

/**
 * A `Response` whose body is `bytes`, remembering them for {@link renderedBytesOf}.
 * @param bytes the body (not copied: never change them afterwards)
 * @param init status and headers, as for `new Response`
 */
export function responseWithBytes(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(bytes, init) as WithBytes;
  Object.defineProperty(response, RENDERED_BYTES, { value: bytes });
  return response;
}

/**
 * The bytes a `Response` was made from with {@link responseWithBytes}, or `undefined` for any
 * other response (read its body as usual). Reading them leaves the response's own body unread.
 */
export function renderedBytesOf(response: Response): Uint8Array | undefined {
  return (response as WithBytes)[RENDERED_BYTES];
}

/**
 * `bytes` cut at every occurrence of `separator` (views of `bytes`, none copied): a page's pieces
 * between its nonces, for the page cache and the ETag.
 */
export function splitBytes(bytes: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, start)) {
    parts.push(bytes.subarray(start, at));
    start = at + separator.byteLength;
  }
  parts.push(bytes.subarray(start));
  return parts;
}
