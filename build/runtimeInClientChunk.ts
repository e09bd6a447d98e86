/**
 * Vite plugin (client build): moves Rolldown's runtime (`\0rolldown/runtime.js`, ≈ 1.2 KB of
 * helpers every chunk imports) into the `client` chunk (React, build/publicChunks.ts), which every
 * page fetches anyway: a page makes one request fewer, for a file that was 0.6 KB of Brotli and
 * 0.5 KB of headers.
 *
 * Rolldown gives its runtime a chunk of its own whenever several chunks use it, and no grouping
 * option reaches it (docs/performance.md, "Rolldown's runtime chunk"). So once the chunks are
 * rendered, the runtime's code is wrapped in a function in `client` and exported there as one
 * object, whose helpers `client` exports (`__rolldownRuntime$a`…); each chunk's
 * `import{a as e}from"./rolldown-runtime-….js"` becomes `import{__rolldownRuntime$a as e}from"./client-….js"`:
 * the same local names, still module imports (bound before the chunk runs, cycles or not). The manifest and
 * `.vite/chunk-modules.json` follow. File names keep Rolldown's hashes: each rewritten file's content
 * is a function of what those hashes already cover (its own code and the runtime's file name).
 */
import { posix } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { chunkSyntax, objectPattern, replaceSpans } from './chunkCode';

/** Rolldown's runtime module id. */
const RUNTIME_MODULE = '\0rolldown/runtime.js';

/** The chunk that takes the runtime in (build/publicChunks.ts). */
const HOST_CHUNK = 'client';

/** The host chunk's name for the runtime's object, and the prefix of its exports of the runtime's helpers. */
const RUNTIME_EXPORT = '__rolldownRuntime';

/** The plugin; does nothing in the server build or when the runtime has no chunk of its own. */
export function runtimeInClientChunk(): Plugin {
  return {
    name: 'vitrine-runtime-in-client-chunk',
    apply: 'build',
    generateBundle: {
      // After Vite's manifest and the chunk report, which it corrects.
      order: 'post',
      handler(_options, bundle) {
        if (this.environment?.config.build.ssr) return;
        const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
        const runtime = chunks.find((chunk) => chunk.moduleIds.length === 1 && chunk.moduleIds[0] === RUNTIME_MODULE);
        if (!runtime) return;
        const host = chunks.find((chunk) => chunk.name === HOST_CHUNK && !chunk.isEntry);
        if (!host) this.error(`No "${HOST_CHUNK}" chunk to take Rolldown's runtime in (build/publicChunks.ts).`);
        const runtimeSpecifier = `./${posix.basename(runtime.fileName)}`;
        const hostSpecifier = `./${posix.basename(host.fileName)}`;
        for (const chunk of chunks) {
          if (chunk === runtime) continue;
          chunk.code = chunk === host ? hostWithRuntime(host, runtime, runtimeSpecifier) : importingFromHost(chunk, runtimeSpecifier, hostSpecifier);
        }
        delete bundle[runtime.fileName];
        rewriteJson<Manifest>(bundle, '.vite/manifest.json', (manifest) => replaceInManifest(manifest, runtime.fileName, host.fileName));
        rewriteJson<ChunkReport>(bundle, '.vite/chunk-modules.json', (report) => replaceInChunkReport(report, runtime.fileName, host.fileName));
      },
    },
  };
}

/** The runtime's code as an expression (a function run once, returning its exports as an object) and its export names. */
function runtimeObject(runtime: Rolldown.OutputChunk): { object: string; names: string[] } {
  const syntax = chunkSyntax(runtime.fileName, runtime.code);
  if (syntax.imports.length > 0 || syntax.exports.length !== 1 || syntax.unsupported.length > 0 || syntax.addresses.length > 0) {
    throw new Error(`Rolldown's runtime (${runtime.fileName}) is no longer a self-contained module with one export list: build/runtimeInClientChunk.ts needs a look.`);
  }
  const [{ start, end, bindings }] = syntax.exports;
  const body = runtime.code.slice(0, start) + runtime.code.slice(end);
  return {
    object: `(()=>{${body}\nreturn${objectPattern(bindings.map(([local, exported]) => [exported, local]))}})()`,
    names: bindings.map(([, exported]) => exported),
  };
}

/** The host's export of the runtime's export `name` (`a` → `__rolldownRuntime$a`). */
const hostExport = (name: string) => `${RUNTIME_EXPORT}$${name}`;

/**
 * The host's code with the runtime inside it: the runtime's object declared first, the host's own
 * import of it turned into a destructuring, and each of the runtime's exports re-exported. The host
 * imports nothing else, so it has run before any chunk importing it runs.
 */
function hostWithRuntime(host: Rolldown.OutputChunk, runtime: Rolldown.OutputChunk, runtimeSpecifier: string): string {
  const { object, names } = runtimeObject(runtime);
  const syntax = chunkSyntax(host.fileName, host.code);
  if (syntax.imports.some((entry) => entry.source !== runtimeSpecifier)) {
    throw new Error(`The "${HOST_CHUNK}" chunk (${host.fileName}) imports other chunks: it could run after a chunk using the runtime it hosts.`);
  }
  const declaration = `const ${RUNTIME_EXPORT}=${object},${objectPattern(names.map((name) => [name, hostExport(name)]))}=${RUNTIME_EXPORT};`;
  const code = replaceSpans(
    host.code,
    syntax.imports.map((entry) => ({
      start: entry.start,
      end: entry.end,
      text: entry.bindings.length === 0 ? '' : `const${objectPattern(entry.bindings)}=${RUNTIME_EXPORT};`,
    })),
  );
  return `${declaration}\n${code}\nexport{${names.map(hostExport).join(',')}};`;
}

/** A chunk's imports from the runtime's file, made imports of the same helpers from the host. */
function importingFromHost(chunk: Rolldown.OutputChunk, runtimeSpecifier: string, hostSpecifier: string): string {
  const fromRuntime = chunkSyntax(chunk.fileName, chunk.code).imports.filter((entry) => entry.source === runtimeSpecifier);
  return replaceSpans(
    chunk.code,
    fromRuntime.map((entry) => ({
      start: entry.start,
      end: entry.end,
      text: `import{${entry.bindings.map(([imported, local]) => `${hostExport(imported)} as ${local}`).join(',')}}from${JSON.stringify(hostSpecifier)};`,
    })),
  );
}

/** Replaces a JSON asset's content (when the bundle has it). */
function rewriteJson<T>(bundle: Rolldown.OutputBundle, fileName: string, change: (value: T) => void): void {
  const asset = bundle[fileName];
  if (!asset || asset.type !== 'asset') return;
  const value = JSON.parse(String(asset.source)) as T;
  change(value);
  asset.source = JSON.stringify(value, undefined, 2);
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The runtime's manifest entry removed, and every import of it made an import of the host. */
function replaceInManifest(manifest: Manifest, runtimeFile: string, hostFile: string): void {
  const keyOf = (file: string) => Object.keys(manifest).find((key) => manifest[key].file === file);
  const runtimeKey = keyOf(runtimeFile);
  const hostKey = keyOf(hostFile);
  if (!runtimeKey || !hostKey) return;
  delete manifest[runtimeKey];
  for (const [key, entry] of Object.entries(manifest)) if (entry.imports) entry.imports = importsOfHost(entry.imports, runtimeKey, hostKey, key);
}

type ChunkReport = Record<string, { modules: string[]; sizes: Record<string, number>; imports: string[] }>;

/** The same in the chunk report, the runtime's module counted in the host. */
function replaceInChunkReport(report: ChunkReport, runtimeFile: string, hostFile: string): void {
  const runtime = report[runtimeFile];
  const host = report[hostFile];
  if (!runtime || !host) return;
  host.modules.unshift(...runtime.modules);
  Object.assign(host.sizes, runtime.sizes);
  delete report[runtimeFile];
  for (const [file, entry] of Object.entries(report)) entry.imports = importsOfHost(entry.imports, runtimeFile, hostFile, file);
}

/** An import list with the runtime replaced by the host, once, and never the importer itself. */
function importsOfHost(imports: string[], runtime: string, host: string, importer: string): string[] {
  if (!imports.includes(runtime)) return imports;
  return [...new Set(imports.map((imported) => (imported === runtime ? host : imported)))].filter((imported) => imported !== importer);
}
