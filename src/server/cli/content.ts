/**
 * Content CLI: `npm run content -- export <site> <file>` and
 * `npm run content -- import <site> <file>`.
 *
 * `<site>` is a site id, a microsite id or one of the site's domains. The database is the
 * server's: `DATABASE_URL` (PostgreSQL) or PGlite in `DATA_DIR` (default `.data/`); migrations
 * run first. `import` validates the whole file before touching the database, then replaces the
 * site's settings, header, footer, pages (with their content variants) and redirects in one
 * transaction. Variant ids already used by another site are renamed (`-2`...) and reported.
 * Exit codes: 0 done, 1 failure (message on stderr), 2 usage error.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { withCliSite, type CliDatabaseIo } from './cliDatabase';
import { runWhenInvoked } from './runWhenInvoked';
import { errorMessage } from '../../lib/errorMessage';

const USAGE = `Usage:
  npm run content -- export <site> <file>   write a site's content to a JSON file
  npm run content -- import <site> <file>   replace a site's content with a JSON file
<site> is a site id, a microsite id or a domain. Database: DATABASE_URL or DATA_DIR (default .data/).`;

export interface CliIo extends CliDatabaseIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Runs the CLI with `argv` (without node and script). @returns the exit code. */
export async function runContentCli(argv: string[], io: CliIo): Promise<number> {
  const [command, siteRef, file] = argv;
  if ((command !== 'export' && command !== 'import') || !siteRef || !file || argv.length > 3) {
    io.err(USAGE);
    return 2;
  }
  const path = resolve(file);
  // The content code (every block schema) loads while the database opens: a command starts in
  // about the time of the slower of the two.
  const siteContentCode = import('./siteContent');
  siteContentCode.catch(() => undefined); // its failure is reported where it is awaited

  // Validate the file before opening the database, so a typo costs nothing.
  let content;
  if (command === 'import') {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      io.err(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
      return 1;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      io.err(`${path} is not valid JSON: ${(error as Error).message}`);
      return 1;
    }
    try {
      content = (await siteContentCode).parseSiteContent(json);
    } catch (error) {
      io.err(`${path}: ${(error as Error).message}`);
      return 1;
    }
  }

  try {
    return await withCliSite(io, siteRef, async (db, site) => {
      const { blockWarnings, exportSiteContent, importSiteContent } = await siteContentCode;
      if (command === 'export') {
        const data = await exportSiteContent(db, site);
        await writeFile(path, `${JSON.stringify(data, null, 2)}\n`, 'utf8');
        io.out(`Exported ${data.pages.length} pages and ${data.redirects.length} redirects of ${site.micrositeId} to ${path}`);
        const variants = data.pages.reduce((sum, page) => sum + page.variants.length, 0);
        if (variants > 0) io.out(`Including ${variants} content variant(s)`);
      } else {
        const counts = await importSiteContent(db, site, content!);
        io.out(`Imported ${counts.pages} pages and ${counts.redirects} redirects into ${site.micrositeId} from ${path}`);
        if (counts.variants > 0) io.out(`Including ${counts.variants} content variant(s)`);
        const warnings = blockWarnings(content!);
        if (warnings.length > 0) io.out(`Warning: ${warnings.length} block problem(s) the public site will skip until fixed:\n${warnings.map((w) => `  - ${w}`).join('\n')}`);
        for (const [from, to] of Object.entries(counts.renamedVariants)) {
          io.out(`Variant "${from}" is used by another site: imported as "${to}" (?variant=${to})`);
        }
      }
      return 0;
    });
  } catch (error) {
    io.err(`content ${command} failed: ${errorMessage(error)}`);
    return 1;
  }
}

runWhenInvoked(import.meta.url, runContentCli);
