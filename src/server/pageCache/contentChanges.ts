/**
 * Changes of published content, told to every in-process cache that derives from it (the page
 * cache, the listing search index) and, through the database, to the other instances
 * (`NOTIFY vitrine_changes`, see src/server/db/changeFeed.ts).
 *
 * Write paths announce through the documents layer (src/server/documents/documentWrite.ts), which
 * calls {@link announceContentChange} once the write has committed; listing writes announce through
 * their own repository (it also renews the search index). Instances hearing a change from the
 * database call {@link noteContentChange} (local only, never sent again).
 */
import { publishChange } from '../db/changeFeed';
import type { Database } from '../db/client';
import { dependencyTag } from './renderDependencies';
import { errorMessage } from '../../lib/errorMessage';

/** One change of published content. */
export type ContentChange =
  /** Settings, theme, header or footer of a site (or the whole site imported). */
  | { kind: 'site'; siteId: string }
  /** A page published, unpublished or deleted (every locale path and variant of it). */
  | { kind: 'page'; siteId: string; pageId: string }
  /** A content variant of a page created, changed, published, unpublished or deleted. */
  | { kind: 'variant'; siteId: string; pageId: string; variantId: string }
  /** Request paths whose answer changed (redirects from them added or removed). */
  | { kind: 'paths'; siteId: string; paths: string[] }
  /** Articles of a site: one (`articleId`) or all of them (categories, authors). */
  | { kind: 'articles'; siteId: string; articleId?: number }
  /** A site's directory written (a member, office, partner, bank partner, testimonial or reward). */
  | { kind: 'directory'; siteId: string }
  /**
   * Listings written: of these sites (every site when absent); with `uls`, only those listings'
   * own pages changed (listing blocks of the sites always do).
   */
  | { kind: 'listings'; siteIds?: string[]; uls?: string[] }
  /** A media-library image's focal point changed (its crops on the pages showing it). */
  | { kind: 'media'; siteId: string; hash: string }
  /** Anything (a lost notification connection): drop every derived state. */
  | { kind: 'all' };

/** What a change invalidates: entries carrying one of `tags` or a tag starting with one of `prefixes`. */
export interface Invalidation {
  all: boolean;
  tags: string[];
  prefixes: string[];
}

/** The tags a change touches (see dependencyTag in renderDependencies.ts). */
export function invalidationOf(change: ContentChange): Invalidation {
  const none: Invalidation = { all: false, tags: [], prefixes: [] };
  switch (change.kind) {
    case 'site':
      return { ...none, tags: [dependencyTag.site(change.siteId)] };
    case 'page':
      return { ...none, tags: [dependencyTag.page(change.pageId)] };
    case 'variant':
      return { ...none, tags: [dependencyTag.variant(change.pageId, change.variantId)] };
    case 'paths':
      return { ...none, tags: change.paths.map((path) => dependencyTag.path(change.siteId, path)) };
    case 'articles':
      return change.articleId === undefined
        ? { ...none, tags: [dependencyTag.articles(change.siteId)], prefixes: [`${dependencyTag.article(change.siteId, '')}`] }
        : { ...none, tags: [dependencyTag.articles(change.siteId), dependencyTag.article(change.siteId, change.articleId)] };
    case 'directory':
      return { ...none, tags: [dependencyTag.directory(change.siteId)] };
    case 'listings': {
      if (!change.siteIds) return { ...none, prefixes: ['listings:', 'listing:'] };
      const tags = change.siteIds.map((siteId) => dependencyTag.listings(siteId));
      if (change.uls) {
        for (const siteId of change.siteIds) for (const uls of change.uls) tags.push(dependencyTag.listing(siteId, uls));
        return { ...none, tags };
      }
      return { ...none, tags, prefixes: change.siteIds.map((siteId) => dependencyTag.listing(siteId, '')) };
    }
    case 'media':
      return { ...none, tags: [dependencyTag.media(change.hash)] };
    case 'all':
      return { ...none, all: true };
  }
}

/** Whether an invalidation drops data carrying `tags`. */
export function invalidationTouches(invalidation: Invalidation, tags: readonly string[]): boolean {
  if (invalidation.all) return true;
  return tags.some((tag) => invalidation.tags.includes(tag) || invalidation.prefixes.some((prefix) => tag.startsWith(prefix)));
}

type Listener = (change: ContentChange) => void;
const listeners = new Set<Listener>();

/**
 * Calls `listener` for every change of this process (its own writes and those heard from other
 * instances). Returns the function that stops listening.
 */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls `apply` on `owner` for every change while `owner` lives: held weakly, so a forgotten cache
 * is collected (and stops listening) rather than kept alive by its listener. Returns the function
 * that stops listening.
 */
export function onContentChangeWeakly<T extends object>(owner: T, apply: (owner: T, change: ContentChange) => void): () => void {
  const ref = new WeakRef(owner);
  const stop = onContentChange((change) => {
    const alive = ref.deref();
    if (alive) apply(alive, change);
    else stop();
  });
  return stop;
}

/** Tells this process's listeners about a change (no database notification). */
export function noteContentChange(change: ContentChange): void {
  for (const listener of [...listeners]) {
    try {
      listener(change);
    } catch (error) {
      console.error('[changes] a content change listener failed', error);
    }
  }
}

/**
 * Tells this process at once, then every other instance on the database, that published content
 * changed. Call after the write is committed. A failed notification is logged (the other
 * instances' entries still expire, see the page cache's time to live).
 */
export async function announceContentChange(db: Database, change: ContentChange): Promise<void> {
  noteContentChange(change);
  try {
    await publishChange(db, change);
  } catch (error) {
    console.warn(`[changes] cannot notify other instances (${errorMessage(error)})`);
  }
}
