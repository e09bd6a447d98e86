/**
 * The files a page's blocks need in the head (server only): the stylesheets of every block it
 * shows, so the page is styled before any script runs, and the chunks of the blocks it hydrates at
 * once (eagerBlockTypesOf), preloaded beside the entry script after the first paint
 * (src/renderer/entryAfterPaint.ts).
 */
import { chunkAssetsFromManifest, type ChunkAssets, type PageAssets } from '../../lib/pageAssets';
import type { PagePayload } from '../../schema/page';
import { blockTypesOf, eagerBlockTypesOf } from './pageBlockTypes';

/** A page's block files; undefined when the build has no manifest (development). */
export type BlockAssetsOf = (payload: PagePayload | undefined) => ChunkAssets | undefined;

const lookups = new WeakMap<PageAssets, BlockAssetsOf>();

/** The block files lookup of one build (memoised per assets object). */
export function blockAssetsFor(assets: PageAssets): BlockAssetsOf {
  let lookup = lookups.get(assets);
  if (lookup) return lookup;
  const manifest = assets.manifest;
  // Manifest keys by chunk file: a block's chunk is found by the file the build map gives.
  const keyOfFile = new Map(Object.entries(manifest ?? {}).map(([key, chunk]) => [chunk.file, key]));
  const keyOf = (type: string) => {
    const file = assets.blockChunks?.[type];
    return file ? keyOfFile.get(file) : undefined;
  };
  const byType = new Map<string, ChunkAssets>();
  const ofType = (type: string): ChunkAssets => {
    let known = byType.get(type);
    if (!known) {
      const key = keyOf(type);
      known = manifest && key ? chunkAssetsFromManifest(manifest, key, assets) : { stylesheets: [], modulePreloads: [] };
      byType.set(type, known);
    }
    return known;
  };
  lookup = (payload) => {
    if (!manifest || !payload) return undefined;
    const stylesheets = new Set(blockTypesOf(payload).flatMap((type) => ofType(type).stylesheets));
    const modulePreloads = new Set(eagerBlockTypesOf(payload).flatMap((type) => ofType(type).modulePreloads));
    return { stylesheets: [...stylesheets], modulePreloads: [...modulePreloads] };
  };
  lookups.set(assets, lookup);
  return lookup;
}
