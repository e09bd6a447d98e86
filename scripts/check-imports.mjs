#!/usr/bin/env node
/**
 * Import direction check (docs/architecture.md "Layers, and the one direction of imports"), run by `npm test`:
 *
 *   lib, schema ← api ← blocks ← renderer ← editor
 *   server may import lib, schema, api, the server-safe block modules (blocks/schemas.ts, each
 *   block's schema.ts, blocks/validateBlock.ts, blocks/defineBlockSchema.ts) and the SSR entry.
 *   Nothing imports editor except the renderer's lazy `import()` behind QA mode.
 *   Blocks never import the router (`@tanstack/*`): they link and navigate through
 *   blocks/runtime/navigation.tsx, so a page can hydrate its blocks without downloading it.
 *
 * Every `import`, `import type`, `export … from` and `import()` of src/ counts (tests beside the
 * code are exempt: they may reach across layers to build fixtures). Also fails on an import circle
 * inside one block folder (src/blocks/<family>/<block_type>/). Prints each violation with its file
 * and line; exits 1 when there is any.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const ROOT = process.cwd();
const SRC = join(ROOT, 'src');

const ALLOWED = {
  lib: ['lib'],
  schema: ['schema', 'lib'],
  api: ['api', 'schema', 'lib'],
  blocks: ['blocks', 'api', 'schema', 'lib'],
  renderer: ['renderer', 'blocks', 'api', 'schema', 'lib'],
  editor: ['editor', 'renderer', 'blocks', 'api', 'schema', 'lib'],
  server: ['server', 'lib', 'schema', 'api'],
};

/** Block modules the server may import: schemas and validation, never a component. */
const SERVER_SAFE_BLOCKS = [
  /^blocks\/schemas\.ts$/,
  /^blocks\/validateBlock\.ts$/,
  /^blocks\/defineBlockSchema\.ts$/,
  /^blocks\/[a-z]+\/[a-z_0-9]+\/schema\.ts$/,
];
const SSR_ENTRY = 'renderer/entry-server.tsx';

/** Packages a layer may not import (by specifier prefix), with the reason. */
const FORBIDDEN_PACKAGES = {
  blocks: [{ prefix: '@tanstack/', reason: 'blocks link and navigate through blocks/runtime/navigation.tsx' }],
};

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(path);
  }
  return out;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = normalize(join(dirname(fromFile), specifier.split('?')[0]));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const files = walk(SRC);
const violations = [];
const graph = new Map();

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const fromRel = relative(SRC, file);
  const fromLayer = fromRel.split('/')[0];
  const isTest = /\.test\.tsx?$/.test(file) || /\/testing\//.test(fromRel);
  const edges = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    const dynamic = match[2] !== undefined;
    const target = resolve(file, specifier);
    if (!target && !isTest) {
      const rule = FORBIDDEN_PACKAGES[fromLayer]?.find(({ prefix }) => specifier.startsWith(prefix));
      if (rule) {
        const line = text.slice(0, match.index).split('\n').length + (text[match.index] === '\n' ? 1 : 0);
        violations.push(`src/${fromRel}:${line}: ${fromLayer} imports ${specifier} — ${rule.reason}`);
      }
    }
    if (!target || !target.startsWith(SRC)) continue;
    edges.push(target);
    if (isTest) continue;
    const toRel = relative(SRC, target);
    const toLayer = toRel.split('/')[0];
    const line = text.slice(0, match.index).split('\n').length + (text[match.index] === '\n' ? 1 : 0);
    const where = `src/${fromRel}:${line}`;
    if (toLayer === 'editor' && fromLayer !== 'editor') {
      if (!(fromLayer === 'renderer' && dynamic)) violations.push(`${where}: imports src/${toRel} — the editor loads only through a lazy import() in the renderer`);
      continue;
    }
    if (!ALLOWED[fromLayer]) continue;
    if (ALLOWED[fromLayer].includes(toLayer)) continue;
    if (fromLayer === 'server' && toLayer === 'blocks' && SERVER_SAFE_BLOCKS.some((rule) => rule.test(toRel))) continue;
    if (fromLayer === 'server' && toRel === SSR_ENTRY) continue;
    violations.push(`${where}: ${fromLayer} imports src/${toRel} (${toLayer}) against the direction lib, schema ← api ← blocks ← renderer ← editor`);
  }
  graph.set(file, edges);
}

// Import circles inside one block folder.
const blockFolder = (file) => /^blocks\/[a-z]+\/[a-z_0-9]+\//.exec(relative(SRC, file))?.[0] ?? null;
const seenCycles = new Set();
for (const start of files) {
  const folder = blockFolder(start);
  if (!folder) continue;
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [node, path] = stack.pop();
    for (const next of graph.get(node) ?? []) {
      if (blockFolder(next) !== folder) continue;
      if (next === start) {
        const key = [...path].sort().join('|');
        if (!seenCycles.has(key)) {
          seenCycles.add(key);
          violations.push(`import circle in src/${folder}: ${[...path, start].map((f) => relative(join(SRC, folder), f)).join(' → ')}`);
        }
      } else if (!path.includes(next) && path.length < 12) {
        stack.push([next, [...path, next]]);
      }
    }
  }
}

if (violations.length > 0) {
  console.error(`Import check: ${violations.length} violation(s)\n${violations.map((v) => `  ${v}`).join('\n')}`);
  process.exit(1);
}
console.log(`Import check: ${files.length} files, imports follow lib, schema ← api ← blocks ← renderer ← editor; no router in blocks; no circle in a block folder.`);
