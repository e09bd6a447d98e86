import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineEntries } from '../../build/inlineEntries';
import { runtimeInClientChunk } from '../../build/runtimeInClientChunk';
import { entryCodeFrom, type InlineEntries } from './inlineEntry';

/**
 * A small project built as the client build is (a `client` group, Rolldown's runtime used by
 * several chunks), then run in Node: what the build's chunk moves hand to a browser must still run.
 */
const SOURCES: Record<string, string> = {
  // CommonJS, as React is: its chunk and the entries importing it need Rolldown's runtime.
  'greeting.cjs': "module.exports = { greet: (name) => 'Bonjour ' + name };",
  // An export set only once a function has run: an entry must see its value after the call.
  'shared.js': "export let ready = 'no';\nexport function init() { ready = 'yes'; }",
  'late.js': "export const late = 'plus tard';",
  'entry-public.js':
    "import greeting from './greeting.cjs';\nimport { init, ready } from './shared.js';\ninit();\n" +
    'globalThis.__publicEntry = { greeting: greeting.greet("Julie"), ready, url: import.meta.url };\n' +
    "globalThis.__late = import('./late.js').then((module) => module.late);",
  'entry-other.js': "import greeting from './greeting.cjs';\nglobalThis.__otherEntry = greeting.greet('Marc');",
};

let root: string;
const out = () => join(root, 'dist');
const built = (file: string) => readFileSync(join(out(), file), 'utf8');
const assetFiles = () => readdirSync(join(out(), 'assets'));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'vitrine-chunk-moves-'));
  for (const [file, text] of Object.entries(SOURCES)) writeFileSync(join(root, file), text);
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [runtimeInClientChunk(), inlineEntries(['entry-public.js'])],
    build: {
      outDir: out(),
      manifest: true,
      minify: true,
      rollupOptions: {
        input: [join(root, 'entry-public.js'), join(root, 'entry-other.js')],
        preserveEntrySignatures: false,
        output: { codeSplitting: { groups: [{ name: 'client', test: /greeting\.cjs|shared\.js|preload-helper/ }] } },
      },
    },
  });
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the client build's chunk moves (build/runtimeInClientChunk.ts, build/inlineEntries.ts)", () => {
  it("leaves no chunk for Rolldown's runtime: neither a file nor a manifest entry names it", () => {
    expect(assetFiles().filter((file) => file.includes('runtime'))).toEqual([]);
    const manifest = built('.vite/manifest.json');
    expect(manifest).not.toMatch(/runtime/);
    for (const file of assetFiles()) expect(built(`assets/${file}`)).not.toMatch(/rolldown-runtime/);
  });

  it('runs an entry fetched as a file, the runtime coming from the client chunk', async () => {
    const other = assetFiles().find((file) => file.startsWith('entry-other-'))!;
    await import(pathToFileURL(join(out(), 'assets', other)).href);
    expect((globalThis as { __otherEntry?: string }).__otherEntry).toBe('Bonjour Marc');
  });

  it("writes out the site pages' entry: run from its text, it imports its chunks from the folder given and keeps live bindings", async () => {
    const entries = JSON.parse(built('.vite/inline-entries.json')) as InlineEntries;
    const entry = entries['entry-public.js'];
    expect(entry.folder).toBe('assets/');
    const folderUrl = pathToFileURL(join(out(), entry.folder)).href + '/';
    const code = entryCodeFrom(entry.code, folderUrl);
    expect(code).not.toMatch(/from"\.\//);
    // As the document adds it: a module of its own, resolving addresses against the document.
    mkdirSync(join(root, 'page'));
    writeFileSync(join(root, 'page', 'inline.mjs'), code);
    (globalThis as { document?: unknown }).document = { baseURI: 'https://courtier.example/fr' };
    try {
      await import(pathToFileURL(join(root, 'page', 'inline.mjs')).href);
      const result = (globalThis as { __publicEntry?: Record<string, string> }).__publicEntry;
      expect(result?.greeting).toBe('Bonjour Julie');
      expect(result?.ready).toBe('yes');
      expect(await (globalThis as { __late?: Promise<string> }).__late).toBe('plus tard');
    } finally {
      delete (globalThis as { document?: unknown }).document;
    }
  });
});
