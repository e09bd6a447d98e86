/**
 * The icons the site's pages may show, gathered into one chunk: every lucide icon imported by code
 * outside the editor (src/blocks, src/renderer, src/lib), and lucide's runtime they import. Split
 * by use, each icon shared by two blocks became a chunk of its own, a request of 150–450 bytes on
 * nearly every page; the editor's icons stay with the editor.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PUBLIC_SOURCES = ['src/blocks', 'src/renderer', 'src/lib'];
const LUCIDE_IMPORT = /import\s*{([^}]*)}\s*from\s*'lucide-react'/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Lucide's export names (with their aliases) → the icon module's absolute path. */
function lucideModules(): Map<string, string> {
  const entry = createRequire(import.meta.url).resolve('lucide-react/dist/esm/lucide-react.mjs');
  const folder = dirname(entry);
  const modules = new Map<string, string>();
  for (const match of readFileSync(entry, 'utf8').matchAll(/export {([^}]*)} from '\.\/icons\/([^']+)'/g)) {
    for (const name of match[1].matchAll(/default as (\w+)/g)) modules.set(name[1], join(folder, 'icons', match[2]));
  }
  return modules;
}

/** Lucide's own runtime (building an icon's element), which every icon module imports. */
export function isLucideRuntime(id: string): boolean {
  return /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/.test(id);
}

/**
 * The absolute paths of the icon modules the site's pages use.
 * @param root the project root
 */
export function publicIconModules(root: string): Set<string> {
  const modules = lucideModules();
  const used = new Set<string>();
  for (const file of PUBLIC_SOURCES.flatMap((folder) => sourceFiles(join(root, folder)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(LUCIDE_IMPORT)) {
      for (const part of match[1].split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.replace(/^type\s+/, '');
        const module = name ? modules.get(name) : undefined;
        if (module) used.add(module);
      }
    }
  }
  return used;
}
