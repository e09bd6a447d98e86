/**
 * Vite plugin (client build): writes the site pages' entry chunk out as code the document carries
 * (`.vite/inline-entries.json`), so that a page does not fetch a file of a few hundred bytes (one
 * request, ≈ 0.5 KB of headers) only to learn which chunks to import next.
 *
 * The entry stays a module, its imports live bindings: once the page is painted, the document's
 * inline script adds it as a module script of its own (src/renderer/entryAfterPaint.ts), where it
 * imported the entry's file before. A module written into a document resolves addresses against
 * the document, so each address the entry names relative to its folder (its imports, `import()`s
 * and `import.meta.url`) is written from {@link CHUNKS_FOLDER}, which the server replaces with the
 * folder's URL (`/assets/`, or ASSET_BASE_URL's). The entry's file stays in the build, unused by
 * pages.
 */
import { posix, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { CHUNKS_FOLDER, type InlineEntries } from '../src/lib/inlineEntry';
import { chunkSyntax, replaceSpans } from './chunkCode';

/**
 * The plugin.
 * @param entries manifest keys of the entries to inline (`src/renderer/entry-public.tsx`)
 */
export function inlineEntries(entries: readonly string[]): Plugin {
  return {
    name: 'vitrine-inline-entries',
    apply: 'build',
    generateBundle: {
      // After the runtime's move into `client` (build/runtimeInClientChunk.ts), which rewrites imports.
      order: 'post',
      handler(_options, bundle) {
        if (this.environment?.config.build.ssr) return;
        const root = this.environment.config.root;
        const inline: InlineEntries = {};
        for (const key of entries) {
          const chunk = Object.values(bundle).find((output): output is Rolldown.OutputChunk => output.type === 'chunk' && output.isEntry && output.facadeModuleId === resolve(root, key));
          if (!chunk) this.error(`The entry ${key} is not in the bundle.`);
          inline[key] = entryCode(chunk);
        }
        this.emitFile({ type: 'asset', fileName: '.vite/inline-entries.json', source: JSON.stringify(inline) });
      },
    },
  };
}

/** A string literal naming a file of the entry's folder, from a specifier relative to it (`./x.js`). */
function folderFile(fileName: string, specifier: string): string {
  if (!/^\.\/[^/]+$/.test(specifier)) throw new Error(`${fileName} names "${specifier}", outside its own folder: build/inlineEntries.ts cannot place it.`);
  return JSON.stringify(`${CHUNKS_FOLDER}${specifier.slice(2)}`);
}

/** The entry's code, its addresses written from {@link CHUNKS_FOLDER}. */
function entryCode(chunk: Rolldown.OutputChunk): { code: string; folder: string } {
  const syntax = chunkSyntax(chunk.fileName, chunk.code);
  if (syntax.unsupported.length > 0 || syntax.exports.length > 0 || chunk.code.includes(CHUNKS_FOLDER)) {
    throw new Error(`The entry ${chunk.fileName} has ${[...syntax.unsupported, ...syntax.exports.map(() => 'exports')].join(', ') || CHUNKS_FOLDER}: build/inlineEntries.ts cannot write it out.`);
  }
  const ownName = posix.basename(chunk.fileName);
  const code = replaceSpans(chunk.code, [
    ...syntax.imports.map(({ sourceStart, sourceEnd, source }) => ({ start: sourceStart, end: sourceEnd, text: folderFile(chunk.fileName, source) })),
    ...syntax.addresses.map(({ start, end, source }) => ({
      start,
      end,
      // `import.meta.url` is a whole URL (Vite's preload helper resolves the entry's stylesheets from it).
      text: source === undefined ? `new URL(${folderFile(chunk.fileName, `./${ownName}`)},document.baseURI).href` : folderFile(chunk.fileName, source),
    })),
  ]);
  // The text goes into a <script> element (as a string literal, `<` escaped there too).
  if (/<\/script|<!--/i.test(code)) throw new Error(`The entry ${chunk.fileName} holds "</script" or "<!--": it cannot sit in a document's <script>.`);
  return { code, folder: `${posix.dirname(chunk.fileName)}/` };
}
