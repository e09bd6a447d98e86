/**
 * Locating the project on disk at run time.
 *
 * Server code runs both from `src/` (tsx, vitest) and bundled into `dist/server/main.js`
 * (`vite build --ssr`), so paths cannot be relative to the current module. The project root is
 * found by walking up from this module's URL to the first directory holding a `package.json`.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

let cachedRoot: string | undefined;

/**
 * The project root: the nearest ancestor of this module that contains `package.json`.
 * @throws Error when no `package.json` is found up to the file-system root.
 */
export function projectRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) {
      cachedRoot = dir;
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

/** Folder of the committed Drizzle migrations: `<root>/src/server/db/migrations`. */
export function migrationsDir(): string {
  return join(projectRoot(), 'src', 'server', 'db', 'migrations');
}

/**
 * The data directory of the embedded database: `DATA_DIR` (a relative path is taken from the
 * current directory, like any command-line path), else `<root>/.data`.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR ? resolve(env.DATA_DIR) : join(projectRoot(), '.data');
}
