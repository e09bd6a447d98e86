/**
 * The rendered-page cache: published pages are rendered once per (origin, path and query without
 * the links' tracking parameters: cacheHits.ts's `cacheKeyOf`; the content they show) and served
 * from memory until a change they show is announced (contentChanges.ts) or their time to live runs
 * out.
 *
 * - Bounded by bytes: an LRU (`lru-cache`, `maxSize` + `sizeCalculation`) of at most
 *   `maxBytes` (PAGE_CACHE_MB); the least recently served pages go first.
 * - Exact invalidation: each entry carries the tags of the data its render read
 *   (renderDependencies.ts); a change drops only the entries carrying a matching tag. A render
 *   that ran while a matching change was announced is answered but not kept (it may hold the old
 *   data).
 * - CSP nonce: pages are rendered with a placeholder nonce, a 128-bit random value of this process
 *   that never leaves it; every answer gets the request's own nonce in its place (written over
 *   the placeholder in the render's own bytes: both are 24 characters). A render holding
 *   the placeholder anywhere but in a `nonce="…"` attribute or the `csp-nonce` meta tag is not
 *   kept, so content can never receive a nonce, and no nonce is ever sent twice.
 * - A time to live (default 60 s) bounds what changes without a write: scheduled articles
 *   coming out, open houses ending.
 */
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { etagMatches, PRIVATE_CACHE_CONTROL } from '../../lib/httpCaching';
import { invalidationOf, invalidationTouches, onContentChangeWeakly, type ContentChange, type Invalidation } from './contentChanges';
import type { RenderDependencies } from './renderDependencies';
import { renderedBytesOf, responseWithBytes, splitBytes } from '../../lib/renderedBytes';

/** Default time to live of an entry: 60 s. */
export const DEFAULT_PAGE_CACHE_TTL_MS = 60_000;

/** Response header telling how a page was answered: `HIT`, `MISS` (rendered, maybe kept) or `BYPASS`. */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

/** Headers of a render that are not replayed from the cache. */
const NOT_REPLAYED = new Set(['content-length', 'set-cookie', 'content-security-policy', PAGE_CACHE_HEADER.toLowerCase()]);

/** One cached page. */
export interface CachedPage {
  /** The HTML split on each occurrence of the placeholder nonce, encoded once (UTF-8). */
  parts: Buffer[];
  /** UTF-8 length of the parts, without the nonces put between them. */
  partsBytes: number;
  /** Headers of the render (ETag, Cache-Control, Content-Type, Link…). */
  headers: [string, string][];
  /** {@link headers} and `X-Page-Cache: HIT`: what every answer from the cache carries. */
  answerHeaders: readonly (readonly [string, string])[];
  etag: string | null;
  /** The site's extra frame sources (CSP `frame-src`), read once with the page. */
  frameSources: string[];
  tags: string[];
  /** UTF-8 size of the HTML plus headers, in bytes. */
  bytes: number;
}

export interface PageCacheOptions {
  /** Largest total size of the cached pages, bytes (> 0). */
  maxBytes: number;
  /** Time to live of an entry, ms; default {@link DEFAULT_PAGE_CACHE_TTL_MS}. */
  ttlMs?: number;
}

/** What {@link PageCache.admit} needs besides the rendered response. */
export interface AdmitContext {
  request: Request;
  /** The request's own CSP nonce, put in place of the placeholder. */
  nonce: string;
  /** Collected while rendering. */
  dependencies: RenderDependencies;
  /** {@link PageCache.epoch} read before rendering. */
  since: number;
  frameSources: string[];
}

/** What a request asks of a cached page. */
export interface CachedRequest {
  method: string;
  /** The `If-None-Match` header, if any. */
  ifNoneMatch: string | null | undefined;
}

/**
 * A cached page's answer to one request, ready to be written: {@link PageCache.respond} makes a
 * web `Response` of it, the server's cache-hit path writes it to the socket as it is.
 */
export interface CachedAnswer {
  status: 200 | 304;
  /** The page's headers and `X-Page-Cache: HIT` (no security headers, no `Content-Length`). */
  headers: readonly (readonly [string, string])[];
  /**
   * The HTML in a few pieces with the nonce in place, to send in order (long stretches without a
   * nonce are the cached buffers themselves); null for a 304 or a HEAD.
   */
  body: Buffer[] | null;
  /** Byte length of the HTML (for a HEAD too); 0 for a 304. */
  length: number;
}

/**
 * What may stand right before the nonce: a `nonce` attribute or the `csp-nonce` meta tag's content.
 * ASCII only (HTML's own spaces, not `\s`): checked on bytes read as Latin-1, where the last byte
 * of an accented letter (`à` is C3 A0) would read as a non-breaking space.
 */
const NONCE_SLOT = /(?:[ \t\n\f\r]nonce="|<meta property="csp-nonce" content=")$/;

/** The end of a part as text, long enough for {@link NONCE_SLOT}. */
function tailOf(part: Buffer): string {
  return part.toString('latin1', Math.max(0, part.byteLength - 48));
}

/** `parts` joined with `separator` between them, in one new buffer. */
function joinBytes(parts: Buffer[], separator: Buffer): Buffer {
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => (i === 0 ? pieces.push(part) : pieces.push(separator, part)));
  return Buffer.concat(pieces);
}

/**
 * `bytes` with `separator` written over what was cut out between its `parts` (views of `bytes`
 * cut at a separator of the same length): the page answered without a copy of it. The parts
 * themselves are left as they are.
 */
function fillBetween(bytes: Buffer, parts: Buffer[], separator: Buffer): Buffer {
  for (const part of parts.slice(0, -1)) separator.copy(bytes, part.byteOffset - bytes.byteOffset + part.byteLength);
  return bytes;
}

/**
 * Parts of a cached page at least this long (bytes) are sent as they are; shorter ones are copied
 * together with the nonces between them into one piece.
 */
const SHARED_PART_BYTES = 4096;

/** One piece of a page's answer: bytes sent as they are, or a copy of them with the nonce written at `slots`. */
interface AnswerPiece {
  bytes: Buffer;
  /** Byte offsets where a nonce of the layout's length goes (none: the bytes are the cached part itself). */
  slots: number[];
}

/** Layouts of each cached page by nonce length (one in practice: the security headers' nonce). */
const layouts = new WeakMap<CachedPage, Map<number, AnswerPiece[]>>();

/**
 * How a page's answer is put together for nonces of `nonceBytes`: long parts go out as they are;
 * the short ones and the nonce slots between them form one piece, copied once per answer with the
 * nonce written in, so an answer is a few large writes rather than one per nonce. The layout
 * keeps a second copy of the short parts (a few kB per page, not counted in the cache's size).
 */
function layoutOf(page: CachedPage, nonceBytes: number): AnswerPiece[] {
  let byLength = layouts.get(page);
  if (!byLength) layouts.set(page, (byLength = new Map()));
  const known = byLength.get(nonceBytes);
  if (known) return known;
  const pieces: AnswerPiece[] = [];
  let run: Buffer[] = [];
  let slots: number[] = [];
  let runBytes = 0;
  const blank = Buffer.alloc(nonceBytes);
  const flush = () => {
    if (run.length > 0) pieces.push({ bytes: run.length === 1 ? run[0] : Buffer.concat(run, runBytes), slots });
    run = [];
    slots = [];
    runBytes = 0;
  };
  page.parts.forEach((part, i) => {
    if (i > 0) {
      slots.push(runBytes);
      run.push(blank);
      runBytes += nonceBytes;
    }
    if (part.byteLength >= SHARED_PART_BYTES) {
      flush();
      pieces.push({ bytes: part, slots: [] });
    } else {
      run.push(part);
      runBytes += part.byteLength;
    }
  });
  flush();
  byLength.set(nonceBytes, pieces);
  return pieces;
}

/** Recent invalidations kept to check renders that were running meanwhile. */
const INVALIDATION_LOG = 512;

/** Counters for tests and logs. */
export interface PageCacheStats {
  hits: number;
  misses: number;
  /** Renders kept in the cache. */
  stored: number;
  entries: number;
  bytes: number;
}

/**
 * A page cache. Create one per app ({@link createPageCache}); it listens to content changes of the
 * process until it is garbage-collected or {@link PageCache.close} is called.
 */
export class PageCache {
  /** The placeholder nonce renders use (never sent: every answer gets its own nonce). */
  readonly placeholder = `pc${randomBytes(16).toString('base64url')}`;
  private readonly placeholderBytes = Buffer.from(this.placeholder);
  private readonly entries: LRUCache<string, CachedPage>;
  /** tag → keys of the entries carrying it. */
  private readonly byTag = new Map<string, Set<string>>();
  private counter = 0;
  private readonly log: { epoch: number; invalidation: Invalidation }[] = [];
  private readonly counts = { hits: 0, misses: 0, stored: 0 };
  private stopListening: () => void = () => undefined;
  /** Renders under way, by key: a burst of requests for one page waits for the first render. */
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(options: PageCacheOptions) {
    if (!(options.maxBytes > 0)) throw new Error('PageCache: maxBytes must be a positive number of bytes');
    this.entries = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes,
      sizeCalculation: (page) => Math.max(1, page.bytes),
      ttl: options.ttlMs ?? DEFAULT_PAGE_CACHE_TTL_MS,
      dispose: (page, key) => this.unindex(key, page),
    });
  }

  /** Listens to this process's content changes (held weakly: a forgotten cache is collected). */
  listen(): this {
    this.stopListening = onContentChangeWeakly(this, (cache, change) => cache.apply(change));
    return this;
  }

  /** Stops listening and empties the cache. */
  close(): void {
    this.stopListening();
    this.entries.clear();
  }

  /** A counter bumped by every invalidation: read it before rendering, pass it to {@link admit}. */
  epoch(): number {
    return this.counter;
  }

  stats(): PageCacheStats {
    return { ...this.counts, entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  /** The cached page of `key`, or undefined (counted as a hit or a miss). */
  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (page) this.counts.hits += 1;
    else this.counts.misses += 1;
    return page;
  }

  /**
   * The cached page of `key` when there is one (counted as a hit), else undefined and nothing
   * counted: the request goes on to the renderer, which looks again with {@link get}.
   */
  hit(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (page) this.counts.hits += 1;
    return page;
  }

  /** The render of `key` under way, if any (resolves when it is kept or given up). */
  renderUnderWay(key: string): Promise<void> | undefined {
    return this.inFlight.get(key);
  }

  /** Marks a render of `key` as under way; call the returned function when it is over. */
  startRender(key: string): () => void {
    let finish: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (finish = resolve));
    this.inFlight.set(key, done);
    return () => {
      if (this.inFlight.get(key) === done) this.inFlight.delete(key);
      finish();
    };
  }

  /**
   * The answer of a cached page to one request, with `nonce` in every nonce slot: 304 when
   * `If-None-Match` matches the page's ETag, no body for a HEAD.
   */
  answer(page: CachedPage, request: CachedRequest, nonce: string): CachedAnswer {
    if (page.etag && etagMatches(request.ifNoneMatch ?? null, page.etag)) return { status: 304, headers: page.answerHeaders, body: null, length: 0 };
    const slot = Buffer.from(nonce);
    const length = page.partsBytes + slot.byteLength * (page.parts.length - 1);
    if (request.method === 'HEAD') return { status: 200, headers: page.answerHeaders, body: null, length };
    const body = layoutOf(page, slot.byteLength).map((piece) => {
      if (piece.slots.length === 0) return piece.bytes;
      const filled = Buffer.from(piece.bytes);
      for (const at of piece.slots) slot.copy(filled, at);
      return filled;
    });
    return { status: 200, headers: page.answerHeaders, body, length };
  }

  /** Answers a cached page with the request's nonce as a web `Response` (see {@link answer}). */
  respond(page: CachedPage, request: Request, nonce: string): Response {
    const answer = this.answer(page, { method: request.method, ifNoneMatch: request.headers.get('if-none-match') }, nonce);
    const headers = new Headers(answer.headers as [string, string][]);
    return answer.body ? responseWithBytes(new Uint8Array(Buffer.concat(answer.body, answer.length)), { status: answer.status, headers }) : new Response(null, { status: answer.status, headers });
  }

  /**
   * Takes a fresh render made with {@link placeholder}: keeps it when it is a public published
   * page (200, not private, the page resolved, no cookie set, the placeholder only in nonce
   * attributes, no matching change meanwhile) and answers it with the request's own nonce.
   */
  async admit(key: string, rendered: Response, context: AdmitContext): Promise<Response> {
    const headers = new Headers(rendered.headers);
    headers.set(PAGE_CACHE_HEADER, 'MISS');
    // The answer's encoding follows Accept-Encoding (compression): said here once for every copy.
    if (!headers.has('vary')) headers.set('Vary', 'Accept-Encoding');
    if (context.dependencies.private) {
      headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      headers.delete('ETag');
    }
    // Split as bytes: the page is never decoded to a string and encoded again. Its bytes are asked
    // first: reading `body` of the server's lightweight Response makes the full one, a copy of them.
    const known = renderedBytesOf(rendered);
    if (!known && rendered.body === null) return new Response(null, { status: rendered.status, headers });
    const bytes = known ? Buffer.from(known.buffer, known.byteOffset, known.byteLength) : Buffer.from(await rendered.arrayBuffer());
    const parts = splitBytes(bytes, this.placeholderBytes);
    const keep =
      rendered.status === 200 &&
      context.request.method === 'GET' &&
      !context.dependencies.private &&
      context.dependencies.pageResolved &&
      !headers.has('set-cookie') &&
      !/private|no-store/i.test(headers.get('cache-control') ?? '') &&
      parts.every((part, i) => i === parts.length - 1 || NONCE_SLOT.test(tailOf(part)));
    if (keep) this.store(key, parts, headers, context);
    const nonce = Buffer.from(context.nonce);
    const answer = nonce.byteLength === this.placeholderBytes.byteLength ? fillBetween(bytes, parts, nonce) : joinBytes(parts, nonce);
    // A Buffer's type forgets that its memory is an ArrayBuffer (never shared here).
    return responseWithBytes(new Uint8Array(answer.buffer as ArrayBuffer, answer.byteOffset, answer.byteLength), { status: rendered.status, headers });
  }

  private store(key: string, parts: Buffer[], headers: Headers, context: AdmitContext): void {
    const tags = [...context.dependencies.tags];
    if (this.changedSince(context.since, tags)) return;
    const replayed: [string, string][] = [];
    headers.forEach((value, name) => {
      if (!NOT_REPLAYED.has(name.toLowerCase())) replayed.push([name, value]);
    });
    const partsBytes = parts.reduce((sum, part) => sum + part.byteLength, 0);
    const bytes = partsBytes + replayed.reduce((sum, [n, v]) => sum + n.length + v.length, 0);
    const answerHeaders: [string, string][] = [...replayed, [PAGE_CACHE_HEADER, 'HIT']];
    const page: CachedPage = { parts, partsBytes, headers: replayed, answerHeaders, etag: headers.get('etag'), frameSources: context.frameSources, tags, bytes };
    this.entries.set(key, page);
    if (!this.entries.has(key)) return; // larger than the whole cache
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.counts.stored += 1;
  }

  /** True when a change touching `tags` was announced after `since` (or too long ago to tell). */
  private changedSince(since: number, tags: string[]): boolean {
    if (since === this.counter) return false;
    const first = this.log[0];
    if (!first || first.epoch > since + 1) return true;
    return this.log.some((entry) => entry.epoch > since && invalidationTouches(entry.invalidation, tags));
  }

  /** Drops what a change touches. */
  apply(change: ContentChange): void {
    const invalidation = invalidationOf(change);
    this.counter += 1;
    this.log.push({ epoch: this.counter, invalidation });
    if (this.log.length > INVALIDATION_LOG) this.log.shift();
    if (invalidation.all) {
      this.entries.clear();
      return;
    }
    const keys = new Set<string>();
    for (const tag of invalidation.tags) for (const key of this.byTag.get(tag) ?? []) keys.add(key);
    if (invalidation.prefixes.length > 0) {
      for (const [tag, tagged] of this.byTag) {
        if (invalidation.prefixes.some((prefix) => tag.startsWith(prefix))) for (const key of tagged) keys.add(key);
      }
    }
    for (const key of keys) this.entries.delete(key);
  }

  private unindex(key: string, page: CachedPage): void {
    for (const tag of page.tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }
}

/** A listening page cache of `maxBytes`, or null when `maxBytes` is 0 (cache off). */
export function createPageCache(options: PageCacheOptions): PageCache | null {
  return options.maxBytes > 0 ? new PageCache(options).listen() : null;
}
