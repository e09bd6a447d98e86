/**
 * Published rows that renders of a site read, kept in memory between renders: the site answering
 * a host, a published page by path, the directory lists, the blog feeds, a listing page's listing,
 * a post's article and the media-library facts of a page's images. A render the page cache cannot
 * answer (a first visit, a page not seen for a while, a link carrying its own query such as an ad's
 * click id) then reads from the database only what has changed since.
 *
 * - Exact invalidation, as the page cache: each row carries the tags of what it is
 *   (renderDependencies.ts `dependencyTag`); an announced change (contentChanges.ts) drops the rows
 *   carrying a matching tag, on this instance and, through the database, on the others. A read
 *   that ran while any change was announced is answered but not kept (it may hold the old row).
 * - Only what no visitor sees differently: published columns, never drafts; the CMS reads its
 *   own rows (revisions for conflicts) from the database.
 * - Read only: every read gets the kept row itself, deeply frozen (lib/deepFreeze.ts), never a
 *   copy: a render assembles its payload from it into objects of its own (the payload builders
 *   copy what they change) and a change made to a kept row throws (module code is strict). A
 *   miss of the page cache used to copy the site's and the page's rows, a tree of the page's
 *   whole content, on every render.
 * - Bounded: at most {@link DEFAULT_PUBLISHED_READS_MAX} rows, least recently read first out, each
 *   for at most {@link DEFAULT_PUBLISHED_READS_TTL_MS} (what a missed notification could leave).
 * - On with the page cache (`PAGE_CACHE_MB` > 0), for the database the app serves
 *   ({@link keepPublishedReads}); elsewhere (tests, tools, the cache off) every read is a query.
 */
import { LRUCache } from 'lru-cache';
import { deepFreeze } from '../../lib/deepFreeze';
import type { Database } from '../db/client';
import { invalidationOf, invalidationTouches, onContentChangeWeakly, type ContentChange } from './contentChanges';

/** Most rows kept: 2 000 (a site row or a page row each, a few kB to a few tens of kB). */
export const DEFAULT_PUBLISHED_READS_MAX = 2_000;
/** Longest a row is kept without being announced as changed: 5 min. */
export const DEFAULT_PUBLISHED_READS_TTL_MS = 5 * 60_000;

/** How one read is kept. */
export interface ReadOptions {
  /** Longest it is kept, ms (default: the cache's own, {@link DEFAULT_PUBLISHED_READS_TTL_MS}). */
  ttlMs?: number;
}

interface KeptRow {
  value: unknown;
  tags: readonly string[];
}

/** The kept rows of one database; see the module doc. */
export class PublishedReads {
  private readonly rows: LRUCache<string, KeptRow>;
  /** Bumped by every change heard: a read that saw it move is not kept. */
  private changes = 0;
  private stopListening: () => void = () => undefined;

  constructor(options: { max?: number; ttlMs?: number } = {}) {
    this.rows = new LRUCache<string, KeptRow>({ max: options.max ?? DEFAULT_PUBLISHED_READS_MAX, ttl: options.ttlMs ?? DEFAULT_PUBLISHED_READS_TTL_MS });
  }

  /** Listens to this process's content changes (held weakly, as the page cache). */
  listen(): this {
    this.stopListening = onContentChangeWeakly(this, (reads, change) => reads.apply(change));
    return this;
  }

  /** Drops the rows a change touches (every row for a change of everything). */
  private apply(change: ContentChange): void {
    this.changes += 1;
    const invalidation = invalidationOf(change);
    if (invalidation.all) return this.rows.clear();
    // Collected first: the LRU's iterator is not meant to survive deletions under way.
    const dropped = [...this.rows.entries()].filter(([, row]) => invalidationTouches(invalidation, row.tags)).map(([key]) => key);
    for (const key of dropped) this.rows.delete(key);
  }

  /** Stops listening and forgets every row. */
  close(): void {
    this.stopListening();
    this.rows.clear();
  }

  /**
   * The row kept under `key`, else `load()`'s, kept when `tagsOf` gives its tags (null: not kept,
   * e.g. nothing found, so whatever appears later is seen at once). Always deeply frozen, read
   * only: the same row for every caller while it is kept. `ttlMs` shortens the time it is kept,
   * for reads that also change with the clock.
   */
  async read<T>(key: string, tagsOf: (value: T) => readonly string[] | null, load: () => Promise<T>, options: ReadOptions = {}): Promise<T> {
    const kept = this.rows.get(key);
    if (kept) return kept.value as T;
    const since = this.changes;
    const value = deepFreeze(await load());
    const tags = tagsOf(value);
    if (tags && this.changes === since) this.rows.set(key, { value, tags }, options.ttlMs ? { ttl: options.ttlMs } : undefined);
    return value;
  }

  /** Rows kept now (tests, logs). */
  get size(): number {
    return this.rows.size;
  }
}

const byDatabase = new WeakMap<Database, PublishedReads>();

/** Keeps the published reads of `db` in `reads` from now on (the app serving it, page cache on). */
export function keepPublishedReads(db: Database, reads: PublishedReads): void {
  byDatabase.get(db)?.close();
  byDatabase.set(db, reads);
}

/**
 * A published read of `db`: through its {@link PublishedReads} when the app keeps them, else
 * `load()` itself. `key` names the read (kind and arguments); see {@link PublishedReads.read}.
 */
export function readPublished<T>(db: Database, key: string, tagsOf: (value: T) => readonly string[] | null, load: () => Promise<T>, options?: ReadOptions): Promise<T> {
  const reads = byDatabase.get(db);
  return reads ? reads.read(key, tagsOf, load, options) : load();
}
