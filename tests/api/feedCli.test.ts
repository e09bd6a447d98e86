/**
 * Feed CLI, connect and status: the connection is tried against a RESO Web API server started
 * here (tests/support/resoServer.ts) before it is saved; secrets come from environment variables
 * and never come out again (status, its JSON, error messages).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFeedCli } from '../../src/server/cli/feed';
import { findFeedConnection } from '../../src/server/db/repositories/feedConnections';
import { feedConnections } from '../../src/server/db/schema';
import { startResoServer, type ResoServer } from '../support/resoServer';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let feed: ResoServer;
const SECRET = 'board-client-secret-7f3a';

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  feed = await startResoServer({
    clientSecret: SECRET,
    data: {
      Property: [
        { ListingKey: 'K1', ListOfficeKey: 'QC1234', ModificationTimestamp: '2026-11-20T10:00:00Z' },
        { ListingKey: 'K2', ListOfficeKey: 'QC9999', ModificationTimestamp: '2026-11-20T10:01:00Z' },
      ],
    },
  });
});
afterAll(async () => {
  await feed.close();
  await database.dispose();
});

async function cli(argv: string[], env: NodeJS.ProcessEnv = { FEED_SECRET: SECRET }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runFeedCli(argv, { env, database: database.db, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const connectOauth = (filter: string, site = FIXTURE.micrositeId) =>
  cli(['connect', site, '--url', feed.serviceRoot, '--token-url', feed.tokenUrl, '--client-id', feed.clientId, '--client-secret-env', 'FEED_SECRET', '--filter', filter]);

describe('npm run feed -- connect', () => {
  it('tries the connection, saves it, and never prints the secret', async () => {
    const result = await connectOauth("ListOfficeKey eq 'QC1234'");
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain(`Connected ${FIXTURE.micrositeId} to ${feed.serviceRoot} (filter: ListOfficeKey eq 'QC1234').`);
    expect(result.out).toContain('The feed answered with listing K1.');
    expect(result.out).not.toContain(SECRET);
    expect(await findFeedConnection(database.db, FIXTURE.siteId)).toMatchObject({ authKind: 'oauth', clientId: feed.clientId, secret: SECRET, filter: "ListOfficeKey eq 'QC1234'" });
  });

  it('refuses a filter the feed does not understand, with the feed’s message, and keeps the saved connection', async () => {
    const result = await connectOauth("ListOficeKey eq 'QC1234'");
    expect(result.code).toBe(1);
    expect(result.err).toBe("The feed refused the connection, nothing was saved: The feed answered HTTP 400 to /odata/Property: Could not find a property named 'ListOficeKey' on type 'Property'");
    expect((await findFeedConnection(database.db, FIXTURE.siteId))?.filter).toBe("ListOfficeKey eq 'QC1234'");
  });

  it('refuses wrong credentials without printing them', async () => {
    const result = await cli(
      ['connect', FIXTURE.otherMicrositeId, '--url', feed.serviceRoot, '--token-url', feed.tokenUrl, '--client-id', feed.clientId, '--client-secret-env', 'FEED_SECRET'],
      { FEED_SECRET: 'not-the-secret' },
    );
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^The feed refused the connection, nothing was saved: The token endpoint refused the client \(HTTP 401\)/);
    expect(result.err).not.toContain('not-the-secret');
    expect(await findFeedConnection(database.db, FIXTURE.otherSiteId)).toBeNull();
  });

  it('connects with a static bearer token read from the environment', async () => {
    // The test server gives tokens only through its token endpoint: get one as a board would hand it out.
    const response = await fetch(feed.tokenUrl, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: feed.clientId, client_secret: SECRET }) });
    const { access_token: token } = (await response.json()) as { access_token: string };
    const result = await cli(['connect', FIXTURE.otherMicrositeId, '--url', `${feed.serviceRoot}/`, '--token-env', 'BOARD_TOKEN'], { BOARD_TOKEN: token });
    expect(result).toMatchObject({ code: 0 });
    expect(await findFeedConnection(database.db, FIXTURE.otherSiteId)).toMatchObject({ authKind: 'bearer', serviceRoot: feed.serviceRoot, secret: token, filter: null, tokenUrl: null });
  });

  it('explains usage errors: a missing secret variable, an http URL off this machine, mixed authentications, an unknown site', async () => {
    expect(await cli(['connect', FIXTURE.micrositeId, '--url', feed.serviceRoot, '--token-env', 'UNSET_VAR'], {})).toMatchObject({
      code: 2,
      err: 'UNSET_VAR is not set: --token-env names the environment variable holding the bearer token.',
    });
    expect(await cli(['connect', FIXTURE.micrositeId, '--url', 'http://board.example/odata', '--token-env', 'FEED_SECRET'])).toMatchObject({
      code: 2,
      err: 'serviceRoot: The service root URL must use https (http only for localhost)',
    });
    expect((await cli(['connect', FIXTURE.micrositeId, '--url', feed.serviceRoot, '--token-env', 'FEED_SECRET', '--client-id', 'x'])).code).toBe(2);
    expect((await cli(['connect', FIXTURE.micrositeId, '--url'])).code).toBe(2);
    expect(await cli(['connect', 'nowhere.example', '--url', feed.serviceRoot, '--token-env', 'FEED_SECRET'])).toMatchObject({ code: 1, err: 'No site matches "nowhere.example" (give a site id, microsite id or domain).' });
  });

  it('starts replication over when the filter changes, and keeps its checkpoint when only the credentials change', async () => {
    const checkpoint = new Date('2026-11-20T10:00:00.000Z');
    await connectOauth("ListOfficeKey eq 'QC1234'");
    await database.db.update(feedConnections).set({ checkpoint, resumeLink: `${feed.serviceRoot}/Property?$skiptoken=x` });
    expect((await connectOauth("ListOfficeKey eq 'QC1234'")).code).toBe(0);
    expect(await findFeedConnection(database.db, FIXTURE.siteId)).toMatchObject({ checkpoint, resumeLink: expect.any(String) });
    expect((await connectOauth("ListOfficeKey in ('QC1234','QC9999')")).code).toBe(0);
    expect(await findFeedConnection(database.db, FIXTURE.siteId)).toMatchObject({ checkpoint: null, resumeLink: null });
  });
});

describe('npm run feed -- status', () => {
  it('shows the connection without its secret, in text and JSON', async () => {
    await connectOauth("ListOfficeKey eq 'QC1234'");
    const text = await cli(['status', FIXTURE.micrositeId]);
    expect(text.code).toBe(0);
    expect(text.out).toContain(`Feed of ${FIXTURE.micrositeId}: ${feed.serviceRoot}`);
    expect(text.out).toContain(`Authentication: OAuth 2.0 client credentials (client ${feed.clientId}, token URL ${feed.tokenUrl}); secret set`);
    expect(text.out).toContain('No run yet.');
    const json = await cli(['status', FIXTURE.micrositeId, '--json']);
    expect(JSON.parse(json.out)).toMatchObject({
      site: FIXTURE.micrositeId,
      connection: { serviceRoot: feed.serviceRoot, auth: { kind: 'oauth', clientId: feed.clientId }, filter: "ListOfficeKey eq 'QC1234'", checkpoint: null, resumable: false },
      runs: [],
    });
    expect(`${text.out}${json.out}`).not.toContain(SECRET);
  });

  it('says when no feed is connected', async () => {
    await database.db.delete(feedConnections);
    expect(await cli(['status', FIXTURE.micrositeId])).toMatchObject({ code: 0, out: expect.stringMatching(/^No feed is connected to test-broker\./) });
    expect(JSON.parse((await cli(['status', FIXTURE.micrositeId, '--json'])).out)).toEqual({ site: FIXTURE.micrositeId, connection: null, runs: [] });
  });
});
