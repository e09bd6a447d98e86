/**
 * `npm run alerts -- run [--dry-run]` on the test's database (in this process; tests/api/cliSmoke.test.ts
 * runs it as a command), sending to a local SMTP sink: prints what it did, sends each digest once
 * (to confirmed subscriptions only), deletes the sign-ups left unconfirmed for 7 days, and a second
 * run sends nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAlertsCli } from '../../src/server/cli/alerts';
import { savedSearches } from '../../src/server/db/schema';
import { startSmtpSink, type SmtpSink } from '../support/smtpSink';
import { insertListings, listing, savedSearch } from './alertsFixtures';
import { insertFixtureSites } from './fixtures';
import { insertTestMunicipalities } from './leadFormsFixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let handle: TestDatabase;
let sink: SmtpSink;

beforeAll(async () => {
  handle = await openTestDatabase();
  await insertFixtureSites(handle.db);
  await insertTestMunicipalities(handle.db);
  // Listed a minute ago, after the search was created (a day ago).
  await insertListings(handle.db, [listing({ listedAt: new Date(Date.now() - 60_000) })]);
  const search = await savedSearch(handle.db, { email: 'marie.roy@exemple.test' });
  await handle.db.update(savedSearches).set({ createdAt: new Date(Date.now() - 86_400_000) }).where(eq(savedSearches.id, search.id));
  // Two sign-ups never confirmed: one 8 days old (expired), one a minute old (still pending).
  await savedSearch(handle.db, { email: 'jamais.confirme@exemple.test', confirmedAt: null, consentRequestedAt: new Date(Date.now() - 8 * 86_400_000) });
  await savedSearch(handle.db, { email: 'en.attente@exemple.test', confirmedAt: null, consentRequestedAt: new Date(Date.now() - 60_000) });
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await handle.dispose();
});

/** The e-mails of the saved searches left in the database, sorted. */
async function emails(): Promise<string[]> {
  return (await handle.db.select({ email: savedSearches.email }).from(savedSearches)).map((row) => row.email).sort();
}

async function cli(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAlertsCli(argv, { env, database: handle.db, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

it('previews, sends once, then has nothing left to send', async () => {
  expect((await cli(['send'])).code).toBe(2);
  expect((await cli(['run', '--force'])).code).toBe(2);
  const noSmtp = await cli(['run']);
  expect(noSmtp.code).toBe(1);
  expect(noSmtp.err).toContain('SMTP_URL');

  const dry = await cli(['run', '--dry-run']);
  expect(dry.code).toBe(0);
  expect(dry.out).toContain('dry-run\tmarie.roy@exemple.test\tfr\t1/1 listing(s)\tAlerte immobilière : 1 propriété correspond à votre recherche');
  expect(dry.out).toContain('Dry run: 1 digest(s) would be sent (1 saved searches checked); nothing was sent.');
  expect(dry.out).toContain('Dry run: 1 unconfirmed subscription(s) older than 7 days would be deleted.');
  expect(sink.messages).toHaveLength(0);
  expect(await emails()).toEqual(['en.attente@exemple.test', 'jamais.confirme@exemple.test', 'marie.roy@exemple.test']);

  const sent = await cli(['run'], { SMTP_URL: sink.url, PORT: '4321' });
  expect(sent.code).toBe(0);
  expect(sent.out).toContain('1 digest(s) sent, 0 failed (1 saved searches checked).');
  expect(sink.messages).toHaveLength(1);
  expect(sink.messages[0].envelope.to).toEqual(['marie.roy@exemple.test']);
  expect(sent.out).toContain('1 unconfirmed alert subscription(s) expired after 7 days and were deleted');
  expect(await emails()).toEqual(['en.attente@exemple.test', 'marie.roy@exemple.test']);

  const again = await cli(['run'], { SMTP_URL: sink.url });
  expect(again.out).toContain('0 digest(s) sent, 0 failed (1 saved searches checked).');
  expect(sink.messages).toHaveLength(1);
});
