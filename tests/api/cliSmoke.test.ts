/**
 * Each command-line tool as the command a user types (`npm run users|content|alerts|feed`), in its
 * own process: each one answers a call without a command with its own usage (exit 2), and one
 * command goes all the way through the database the process finds in `DATA_DIR`. One is enough: a
 * process opening the database is 2–3 s on a busy machine, most of it PGlite starting. What each
 * command does is tested in process against the test database (authUsersCli, contentCli,
 * contentCliVariants, alertsCli, feedCli).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { createTestDataDir } from './testDatabase';

const run = promisify(execFile);
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

let data: Awaited<ReturnType<typeof createTestDataDir>>;

beforeAll(async () => {
  data = await createTestDataDir((handle) => insertFixtureSites(handle.db));
});
afterAll(() => data.remove());

/** Runs package.json's `{name}` script (a `node …` command) with `args`, as `npm run {name} -- …` does. @returns its exit code and output */
async function command(name: string, args: string[]) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const [program, ...scriptArgs] = scripts[name].split(' ');
  expect(program).toBe('node');
  try {
    const { stdout, stderr } = await run(process.execPath, [...scriptArgs, ...args], { env: { ...env, DATA_DIR: data.dataDir } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the command-line tools as commands', () => {
  it('npm run content -- export', async () => {
    const file = join(dirname(data.dataDir), 'export.json');
    const result = await command('content', ['export', FIXTURE.micrositeId, file]);
    expect(result).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Exported 4 pages and 2 redirects/) });
    expect(JSON.parse(readFileSync(file, 'utf8')).format).toBe('vitrine-site-content');
  });

  it('a usage error exits 2 with the usage', async () => {
    expect(await command('content', ['publish'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage:') });
  });

  for (const tool of ['users', 'alerts', 'feed']) {
    it(`npm run ${tool} without a command exits 2 with its own usage`, async () => {
      expect(await command(tool, [])).toMatchObject({ code: 2, stderr: expect.stringContaining(`npm run ${tool} -- `) });
    });
  }
});
