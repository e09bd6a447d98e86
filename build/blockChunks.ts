/**
 * Vite plugin: writes `.vite/block-chunks.json` next to the manifest, `{ block_type: chunk file }`
 * for every component src/blocks/blockComponents.ts imports lazily. The server reads it with the
 * manifest to put each block's stylesheets and preloads in a page's head
 * (src/renderer/page/blockAssets.ts); the manifest alone names shared chunks by file, not by type.
 */
import type { Plugin } from 'vite';

/** The module listing the block component loaders, and where a component module sits. */
const LOADERS = /\/src\/blocks\/blockComponents\.ts$/;
const COMPONENT = /\/src\/blocks\/[a-z]+\/([a-z0-9_]+)\/[A-Z][A-Za-z0-9]*\.tsx$/;

export function blockChunks(): Plugin {
  return {
    name: 'vitrine-block-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const loaders = [...this.getModuleIds()].find((id) => LOADERS.test(id));
      const components = loaders ? (this.getModuleInfo(loaders)?.dynamicallyImportedIds ?? []) : [];
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byType: Record<string, string> = {};
      for (const id of components) {
        const type = COMPONENT.exec(id)?.[1];
        const chunk = chunks.find((output) => output.moduleIds.includes(id));
        if (type && chunk) byType[type] = chunk.fileName;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/block-chunks.json', source: JSON.stringify(byType) });
    },
  };
}
