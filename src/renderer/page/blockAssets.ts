/**
 * The files a page's blocks need in the head (server only): the stylesheets of every block it
 * shows, so the page is styled before any script runs, and `modulepreload` links for the chunks of
 * the blocks it hydrates at once (eagerBlockTypesOf), fetched beside the entry script.
 */
import { chunkAssetsFromManifest, type ChunkAssets, type PageAssets, type ViteManifest } from '../../lib/pageAssets';
import type { PagePayload } from '../../schema/page';
import { blockTypesOf, eagerBlockTypesOf } from './pageBlockTypes';

/** A page's block files; undefined when the build has no manifest (development). */
export type BlockAssetsOf = (payload: PagePayload | undefined) => ChunkAssets | undefined;

const lookups = new WeakMap<PageAssets, BlockAssetsOf>();

/** A block component module: `src/blocks/<family>/<block_type>/<Component>.tsx`. */
const BLOCK_COMPONENT_KEY = /^src\/blocks\/[a-z]+\/([a-z0-9_]+)\/[A-Z][A-Za-z0-9]*\.tsx$/;

/**
 * The manifest key of each block type's component: the lazy imports of blocks/blockComponents.ts,
 * i.e. the block component modules imported lazily by the one chunk that imports the most of them
 * (modules a block itself loads lazily, a map say, are imported from that block's chunk instead).
 */
export function blockComponentKeys(manifest: ViteManifest): Map<string, string> {
  let best: string[] = [];
  for (const chunk of Object.values(manifest)) {
    const keys = (chunk.dynamicImports ?? []).filter((key) => BLOCK_COMPONENT_KEY.test(key));
    if (keys.length > best.length) best = keys;
  }
  return new Map(best.map((key) => [BLOCK_COMPONENT_KEY.exec(key)![1], key]));
}

/** The block files lookup of one build (memoised per assets object). */
export function blockAssetsFor(assets: PageAssets): BlockAssetsOf {
  let lookup = lookups.get(assets);
  if (lookup) return lookup;
  const manifest = assets.manifest;
  const keys = manifest ? blockComponentKeys(manifest) : new Map<string, string>();
  const byType = new Map<string, ChunkAssets>();
  const ofType = (type: string): ChunkAssets => {
    let known = byType.get(type);
    if (!known) {
      const key = keys.get(type);
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
