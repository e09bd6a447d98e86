/**
 * How every command-line tool starts: its `run…Cli(argv, io)` is what tests call in process; the
 * same file, started as `npm run <tool>` (bundled by scripts/cli.mjs), runs it with the process's arguments, environment
 * and console, and leaves its exit code to the process.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { errorMessage } from '../../lib/errorMessage';

/** The part of a CLI's `io` the console provides. */
export interface ConsoleIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * Runs `run` when the module at `moduleUrl` (its `import.meta.url`) is the script the process
 * started, not when it is imported. A rejection is printed (its message) and exits 1.
 */
export function runWhenInvoked(moduleUrl: string, run: (argv: string[], io: ConsoleIo) => Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(resolve(process.argv[1])).href) return;
  run(process.argv.slice(2), { env: process.env, out: (line) => console.log(line), err: (line) => console.error(line) })
    .then((code) => {
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      console.error(errorMessage(error));
      process.exitCode = 1;
    });
}
