#!/usr/bin/env node
/**
 * Writes src/renderer/i18n/messageNamespaces.gen.ts (`npm run gen:messages`): which message
 * namespaces (the part of a key before its first dot: `search`, `lead-form`) each piece of public
 * code uses, so the browser downloads the messages of the blocks a page shows and nothing else.
 *
 * - core: the keys used by everything the page shell (src/renderer/hydratePage.tsx) imports statically: a key
 *   named in full, or every key under a prefix named (`` `errors.${status}-message` `` names
 *   `errors.`), so the shell does not carry whole namespaces for one message;
 * - per block type (src/blocks/blockComponents.ts): those of the block's component module and of
 *   everything it imports, lazily or not, minus the core ones;
 * - per lazily shown page part (the contact modal, the variant banner, the consent manager): the same.
 *
 * A key is found where the source holds it as a string literal (`'search.filters'`,
 * `` `errors.${status}-message` ``). A unit test fails when the file is out of date.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUTPUT = 'src/renderer/i18n/messageNamespaces.gen.ts';
/** The page shell's module: the browser entry imports it once React DOM is evaluated. */
const SHELL = 'src/renderer/hydratePage.tsx';
const BLOCK_MODULES = 'src/blocks/blockComponents.ts';
/** Namespaces the shell needs whole: the server picks their keys (an error outcome's title and message). */
const SERVER_CHOSEN_NAMESPACES = ['errors'];
/** Parts of a page loaded on demand, by name: their module. */
const LAZY_PARTS = {
  contactModal: 'src/blocks/contact/_parts/ContactModal.tsx',
  variantBanner: 'src/renderer/page/VariantBanner.tsx',
  consentManager: 'src/renderer/consent/consentManager.ts',
};

const STATIC_IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = normalize(join(dirname(fromFile), specifier.split('?')[0]));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile()) return candidate;
  }
  return null;
}

/** The source files reachable from `starts` (relative paths), through static and, optionally, dynamic imports. */
function closure(starts, followDynamic) {
  const seen = new Set();
  const queue = [...starts];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || !/\.(ts|tsx)$/.test(file)) continue;
    seen.add(file);
    const source = readFileSync(join(ROOT, file), 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      if (match[2]) continue; // type-only: no code
      const target = resolve(file, match[3]);
      if (target) queue.push(target);
    }
    if (followDynamic) {
      for (const match of source.matchAll(DYNAMIC_IMPORT)) {
        const target = resolve(file, match[1]);
        if (target) queue.push(target);
      }
    }
  }
  return seen;
}

/** The namespaces whose keys the files hold as string literals. */
function namespacesOf(files, known) {
  const pattern = new RegExp(`['"\`](${[...known].map((ns) => ns.replace(/[-]/g, '\\-')).join('|')})\\.[\\w$]`, 'g');
  const found = new Set();
  for (const file of files) {
    for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(pattern)) found.add(match[1]);
  }
  return found;
}

/** The keys the files name in full or by a prefix (a literal that stops at a `${` or is itself a key prefix). */
function keysOf(files, keys) {
  const found = new Set();
  for (const file of files) {
    for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(/['"`]([a-z][a-z0-9-]*\.[\w.-]*)(\$\{)?/g)) {
      const [, literal, template] = match;
      for (const key of keys) {
        if (key === literal || key.startsWith(`${literal}.`) || (template && key.startsWith(literal))) found.add(key);
      }
    }
  }
  return found;
}

/** The file's content, as the generator would write it. */
export function generate() {
  const catalog = JSON.parse(readFileSync(join(ROOT, 'src/renderer/i18n/messages/fr.json'), 'utf8'));
  const keys = Object.keys(catalog);
  const known = new Set(keys.map((key) => key.split('.')[0]));
  const coreKeys = keysOf(closure([SHELL], false), keys);
  for (const key of keys) if (SERVER_CHOSEN_NAMESPACES.includes(key.split('.')[0])) coreKeys.add(key);
  const beyondCore = (start) => [...namespacesOf(closure([start], true), known)].sort();

  const modules = readFileSync(join(ROOT, BLOCK_MODULES), 'utf8');
  const blocks = [...modules.matchAll(/^ {2}([a-z0-9_]+): \(\) => import\('\.\/([^']+)'\)/gm)].map(([, type, module]) => [type, beyondCore(`src/blocks/${module}.tsx`)]);
  const parts = Object.entries(LAZY_PARTS).map(([name, module]) => [name, beyondCore(module)]);

  const list = (values) => `[${values.map((value) => `'${value}'`).join(', ')}]`;
  return [
    '// Generated by scripts/gen-message-namespaces.mjs (`npm run gen:messages`): do not edit.',
    '',
    '/** Message keys of the page shell: loaded before a page hydrates. */',
    `export const CORE_MESSAGE_KEYS: readonly string[] = ${list([...coreKeys].sort())};`,
    '',
    '/** Message namespaces each block type needs: loaded with its component. */',
    'export const BLOCK_MESSAGE_NAMESPACES: Record<string, readonly string[]> = {',
    ...blocks.filter(([, namespaces]) => namespaces.length).map(([type, namespaces]) => `  ${type}: ${list(namespaces)},`),
    '};',
    '',
    '/** Message namespaces of the page parts shown on demand. */',
    `export const PART_MESSAGE_NAMESPACES = {`,
    ...parts.map(([name, namespaces]) => `  ${name}: ${list(namespaces)},`),
    '} as const;',
    '',
  ].join('\n');
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  writeFileSync(join(ROOT, OUTPUT), generate());
  console.log(`Wrote ${OUTPUT}`);
}
