import { afterEach, describe, expect, it } from 'vitest';
import { startResoServer, type ResoServer } from '../../../tests/support/resoServer';
import { createResoClient, FeedRequestError, retryAfterMs, type ResoClientOptions } from './resoClient';

/** Five listings of one office and one of another, modified a minute apart. */
const listings = () =>
  Array.from({ length: 6 }, (_, i) => ({
    ListingKey: `K${i + 1}`,
    ListingId: `2800000${i + 1}`,
    ListOfficeKey: i < 5 ? 'QC1234' : 'QC9999',
    ListPrice: 400_000 + i * 1000,
    StandardStatus: 'Active',
    ModificationTimestamp: `2026-11-20T10:0${i}:00Z`,
  }));

let server: ResoServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A client of `server` that records its waits instead of waiting. */
function clientOf(started: ResoServer, options: Partial<ResoClientOptions> = {}) {
  const waits: number[] = [];
  const client = createResoClient({
    serviceRoot: started.serviceRoot,
    auth: { kind: 'oauth', tokenUrl: started.tokenUrl, clientId: started.clientId, clientSecret: started.clientSecret },
    maxPageSize: 2,
    sleep: async (ms) => void waits.push(ms),
    ...options,
  });
  return { client, waits };
}

const OFFICE_QUERY = { filter: "ListOfficeKey eq 'QC1234'", select: ['ListingKey', 'ListPrice', 'ModificationTimestamp'], orderby: 'ModificationTimestamp asc,ListingKey asc' };

async function keysOf(pages: AsyncGenerator<{ records: Record<string, unknown>[] }>) {
  const keys: string[] = [];
  for await (const page of pages) keys.push(...page.records.map((record) => String(record.ListingKey)));
  return keys;
}

describe('createResoClient', () => {
  it('reads a collection by the server’s nextLink, asking for the page size on every page, with the selected fields only', async () => {
    server = await startResoServer({ data: { Property: listings() } });
    const { client } = clientOf(server);
    const pages = [];
    for await (const page of client.pages('Property', OFFICE_QUERY)) pages.push(page);
    expect(pages.map((page) => page.records.map((record) => record.ListingKey))).toEqual([['K1', 'K2'], ['K3', 'K4'], ['K5']]);
    expect(Object.keys(pages[0].records[0]).sort()).toEqual(['ListPrice', 'ListingKey', 'ModificationTimestamp']);
    expect(pages[2].nextLink).toBeNull();
    const reads = server.requests.filter((request) => request.path === '/odata/Property');
    expect(reads).toHaveLength(3);
    expect(reads.every((request) => request.prefer === 'odata.maxpagesize=2')).toBe(true);
    // Pages after the first are the server's own links, never a $skip the client computed.
    expect(reads.slice(1).every((request) => request.query.has('$skiptoken') && !request.query.has('$skip'))).toBe(true);
    expect(client.requests).toBe(4);
  });

  it('filters incrementally on ModificationTimestamp (a DateTimeOffset, unquoted)', async () => {
    server = await startResoServer({ data: { Property: listings() } });
    const { client } = clientOf(server);
    const keys = await keysOf(client.pages('Property', { ...OFFICE_QUERY, filter: "ListOfficeKey eq 'QC1234' and ModificationTimestamp gt 2026-11-20T10:02:00Z" }));
    expect(keys).toEqual(['K4', 'K5']);
  });

  it('sends filters with in, or, not and parentheses as the server reads them (agent keys, several offices)', async () => {
    server = await startResoServer({ data: { Property: listings() } });
    const { client } = clientOf(server);
    const filter = "(ListingKey in ('K1','K6') or ListPrice ge 404000) and not (ListOfficeKey eq 'QC9999')";
    expect(await keysOf(client.pages('Property', { ...OFFICE_QUERY, filter }))).toEqual(['K1', 'K5']);
  });

  it('resumes from a saved nextLink without repeating or losing a record, even when records changed meanwhile', async () => {
    server = await startResoServer({ data: { Property: listings() } });
    const { client } = clientOf(server);
    const first = await client.pages('Property', OFFICE_QUERY).next();
    const saved = first.value!.nextLink!;
    // Upstream, a listing already read changes: it moves to the end of the order.
    server.data.Property[0] = { ...server.data.Property[0], ListPrice: 390_000, ModificationTimestamp: '2026-11-20T11:00:00Z' };
    const rest = await keysOf(clientOf(server).client.pages('Property', OFFICE_QUERY, { nextLink: saved }));
    expect(rest).toEqual(['K3', 'K4', 'K5', 'K1']);
  });

  it('asks for one new token after a 401 and goes on', async () => {
    server = await startResoServer({ data: { Property: listings() } });
    const { client } = clientOf(server);
    const pages = client.pages('Property', OFFICE_QUERY);
    await pages.next();
    server.expireTokens();
    const keys: string[] = [];
    for await (const page of pages) keys.push(...page.records.map((record) => String(record.ListingKey)));
    expect(keys).toEqual(['K3', 'K4', 'K5']);
    expect(server.requests.filter((request) => request.path === '/oauth/token')).toHaveLength(2);
  });

  it('reports a client the token endpoint refuses, without retrying', async () => {
    server = await startResoServer({ data: { Property: listings() } });
    const { client } = clientOf(server, { auth: { kind: 'oauth', tokenUrl: server.tokenUrl, clientId: 'someone', clientSecret: 'wrong' } });
    await expect(client.pages('Property', OFFICE_QUERY).next()).rejects.toMatchObject({ name: 'FeedRequestError', status: 401, detail: 'Unknown client' });
    expect(server.requests).toHaveLength(1);
  });

  it('waits as long as a 429 or 503 asks (Retry-After), then reads the page', async () => {
    server = await startResoServer({ data: { Property: listings() } });
    server.fail('Property', 429, { retryAfter: '3' });
    server.fail('Property', 503, { retryAfter: '1' });
    const { client, waits } = clientOf(server);
    expect(await keysOf(client.pages('Property', OFFICE_QUERY))).toEqual(['K1', 'K2', 'K3', 'K4', 'K5']);
    expect(waits).toEqual([3000, 1000]);
  });

  it('ends the run, reported, when Retry-After asks for longer than it may wait', async () => {
    server = await startResoServer({ data: { Property: listings() } });
    server.fail('Property', 429, { retryAfter: '3600' });
    const { client } = clientOf(server);
    await expect(client.pages('Property', OFFICE_QUERY).next()).rejects.toThrow(/asked to wait 3600 s/);
  });

  it('backs off exponentially on a 500 mid-run and goes on; gives up after its attempts, reported', async () => {
    server = await startResoServer({ data: { Property: listings() } });
    const { client, waits } = clientOf(server, { backoffMs: 100 });
    const pages = client.pages('Property', OFFICE_QUERY);
    await pages.next();
    server.fail('Property', 500, { count: 2 });
    const second = await pages.next();
    expect(second.done ? [] : second.value.records.map((record) => record.ListingKey)).toEqual(['K3', 'K4']);
    expect(waits).toEqual([100, 200]);

    server.fail('Property', 500, { count: 5 });
    const error = await pages.next().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedRequestError);
    expect(error).toMatchObject({ status: 500 });
    expect(waits).toEqual([100, 200, 100, 200, 400, 800]);
  });

  it('does not retry a request the server refuses (400), and gives the OData error', async () => {
    server = await startResoServer({ data: { Property: listings() } });
    const { client, waits } = clientOf(server);
    const error = await client.pages('Property', { ...OFFICE_QUERY, filter: "ListOficeKey eq 'QC1234'" }).next().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, detail: "Could not find a property named 'ListOficeKey' on type 'Property'" });
    expect(waits).toEqual([]);
  });

  it('reports a feed that cannot be reached after its attempts', async () => {
    const { client, waits } = clientOf({ serviceRoot: 'http://127.0.0.1:9/odata', tokenUrl: 'unused', clientId: '', clientSecret: '' } as ResoServer, {
      auth: { kind: 'bearer', token: 'static' },
      attempts: 3,
      backoffMs: 10,
    });
    await expect(client.pages('Property', OFFICE_QUERY).next()).rejects.toMatchObject({ status: null, message: expect.stringMatching(/could not be reached after 3 attempts/) });
    expect(waits).toEqual([10, 20]);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 12:00:30 GMT', Date.parse('2026-11-28T12:00:00Z'))).toBe(30_000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
