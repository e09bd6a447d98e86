/**
 * Vite plugin (client build): writes the compressed copies of dist/client
 * (src/server/assetCompression.ts) once the bundle and the public folder are written. With
 * `VITRINE_PRECOMPRESS=later` (the build of `npm start`) it leaves them to the server, which
 * writes them in the background once it listens: the first page comes seconds sooner.
 */
import type { Plugin } from 'vite';
import { precompressFiles } from '../src/server/assetCompression';

/** Files compressed at once (zlib works in Node's thread pool). */
const PARALLEL = 4;

/** The plugin; does nothing in the server build. */
export function precompressAssets(): Plugin {
  return {
    name: 'vitrine-precompress-assets',
    apply: 'build',
    async writeBundle(options) {
      if (this.environment?.config.build.ssr || !options.dir || process.env.VITRINE_PRECOMPRESS === 'later') return;
      await precompressFiles(options.dir, { parallel: PARALLEL });
    },
  };
}
