/**
 * `npm run users -- add|passwd|list`: users created from the command line can log in;
 * a new password works, the old one does not, and open sessions are closed. The CLI runs in this
 * process on the test's database (tests/api/cliSmoke.test.ts runs it as a command).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUsersCli, type UsersCliIo } from '../../src/server/cli/users';
import { createCmsApiApp } from '../../src/server/cms/app';
import { insertFixtureSites } from './fixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;

// The server seeds its sites before anyone adds users.
beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
});
afterAll(() => database.dispose());

async function run(argv: string[], password = '') {
  const out: string[] = [];
  const err: string[] = [];
  const io: UsersCliIo = { env: {}, database: database.db, out: (l) => out.push(l), err: (l) => err.push(l), readPassword: async () => password };
  const code = await runUsersCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Logs in against the CLI's database; returns the HTTP status. */
async function tryLogin(email: string, password: string) {
  const app = createCmsApiApp({ db: database.db, loginDelayMs: 0 });
  const res = await app.request('http://localhost/auth/login', {
    method: 'POST',
    headers: { Origin: 'http://localhost', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

describe('users CLI', () => {
  it('adds users, lists them and refuses duplicates, weak passwords and bad usage', async () => {
    const added = await run(['add', 'Courtier@Exemple.ca', 'admin', '--name', 'Marie Gagnon'], 'Un-Long-Mot-De-Passe');
    expect(added).toMatchObject({ code: 0, out: 'Created admin courtier@exemple.ca on every site.' });
    expect((await run(['add', 'adjointe@exemple.ca', 'editor'], 'Un-Autre-Mot-De-Passe')).code).toBe(0);
    const list = await run(['list']);
    expect(list.code).toBe(0);
    // Without --site, a role on every site.
    const lines = list.out.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^adjointe@exemple\.ca\t\t[^,]+:editor, [^,]+:editor$/);
    expect(lines[1]).toMatch(/^courtier@exemple\.ca\tMarie Gagnon\t[^,]+:admin, [^,]+:admin$/);
    expect(await run(['add', 'courtier@exemple.ca', 'editor'], 'Un-Long-Mot-De-Passe')).toMatchObject({ code: 1, err: 'A user already has the e-mail courtier@exemple.ca.' });
    expect((await run(['add', 'x@exemple.ca', 'editor'], 'court')).code).toBe(1);
    expect((await run(['add', 'x@exemple.ca', 'owner'], 'Un-Long-Mot-De-Passe')).code).toBe(2);
    expect((await run(['remove', 'x@exemple.ca'])).code).toBe(2);
  });

  it('changes a password: the new one logs in, the old one is refused', async () => {
    expect(await tryLogin('courtier@exemple.ca', 'Un-Long-Mot-De-Passe')).toBe(200);
    const changed = await run(['passwd', 'courtier@exemple.ca'], 'Le-Nouveau-Mot-De-Passe');
    expect(changed.code).toBe(0);
    expect(await tryLogin('courtier@exemple.ca', 'Un-Long-Mot-De-Passe')).toBe(401);
    expect(await tryLogin('courtier@exemple.ca', 'Le-Nouveau-Mot-De-Passe')).toBe(200);
    expect((await run(['passwd', 'personne@exemple.ca'], 'Le-Nouveau-Mot-De-Passe')).code).toBe(1);
  });

  it('gives roles per site: add --site, grant, revoke, list', async () => {
    const added = await run(['add', 'agence@exemple.ca', 'editor', '--site', 'test-broker', '--name', 'Luc'], 'Un-Long-Mot-De-Passe');
    expect(added.code).toBe(0);
    const line = async () => (await run(['list'])).out.split('\n').find((l) => l.startsWith('agence@exemple.ca'));
    expect(await line()).toMatch(/\tLuc\t[^,]+:editor$/);
    expect((await run(['grant', 'agence@exemple.ca', 'admin', '--site', 'agence.test'])).code).toBe(0);
    expect(await line()).toMatch(/:editor, .+:admin$|:admin, .+:editor$/);
    expect((await run(['revoke', 'agence@exemple.ca', '--site', 'test-broker'])).code).toBe(0);
    expect(await line()).toMatch(/\tLuc\t[^,]+:admin$/);
    expect(await run(['grant', 'agence@exemple.ca', 'admin', '--site', 'nowhere.test'])).toMatchObject({ code: 1 });
    expect((await run(['grant', 'agence@exemple.ca', 'admin'])).code).toBe(2);
  });
});
