/**
 * Vite plugin: writes `.vite/chunk-modules.json` next to the manifest, mapping every emitted
 * chunk file to the module ids it contains (with their rendered sizes) and the chunk files it
 * imports statically and dynamically. The bundle-budget test reads it to prove public pages never download editor code.
 */
import type { Plugin } from 'vite';

export interface ChunkModules {
  [file: string]: {
    modules: string[];
    /** Rendered (pre-minification) length of each module in the chunk, in bytes. */
    sizes: Record<string, number>;
    imports: string[];
    dynamicImports: string[];
    isEntry: boolean;
  };
}

export function chunkModulesReport(): Plugin {
  return {
    name: 'vitrine-chunk-modules-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const report: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const root = process.cwd() + '/';
        report[output.fileName] = {
          modules: output.moduleIds.map((id) => id.replace(root, '')),
          sizes: Object.fromEntries(Object.entries(output.modules).map(([id, module]) => [id.replace(root, ''), module.renderedLength])),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          isEntry: output.isEntry,
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(report) });
    },
  };
}
