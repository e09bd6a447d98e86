/**
 * The server's cache of block HTML (the render budget on a page-cache miss): the HTML of a page's
 * blocks, kept between renders of the same page, so a page rendered again (a new query string, the
 * page cache's entry gone) draws only the blocks that cannot be kept. Server only.
 *
 * A block's HTML follows from the page (its prepared payload, blocks included, locale, path,
 * origin, config, messages: the island's state without its query), its place in the tree (the ids
 * React gives inside it) and, for the blocks that read it, the query. The key holds all of them.
 * The blocks that read the query say so through their render notes (renderNotes.ts) and are kept
 * per query string, or per value of the parameters they read (a link keeps a preview's `variant`,
 * nothing else: an ad's click id does not make a new entry). What a block asked for in the head
 * (image preloads: its `preload()` calls and React's own for its images that are not lazy) is kept
 * with its HTML and asked again when the block is drawn from the cache. A block whose render failed
 * or waited (its boundary is not a plain `<!--$-->`) is not kept. Entries live
 * {@link BLOCK_HTML_TTL_MS}, so a block showing the date or a time "ago" is as fresh as a page of
 * the page cache.
 *
 * How a block is kept: its frame carries {@link CAPTURE_ATTRIBUTE} in the render, and the HTML
 * between the frame's Suspense markers is taken once the page's HTML is written; a kept block
 * renders a placeholder inside its boundary ({@link KeptBlockHtml}) that the HTML replaces.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { CAPTURE_ATTRIBUTE, SLOT_ATTRIBUTE, type BlockHead, type BlockHtmlPlan, type BlockHtmlRender, type BlockPreload } from './blockHtmlRender';
import { keptPieceDigest, type HtmlPiece, type HtmlPieces } from '../document/htmlPieces';

/** How long a block's HTML is kept, ms: the page cache's own freshness. */
export const BLOCK_HTML_TTL_MS = 60_000;

/** Room for kept HTML, in bytes (keys' characters and the HTML's UTF-8): 32 MiB. */
const BLOCK_HTML_MAX_BYTES = 32 * 1024 * 1024;

/**
 * A kept entry: a block's HTML (encoded once: a kept piece of every page drawing it,
 * document/htmlPieces.ts) with what it asked for in the head, or the mark that its HTML is kept
 * per query (`query`: `'all'` for the whole query string, else the parameters it read).
 */
type KeptBlock = { html: Uint8Array; head: BlockHead | null } | { query: 'all' | readonly string[] };

const encoder = new TextEncoder();

/** What a block read of the query: nothing, the whole query string, or some parameters. */
type QueryRead = null | 'all' | Set<string>;

/** The part of `searchStr` a block's HTML depends on, for its key. */
function queryPart(searchStr: string, read: 'all' | readonly string[]): string {
  if (read === 'all') return searchStr;
  const query = new URLSearchParams(searchStr);
  return read.map((name) => `${name}=${query.get(name) ?? ''}`).join('&');
}

/** A server render's use of a cache, finished once the page's HTML is written. */
export interface BlockHtmlPageRender extends BlockHtmlRender {
  /**
   * The page's HTML with the kept blocks' HTML in their placeholders and the marks taken out, in
   * pieces to write one after the other (never joined: the page is not copied once more), a kept
   * block's HTML as its kept UTF-8 bytes; keeps the HTML of the blocks rendered for it.
   * @param html the island's HTML as React wrote it
   * @returns the pieces, the first one text
   */
  finish(html: string): HtmlPiece[];
  /** How many blocks of this render came from the cache. */
  readonly keptBlocks: number;
}

/** A cache of block HTML (one per server; tests make their own). */
export interface BlockHtmlCache {
  /**
   * The cache's use for one render of a page.
   * @param pageKey what the page's blocks may read besides their data ({@link blockHtmlPageKey})
   * @param searchStr the request's query string (`?a=b`, or `''`)
   */
  render(pageKey: string, searchStr: string): BlockHtmlPageRender;
}

/**
 * The page's key from its island state written without the query (JSON, in pieces): a SHA-1,
 * base64url. A kept piece counts by its digest (the page's content, written once: it is not hashed
 * again on every miss).
 */
export function blockHtmlPageKey(stateWithoutQuery: HtmlPieces): string {
  const hash = createHash('sha1');
  for (const piece of stateWithoutQuery) hash.update(typeof piece === 'string' ? piece : keptPieceDigest(piece));
  return hash.digest('base64url');
}

const OPEN = '<!--$-->';
const CLOSE = '<!--/$-->';
/** Suspense boundaries' markers: `<!--$-->`, `<!--$?-->` (waiting), `<!--$!-->` (client-rendered), `<!--/$-->`. */
const BOUNDARY = /<!--(\/?)\$[?!]?-->/g;
/** `<img>` tags, and the elements inside which React does not preload one (`<picture>`, `<noscript>`). */
const IMAGE_SCOPES = /<(\/?)(?:picture|noscript)[\s>]|<img(\s[^>]*)>/g;
const ATTRIBUTE = /\s([a-zA-Z-]+)(?:="([^"]*)")?/g;
/** The attributes React's preload of an `<img>` reads, by their names in HTML (lower case) → in React. */
const PRELOAD_ATTRIBUTES: Record<string, string> = {
  src: 'src',
  srcset: 'srcSet',
  sizes: 'sizes',
  loading: 'loading',
  fetchpriority: 'fetchPriority',
  crossorigin: 'crossOrigin',
  integrity: 'integrity',
  type: 'type',
  referrerpolicy: 'referrerPolicy',
};
const ESCAPED = /&(amp|quot|#x27|lt|gt);/g;
const UNESCAPED: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", lt: '<', gt: '>' };
const MARKS = new RegExp(` ${CAPTURE_ATTRIBUTE}="\\d+"|<template ${SLOT_ATTRIBUTE}="(\\d+)">[^]*?</template>`, 'g');

/**
 * The images of a block's HTML React may preload from the head (those outside a `<picture>` or a
 * `<noscript>`), as the props that decide their preload: React decides again when they render.
 */
function headImages(body: string): Record<string, string>[] {
  const images: Record<string, string>[] = [];
  let shielded = 0;
  for (const [, closing, attributes] of body.matchAll(IMAGE_SCOPES)) {
    if (attributes === undefined) shielded += closing ? -1 : 1;
    else if (shielded === 0) {
      const props: Record<string, string> = {};
      for (const [, name, value = ''] of attributes.matchAll(ATTRIBUTE)) {
        const prop = PRELOAD_ATTRIBUTES[name!.toLowerCase()];
        if (prop) props[prop] = value.replace(ESCAPED, (_, entity: string) => UNESCAPED[entity]!);
      }
      // A lazy image is not preloaded: nothing to ask again.
      if (props.loading !== 'lazy') images.push(props);
    }
  }
  return images;
}

/** Where the boundary opened at `from` closes (the index of its `<!--/$-->`), or -1. */
function boundaryClose(html: string, from: number): number {
  BOUNDARY.lastIndex = from;
  let depth = 0;
  for (let match = BOUNDARY.exec(html); match; match = BOUNDARY.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return -1;
}

/**
 * The HTML inside the boundary of the frame marked `mark`, when it is a plain one (the block
 * rendered whole) directly in the frame: else undefined.
 */
function capturedBody(html: string, mark: number): string | undefined {
  const at = html.indexOf(` ${CAPTURE_ATTRIBUTE}="${mark}"`);
  if (at === -1) return undefined;
  const open = html.indexOf('>', at) + 1;
  if (!html.startsWith(OPEN, open)) return undefined;
  const close = boundaryClose(html, open);
  if (close === -1 || !html.startsWith('</div>', close + CLOSE.length)) return undefined;
  const body = html.slice(open + OPEN.length, close);
  // A part that waited or failed renders again in the browser; marks inside are another block's.
  if (body.includes('<!--$?-->') || body.includes('<!--$!-->') || body.includes(CAPTURE_ATTRIBUTE) || body.includes(SLOT_ATTRIBUTE)) return undefined;
  return body;
}

/**
 * A new cache of block HTML.
 * @param options.ttlMs how long an entry lives, ms (default {@link BLOCK_HTML_TTL_MS})
 */
export function createBlockHtmlCache(options: { ttlMs?: number } = {}): BlockHtmlCache {
  const kept = new LRUCache<string, KeptBlock>({
    maxSize: BLOCK_HTML_MAX_BYTES,
    sizeCalculation: (entry, key) => key.length + ('html' in entry ? entry.html.byteLength : 0),
    ttl: options.ttlMs ?? BLOCK_HTML_TTL_MS,
  });
  return {
    render(pageKey, searchStr) {
      // The kept HTML of this render's blocks, by placeholder number.
      const slots: Uint8Array[] = [];
      const captures: { mark: number; key: string; query: QueryRead; preloads: BlockPreload[] }[] = [];
      const keep = (key: string, body: string, head: BlockHead | null, query: QueryRead) => {
        const html = encoder.encode(body);
        if (query === null) {
          kept.set(key, { html, head });
          return;
        }
        const read = query === 'all' ? 'all' : [...query].sort();
        kept.set(key, { query: read });
        kept.set(`${key}?${queryPart(searchStr, read)}`, { html, head });
      };
      return {
        plan(position, index): BlockHtmlPlan {
          const key = `${pageKey}|${position}|${index}`;
          const entry = kept.get(key);
          const found = entry && 'query' in entry ? kept.get(`${key}?${queryPart(searchStr, entry.query)}`) : entry;
          if (found && 'html' in found) return { kind: 'kept', slot: slots.push(found.html) - 1, head: found.head };
          const capture: (typeof captures)[number] = { mark: captures.length, key, query: null, preloads: [] };
          captures.push(capture);
          return {
            kind: 'capture',
            mark: capture.mark,
            notes: {
              readQuery(name) {
                if (name === undefined) capture.query = 'all';
                else if (capture.query === null) capture.query = new Set([name]);
                else if (capture.query !== 'all') capture.query.add(name);
              },
              preloaded: (href, options) => void capture.preloads.push({ href, options }),
            },
          };
        },
        finish(html) {
          if (captures.length === 0 && slots.length === 0) return [html];
          for (const capture of captures) {
            const body = capturedBody(html, capture.mark);
            if (body === undefined) continue;
            const images = headImages(body);
            const head = capture.preloads.length > 0 || images.length > 0 ? { preloads: capture.preloads, images } : null;
            keep(capture.key, body, head, capture.query);
          }
          const pieces: HtmlPiece[] = [];
          let from = 0;
          for (const { 0: mark, 1: slot, index } of html.matchAll(MARKS)) {
            pieces.push(html.slice(from, index));
            if (slot !== undefined) pieces.push(slots[Number(slot)] ?? mark);
            from = index + mark.length;
          }
          pieces.push(html.slice(from));
          return pieces;
        },
        get keptBlocks() {
          return slots.length;
        },
      };
    },
  };
}

/**
 * The server's cache of block HTML, in production only: in development a block's code changes
 * while its HTML is kept (the dev server reloads the component, not this module), and tests give
 * their own cache where they test it.
 */
export const blockHtmlCache: BlockHtmlCache | null = process.env.NODE_ENV === 'production' ? createBlockHtmlCache() : null;
