/**
 * Public bundle budget: no editor, monaco, dnd-kit or tiptap module in any chunk a
 * visitor downloads. Visitor chunks = everything reachable from the client entry, following
 * static imports and lazy imports, except the lazy boundaries that only QA mode crosses (the
 * editor, the /qa routes) and the monaco editor, which a public page loads only on demand.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { ChunkModules } from '../../build/chunkModulesReport';

const QA_ONLY = [/^src\/editor\//, /^src\/renderer\/routes\/qa[./]/, /^src\/blocks\/ui\/monaco\/MonacoEditorImpl/];
const FORBIDDEN = [/^src\/editor\//, /node_modules\/monaco-editor\//, /node_modules\/@monaco-editor\//, /node_modules\/@dnd-kit\//, /node_modules\/@tiptap\//];

test('public pages download no editor, monaco, dnd-kit or tiptap code', () => {
  const chunks = JSON.parse(readFileSync('dist/client/.vite/chunk-modules.json', 'utf8')) as ChunkModules;
  const isQaOnly = (file: string) => chunks[file]?.modules.some((id) => QA_ONLY.some((re) => re.test(id))) ?? false;
  const entry = Object.keys(chunks).find((file) => chunks[file].isEntry);
  expect(entry, 'client entry chunk').toBeTruthy();

  const visited = new Set<string>();
  const queue = [entry!];
  while (queue.length) {
    const file = queue.pop()!;
    if (visited.has(file) || !chunks[file]) continue;
    visited.add(file);
    queue.push(...chunks[file].imports);
    queue.push(...chunks[file].dynamicImports.filter((next) => !isQaOnly(next)));
  }

  const offenders = [...visited].flatMap((file) =>
    chunks[file].modules.filter((id) => FORBIDDEN.some((re) => re.test(id))).map((id) => `${file}: ${id}`),
  );
  expect(offenders).toEqual([]);
  expect(visited.size).toBeGreaterThan(1);
});
