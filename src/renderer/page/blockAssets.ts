/**
 * The files a page's blocks need in the head (server only): the stylesheets of every block it
 * shows, so the page is styled before any script runs, and the chunks of the blocks it hydrates at
 * once (eagerBlockTypesOf) with their messages and the shell's in the visitor's language (unless
 * the document carries them), preloaded beside the entry script after the first paint
 * (src/renderer/entryAfterPaint.ts). The consent manager needs nothing here: it is part of the
 * island's chunk, its stylesheet of the island's.
 */
import { chunkAssetsFromManifest, type ChunkAssets, type PageAssets } from '../../lib/pageAssets';
import type { Locale } from '../../lib/locales';
import { messageChunkModuleId } from '../../lib/messageChunks';
import type { PagePayload } from '../../schema/page';
import { blockMessageNamespaces } from '../i18n/messageCatalogs';
import { blockTypesOf, eagerBlockTypesOf } from './pageBlockTypes';

/**
 * A page's block files in the visitor's language; undefined when the build has no manifest
 * (development).
 */
export type BlockAssetsOf = (payload: PagePayload | undefined, locale: Locale) => ChunkAssets | undefined;

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
      known = manifest && key ? chunkAssetsFromManifest(manifest, key, assets, assets.base) : { stylesheets: [], modulePreloads: [] };
      byType.set(type, known);
    }
    return known;
  };
  const messageFiles = (locale: Locale, names: readonly string[]) =>
    names.flatMap((name) => chunkAssetsFromManifest(manifest!, messageChunkModuleId(locale, name), assets, assets.base).modulePreloads);
  lookup = (payload, locale) => {
    if (!manifest || !payload) return undefined;
    const stylesheets = new Set(blockTypesOf(payload).flatMap((type) => ofType(type).stylesheets));
    const eager = eagerBlockTypesOf(payload);
    // The shell's messages and those of the blocks hydrated at once come with their code: the page
    // would otherwise ask for them only once the entry has run (one round trip more before it is live).
    const modulePreloads = new Set([...eager.flatMap((type) => ofType(type).modulePreloads), ...(assets.messagesInDocument ? [] : messageFiles(locale, ['core', ...blockMessageNamespaces(eager)]))]);
    return { stylesheets: [...stylesheets], modulePreloads: [...modulePreloads] };
  };
  lookups.set(assets, lookup);
  return lookup;
}
