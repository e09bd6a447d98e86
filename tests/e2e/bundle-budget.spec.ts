/**
 * Public bundle budget: no editor, monaco, dnd-kit or tiptap module in any chunk a
 * visitor downloads, and no router on the site's pages. Visitor chunks = everything reachable from
 * an entry (the site pages' or the routed app's), following
 * static imports and lazy imports, except the lazy boundaries that only QA mode crosses (the
 * editor, the /qa routes) and the monaco editor, which a public page loads only on demand.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { ChunkModules } from '../../build/chunkModulesReport';

const QA_ONLY = [/^src\/editor\//, /^src\/renderer\/routes\/qa[./]/, /^src\/blocks\/ui\/monaco\/MonacoEditorImpl/];
const FORBIDDEN = [/^src\/editor\//, /node_modules\/monaco-editor\//, /node_modules\/@monaco-editor\//, /node_modules\/@dnd-kit\//, /node_modules\/@tiptap\//];

/** Every chunk reachable from `entry` by static and lazy imports, minus the QA-only lazy boundaries. */
function visitorChunks(chunks: ChunkModules, entry: string): Set<string> {
  const isQaOnly = (file: string) => chunks[file]?.modules.some((id) => QA_ONLY.some((re) => re.test(id))) ?? false;
  const visited = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (visited.has(file) || !chunks[file]) continue;
    visited.add(file);
    queue.push(...chunks[file].imports);
    queue.push(...chunks[file].dynamicImports.filter((next) => !isQaOnly(next)));
  }
  return visited;
}

const entryOf = (chunks: ChunkModules, source: string) =>
  Object.keys(chunks).find((file) => chunks[file].isEntry && chunks[file].modules.includes(source));

test('public pages download no editor, monaco, dnd-kit or tiptap code', () => {
  const chunks = JSON.parse(readFileSync('dist/client/.vite/chunk-modules.json', 'utf8')) as ChunkModules;
  const entries = Object.keys(chunks).filter((file) => chunks[file].isEntry);
  expect(entries, 'the site pages’ entry and the routed app’s').toHaveLength(2);
  for (const entry of entries) {
    const visited = visitorChunks(chunks, entry);
    const offenders = [...visited].flatMap((file) =>
      chunks[file].modules.filter((id) => FORBIDDEN.some((re) => re.test(id))).map((id) => `${file}: ${id}`),
    );
    expect(offenders).toEqual([]);
    expect(visited.size).toBeGreaterThan(1);
  }
});

test('the site’s pages hydrate without the router: no TanStack module reachable from their entry', () => {
  const chunks = JSON.parse(readFileSync('dist/client/.vite/chunk-modules.json', 'utf8')) as ChunkModules;
  const entry = entryOf(chunks, 'src/renderer/entry-public.tsx');
  expect(entry, 'the site pages’ entry chunk').toBeTruthy();
  const visited = visitorChunks(chunks, entry!);
  const routerModules = [...visited].flatMap((file) => chunks[file].modules.filter((id) => id.includes('node_modules/@tanstack/')).map((id) => `${file}: ${id}`));
  expect(routerModules).toEqual([]);
  expect([...visited].some((file) => chunks[file].modules.includes('src/renderer/page/PageIsland.tsx'))).toBe(true);
});
