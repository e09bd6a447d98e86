/**
 * The build assets a document references: entry script, stylesheets and modulepreload links.
 *
 * In production they come from Vite's manifest (src/server/ssr.ts reads it); in development from
 * the Vite dev server (entry source path plus the react-refresh preamble). The root route turns
 * them into head tags.
 */

export interface PageAssets {
  /**
   * Module scripts, in order: `{src}` for files, `{entryCode}` for an entry module the document
   * carries (added as a module script after the first paint, in place of importing a file:
   * build/inlineEntries.ts), `{children}` for an inline module (dev preamble).
   */
  scripts: Array<{ src?: string; entryCode?: string; children?: string }>;
  /** Stylesheet URLs. */
  stylesheets: string[];
  /** Module URLs to preload (imported chunks of the entry and the public route chunks). */
  modulePreloads: string[];
  /** What every file's URL starts with: `/`, or ASSET_BASE_URL and `/` (server only). */
  base?: string;
  /**
   * The build manifest, for the assets of each block's chunk (server only: never sent to the
   * browser). Absent in development, where Vite serves sources.
   */
  manifest?: ViteManifest;
  /** Each block type's component chunk file (`.vite/block-chunks.json`; server only). */
  blockChunks?: Record<string, string>;
  /**
   * The build's CSS files by URL (`/assets/x.css` → text; server only), written into each
   * document's head instead of linked (src/renderer/page/inlineStylesheets.ts).
   */
  stylesheetTexts?: ReadonlyMap<string, string>;
  /**
   * The public pages' entry (their island hydrates without the router): its script, CSS and
   * modules, in place of the app entry's on `/fr/…` and `/en/…`. Absent (a test's assets): the
   * app entry's are named there.
   */
  publicPage?: Pick<PageAssets, 'scripts' | 'stylesheets' | 'modulePreloads'>;
  /** The page's messages travel in its document (a site page's island state), not as modules. */
  messagesInDocument?: boolean;
}

/** The stylesheets and modules of one chunk and everything it imports. */
export interface ChunkAssets {
  stylesheets: string[];
  modulePreloads: string[];
}

export const EMPTY_ASSETS: PageAssets = { scripts: [], stylesheets: [], modulePreloads: [] };

/** Vite manifest chunk (the fields we read). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * Collects the assets of an entry from Vite's manifest: the entry file, the CSS of the entry and
 * of every chunk it imports (recursively), modulepreload links for imported chunks, and for the
 * dynamic imports (of any visited chunk) whose manifest key matches `preloadDynamic` (route chunks, so the first page does not
 * wait for a second round trip).
 * @param manifest the parsed `.vite/manifest.json`
 * @param entry manifest key of the entry (`src/renderer/entry-client.tsx`)
 * @param base public base path (`/`)
 * @throws Error when the entry is not in the manifest
 */
export function assetsFromManifest(
  manifest: ViteManifest,
  entry: string,
  base = '/',
  preloadDynamic: (key: string) => boolean = () => false,
): PageAssets {
  const root = manifest[entry];
  if (!root) throw new Error(`Entry "${entry}" is missing from the Vite manifest.`);
  const url = (file: string) => `${base}${file}`;
  const stylesheets = new Set<string>();
  const preloads = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, isRoot: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const css of chunk.css ?? []) stylesheets.add(url(css));
    if (!isRoot) preloads.add(url(chunk.file));
    for (const imported of chunk.imports ?? []) visit(imported, false);
    for (const dynamic of chunk.dynamicImports ?? []) if (preloadDynamic(dynamic)) visit(dynamic, false);
  };
  visit(entry, true);
  return {
    scripts: [{ src: url(root.file) }],
    stylesheets: [...stylesheets],
    modulePreloads: [...preloads],
    manifest,
  };
}

/**
 * The stylesheets and module files of a lazily loaded module's chunk and of the chunks it imports
 * statically, minus what the entry already brings (`entryAssets`).
 * @param key the module's manifest key (`src/blocks/content/cta_block/CtaBlock.tsx`)
 * @returns empty lists when the module is not in the manifest
 */
export function chunkAssetsFromManifest(manifest: ViteManifest, key: string, entryAssets: Pick<PageAssets, 'stylesheets' | 'modulePreloads' | 'scripts'>, base = '/'): ChunkAssets {
  const url = (file: string) => `${base}${file}`;
  const known = new Set([...entryAssets.stylesheets, ...entryAssets.modulePreloads, ...entryAssets.scripts.map((script) => script.src)]);
  const stylesheets = new Set<string>();
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunkKey: string) => {
    if (seen.has(chunkKey)) return;
    seen.add(chunkKey);
    const chunk = manifest[chunkKey];
    if (!chunk) return;
    for (const css of chunk.css ?? []) if (!known.has(url(css))) stylesheets.add(url(css));
    if (!known.has(url(chunk.file))) modules.add(url(chunk.file));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { stylesheets: [...stylesheets], modulePreloads: [...modules] };
}
