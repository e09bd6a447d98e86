import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { blockChunks } from './build/blockChunks';
import { chunkModulesReport } from './build/chunkModulesReport';
import { inlineEntries } from './build/inlineEntries';
import { messageCatalogs } from './build/messageCatalogs';
import { precompressAssets } from './build/precompressAssets';
import { runtimeInClientChunk } from './build/runtimeInClientChunk';
import { publicCodeSplitting } from './build/publicChunks';

/**
 * Client build: `vite build` → dist/client with a manifest (the SSR handler reads it to emit the
 * entry script, its CSS and modulepreload links). SSR build: `vite build --ssr src/server/main.ts`.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve:
    command === 'build' && !isSsrBuild
      ? {
          alias: [
            // The browser bundle gets zod in jitless mode (no `new Function` under the strict CSP).
            { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zodBrowser.ts', import.meta.url)) },
            { find: /^zod\/mini$/, replacement: fileURLToPath(new URL('./src/lib/zodMiniBrowser.ts', import.meta.url)) },
            // react-intl's React layer without the components Vitrine never renders (src/renderer/i18n/reactIntlBrowser.tsx).
            { find: /^react-intl$/, replacement: fileURLToPath(new URL('./src/renderer/i18n/reactIntlBrowser.tsx', import.meta.url)) },
            // Messages reach the browser compiled (build/messageCatalogs.ts): react-intl needs no ICU parser there.
            { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
          ],
        }
      : {},
  plugins: [
    messageCatalogs(),
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/renderer/routes',
      generatedRouteTree: 'src/renderer/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    chunkModulesReport(),
    blockChunks(),
    runtimeInClientChunk(),
    // The site pages' entry travels in their documents (src/server/ssr.ts).
    inlineEntries(['src/renderer/entry-public.tsx']),
    precompressAssets(),
  ],
  build: {
    manifest: true,
    // The gzip column of the size report: seconds spent on the editor's megabytes at every build
    // (what visitors receive is measured by the page budget tests, on the precompressed files).
    reportCompressedSize: false,
    // A lazily imported chunk brings its stylesheets with it (Vite's preload helper), not the list of
    // the JavaScript chunks it imports: those lists, for every block and message chunk a page could
    // load, made a fifth of the page shell's bytes. The server names the modules of the blocks a
    // page hydrates at once (head preloads); a block hydrated later fetches its few missing imports
    // when it comes near the viewport.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
    outDir: 'dist/client',
    // The site's pages (island, no router) and the routed app (QA screens).
    rollupOptions: {
      // Required to inline small common chunks into the chunks using them (build/publicChunks.ts);
      // the server's entry keeps its exports.
      ...(command === 'build' && !isSsrBuild ? { preserveEntrySignatures: false as const } : {}),
      input: ['src/renderer/entry-public.tsx', 'src/renderer/entry-client.tsx'],
      output:
        command === 'build' && !isSsrBuild
          ? {
              // A page's scripts in a few chunks of useful size (build/publicChunks.ts).
              codeSplitting: publicCodeSplitting(),
            }
          : undefined,
    },
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  experimental: {
    // What a chunk loads besides modules (its stylesheets) is found from the chunk's own address,
    // so a page whose scripts come from ASSET_BASE_URL (a CDN) fetches them there too.
    renderBuiltUrl: (_file, { hostType, ssr }) => (hostType === 'js' && !ssr ? { relative: true } : undefined),
  },
}));
