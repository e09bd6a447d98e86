/**
 * Which Vitest project runs which test file, read from the files themselves so that a new test
 * file needs no list to be edited:
 *
 * - `unit`: `src/**\/*.test.ts` and any `.tsx` test that declares `@vitest-environment node`:
 *   plain Node, one module graph shared by the files of a worker (no per-file isolation);
 * - `dom`: `src/**\/*.test.tsx` and any `.ts` test that declares `@vitest-environment jsdom`:
 *   jsdom, shared module graph too;
 * - `dom-isolated`: the jsdom files that replace a module (`vi.mock`: a mock only reaches the
 *   modules imported after it) or that leave the document changed for good (a page's head script
 *   run on it: its listeners cannot be taken off), marked `@isolated` with the reason in their
 *   header comment: each gets its own module graph and its own document;
 * - `api-postgres`: the API tests of what PostgreSQL does differently from PGlite (files that
 *   declare `@postgres` in their header comment, and the `*.postgres.test.ts` of several
 *   instances on one server): repositories, locks, notifications, limits, migrations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** How far into a file its header comment is looked for, characters. */
const HEADER_CHARS = 3000;

function testFiles(root: string, dir: string, pattern: RegExp): string[] {
  return (readdirSync(join(root, dir), { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

const environmentOf = (source: string) => /@vitest-environment\s+([\w-]+)/.exec(source.slice(0, HEADER_CHARS))?.[1];
const needsIsolation = (source: string) => /\bvi\.(?:do)?[mM]ock\(/.test(source) || /@isolated\b/.test(source.slice(0, HEADER_CHARS));

/** The files of each unit project, paths relative to `root`. */
export function unitProjects(root: string): { unit: string[]; dom: string[]; domIsolated: string[] } {
  const unit: string[] = [];
  const dom: string[] = [];
  const domIsolated: string[] = [];
  for (const file of testFiles(root, 'src', /\.test\.tsx?$/)) {
    const source = readFileSync(join(root, file), 'utf8');
    const environment = environmentOf(source) ?? (file.endsWith('.tsx') ? 'jsdom' : 'node');
    if (environment === 'node') unit.push(file);
    else if (needsIsolation(source)) domIsolated.push(file);
    else dom.push(file);
  }
  return { unit, dom, domIsolated };
}

/**
 * The API test files that run against PostgreSQL: those marked `@postgres` in their header comment
 * (they run on PGlite too) and those named `*.postgres.test.ts` (several instances on one server:
 * PostgreSQL only).
 */
export function postgresApiFiles(root: string): string[] {
  return testFiles(root, 'tests/api', /\.test\.ts$/).filter(
    (file) => file.endsWith('.postgres.test.ts') || /@postgres\b/.test(readFileSync(join(root, file), 'utf8').slice(0, HEADER_CHARS)),
  );
}
