/**
 * SSR plumbing between the Hono server and the renderer's entry.
 *
 * - {@link loadClientAssets}: Vite's manifest (dist/client/.vite/manifest.json) → the entry
 *   script of the routed app and of the site's pages (`publicPage`, whose entry's code the document
 *   carries: `.vite/inline-entries.json`), its CSS (inlined into each
 *   document) and the imported chunks and public route chunks
 *   the page fetches after its first paint (src/renderer/entryAfterPaint.ts); with the block chunk map
 *   (`.vite/block-chunks.json`) for the stylesheets and preloads of each page's blocks, and the
 *   text of every CSS file.
 * - {@link DEV_ASSETS}: the Vite dev client and the entry source (the React refresh preamble is
 *   imported by the entry itself).
 * - {@link createInProcessFetch}: a `fetch` that calls a Hono app directly (no socket), used by SSR
 *   to reach the embedded content API.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageAssets, ViteManifest } from '../lib/pageAssets';
import { assetsFromManifest } from '../lib/pageAssets';
import { entryCodeFrom, type InlineEntries } from '../lib/inlineEntry';

/** Manifest key of the browser entry of the routed app (QA screens). */
export const CLIENT_ENTRY = 'src/renderer/entry-client.tsx';

/** Manifest key of the browser entry of the site's pages (their island, no router). */
export const PUBLIC_ENTRY = 'src/renderer/entry-public.tsx';

/** The signature of the SSR entry's `render` (src/renderer/entry-server.tsx). */
export type RenderFunction = typeof import('../renderer/entry-server').render;

/**
 * Reads the client build's manifest.
 * @param clientDir the client build directory (dist/client)
 * @param assetBaseUrl where browsers fetch the files (ASSET_BASE_URL, no trailing slash); default this server
 * @throws Error when the manifest is missing or has no entry (run `npm run build`)
 */
export function loadClientAssets(clientDir: string, assetBaseUrl = ''): PageAssets {
  const base = `${assetBaseUrl}/`;
  const path = join(clientDir, '.vite', 'manifest.json');
  let manifest: ViteManifest;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8')) as ViteManifest;
  } catch (error) {
    throw new Error(`Cannot read the client manifest at ${path}: run "npm run build" first. (${String(error)})`);
  }
  // The modules the entry imports in turn (React DOM, then the page shell) and the public route
  // chunks; the QA screens' routes load when an editor opens them.
  const entrySteps = manifest[CLIENT_ENTRY]?.dynamicImports ?? [];
  const assets = assetsFromManifest(manifest, CLIENT_ENTRY, base, (key) => entrySteps.includes(key) || (key.startsWith('src/renderer/routes/') && !key.startsWith('src/renderer/routes/qa')));
  // An older build without the file: pages lose their block preloads, not their content.
  const blockChunks = readBuildFile<Record<string, string>>(clientDir, 'block-chunks.json');
  // The site's pages: their entry's two steps (React DOM, then the island), the entry's code in
  // the document when the build wrote it out (build/inlineEntries.ts).
  const publicSteps = manifest[PUBLIC_ENTRY]?.dynamicImports ?? [];
  const publicPage = manifest[PUBLIC_ENTRY] ? assetsFromManifest(manifest, PUBLIC_ENTRY, base, (key) => publicSteps.includes(key)) : undefined;
  const publicEntry = readBuildFile<InlineEntries>(clientDir, 'inline-entries.json')?.[PUBLIC_ENTRY];
  return {
    ...assets,
    blockChunks,
    base,
    stylesheetTexts: readStylesheets(clientDir, manifest, base),
    publicPage: publicPage && {
      scripts: publicEntry ? [{ entryCode: entryCodeFrom(publicEntry.code, `${base}${publicEntry.folder}`) }] : publicPage.scripts,
      stylesheets: publicPage.stylesheets,
      modulePreloads: publicPage.modulePreloads,
    },
  };
}

/** A JSON file the build writes beside its manifest (`.vite/<name>`); undefined when the build has none. */
function readBuildFile<T>(clientDir: string, name: string): T | undefined {
  try {
    return JSON.parse(readFileSync(join(clientDir, '.vite', name), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Every CSS file the manifest names, by URL (`{base}assets/x.css`): a few hundred KiB, read once. */
function readStylesheets(clientDir: string, manifest: ViteManifest, base: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of chunk.css ?? []) {
      const url = `${base}${file}`;
      if (texts.has(url)) continue;
      try {
        texts.set(url, readFileSync(join(clientDir, file), 'utf8'));
      } catch {
        // A file missing from the build stays a plain link.
      }
    }
  }
  return texts;
}

/** Assets in development: Vite serves sources and the HMR client. */
export const DEV_ASSETS: PageAssets = {
  scripts: [{ src: '/@vite/client' }, { src: `/${CLIENT_ENTRY}` }],
  stylesheets: [],
  modulePreloads: [],
  publicPage: { scripts: [{ src: '/@vite/client' }, { src: `/${PUBLIC_ENTRY}` }], stylesheets: [], modulePreloads: [] },
};

/** An app that answers web requests (a Hono app). */
export interface FetchHandler {
  fetch(request: Request): Response | Promise<Response>;
}

/**
 * A `fetch` that hands the request to `app` in process.
 * @param app the Hono app (e.g. the content API mounted at its own root)
 */
export function createInProcessFetch(app: FetchHandler): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    return app.fetch(request);
  }) as typeof fetch;
}
