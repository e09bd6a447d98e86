/**
 * The module ids of the browser's message chunks, shared by the build plugin that makes them
 * (build/messageCatalogs.ts) and the server that names them in a page's preloads
 * (src/renderer/page/blockAssets.ts, via Vite's manifest, whose keys are these ids).
 */

/** The virtual module exporting `loadMessageChunk(locale, name)`. */
export const MESSAGE_CHUNKS_MODULE = 'virtual:vitrine-messages';
/** The same for a site page: only the chunks of the parts it shows on demand (it carries the others). */
export const PUBLIC_MESSAGE_CHUNKS_MODULE = 'virtual:vitrine-messages-public';

/**
 * The module id of one message chunk: `core` (the page shell's keys) or a namespace, in a locale.
 * @example messageChunkModuleId('fr', 'core') // 'virtual:vitrine-messages/fr/core'
 */
export function messageChunkModuleId(locale: string, name: string): string {
  return `${MESSAGE_CHUNKS_MODULE}/${locale}/${name}`;
}

/**
 * The messages of one chunk, picked from a whole catalogue: the shell's keys for `core`, a
 * namespace's keys (`search.…`) otherwise. The build writes each chunk with it and the server
 * sends a site page's chunks with it, so both hold the same keys.
 * @param coreKeys the shell's keys (`CORE_MESSAGE_KEYS`)
 */
export function pickMessageChunk<T>(catalog: Record<string, T>, name: string, coreKeys: ReadonlySet<string>): Record<string, T> {
  const inChunk = name === 'core' ? (key: string) => coreKeys.has(key) : (key: string) => key.split('.')[0] === name;
  return Object.fromEntries(Object.entries(catalog).filter(([key]) => inChunk(key)));
}
