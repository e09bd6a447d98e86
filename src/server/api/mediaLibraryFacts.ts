/**
 * The page payload's `media_library` (src/schema/page.ts `mediaFacts`; spec 001 §4 "Images"):
 * once a payload is assembled (page, listing, post or profile, feeds injected, header and
 * footer included), every media-library URL it holds (`/media/{hash}-…`) is looked up once, and
 * the renderer receives each image's size, tiny blurred placeholder and library focal point. The
 * page then reserves the image's space, shows the placeholder under the 300 ms fade-in and serves
 * its focal-point crops (src/lib/mediaCrops.ts), with no request of its own.
 *
 * A cached render notes each image's tag: a focal point changed in the library, or the image
 * uploaded or deleted, drops the pages showing the image (`{ kind: 'media' }` change) and the facts
 * kept for them between renders.
 */
import { frozenMemo } from '../../lib/frozenMemo';
import type { PagePayload } from '../../schema/page';
import type { Database } from '../db/client';
import { mediaFactsByHash } from '../db/repositories/media';
import { readPublished } from '../pageCache/publishedReads';
import { dependencyTag, noteDependency } from '../pageCache/renderDependencies';

const MEDIA_HASH = /\/media\/([0-9a-f]{32})-/g;

/**
 * The content hashes of the media-library URLs in any string of `value` (a JSON-like tree: a
 * payload), in the order they appear, once each. Walks the strings rather than writing the whole
 * payload as JSON first (a page's payload is tens of kB, written on every render of a miss); a
 * frozen part (a published row kept between renders: the page's content, the site's header and
 * footer) is walked once and its hashes kept.
 */
export function mediaHashesIn(value: unknown): string[] {
  const hashes = new Set<string>();
  addMediaHashes(value, hashes);
  return [...hashes];
}

/** The hashes of a frozen part, in order, once each: walked once per part (lib/frozenMemo.ts). */
const frozenPartHashes = frozenMemo((part) => {
  const hashes = new Set<string>();
  addMediaHashes(part, hashes, false);
  return [...hashes];
});

/**
 * Adds the hashes in `node` to `hashes`, in order; with `keptParts`, a frozen object's from
 * {@link frozenPartHashes} (whose walk of the part then reads it whole).
 */
function addMediaHashes(node: unknown, hashes: Set<string>, keptParts = true): void {
  if (typeof node === 'string') {
    if (node.includes('/media/')) for (const match of node.matchAll(MEDIA_HASH)) hashes.add(match[1]!);
  } else if (node !== null && typeof node === 'object') {
    if (keptParts && Object.isFrozen(node)) {
      for (const hash of frozenPartHashes(node)) hashes.add(hash);
    } else if (Array.isArray(node)) {
      for (const child of node) addMediaHashes(child, hashes, keptParts);
    } else {
      // Member by member: a list of each object's values is as much garbage as the payload itself.
      for (const key in node) addMediaHashes((node as Record<string, unknown>)[key], hashes, keptParts);
    }
  }
}

/**
 * Sets `payload.media_library` to the facts of the media-library images it shows (the site's own
 * image first, else the same upload in another library); notes them as the render's
 * dependencies. A payload showing none gets no `media_library`.
 * @returns the same payload object
 */
export async function attachMediaLibrary<T extends Pick<PagePayload, 'media_library'>>(db: Database, siteId: string, payload: T): Promise<T> {
  const hashes = mediaHashesIn({ ...payload, media_library: undefined });
  if (hashes.length === 0) return payload;
  const tags = hashes.map((hash) => dependencyTag.media(hash));
  noteDependency(...tags);
  // Kept between renders until one of the images is uploaded, moved or deleted, in any library.
  const key = `media:${siteId}:${[...hashes].sort().join(',')}`;
  const facts = await readPublished(db, key, () => tags, () => mediaFactsByHash(db, siteId, hashes));
  if (facts.size === 0) return payload;
  payload.media_library = Object.fromEntries(
    [...facts.values()].map((row) => [row.hash, { width: row.width, height: row.height, placeholder: row.placeholder, focal_point: { x: row.focalX, y: row.focalY } }]),
  );
  return payload;
}
