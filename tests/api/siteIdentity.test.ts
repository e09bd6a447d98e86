/**
 * The listing routes' site check (src/server/api/siteAccess.ts `siteIdFromKey`): 401 without a
 * key, 404 for an unknown microsite, 403 for a wrong key, as `siteFromKey`; a found site's id and
 * key are kept for `SITE_IDENTITY_RECHECK_MS`, so a change made outside this process (another
 * instance, a manual edit) is seen once that time has passed, and not before.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_IDENTITY_RECHECK_MS, siteIdFromKey } from '../../src/server/api/siteAccess';
import { sites } from '../../src/server/db/schema';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let now = 1_000_000;
const app = new Hono();

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  app.get('/:microsite_id/check', async (c) => {
    const access = await siteIdFromKey(c, database.db, now);
    return access.ok ? c.json({ siteId: access.siteId }) : access.response;
  });
});
afterAll(() => database.dispose());

const check = async (key: string | null, micrositeId = FIXTURE.micrositeId) => {
  const response = await app.request(`/${micrositeId}/check`, { headers: key === null ? {} : { 'X-Site-Key': key } });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};

describe('siteIdFromKey', () => {
  it('answers 401 without a key, 404 for an unknown microsite, 403 for a wrong key, the site’s id for its key', async () => {
    expect(await check(null)).toEqual({ status: 401, body: { status: 'error', message: 'Missing X-Site-Key header' } });
    expect(await check(FIXTURE.siteKey, 'no-such-site')).toEqual({ status: 404, body: { status: 'error', message: 'Site not found' } });
    expect(await check('wrong-key')).toEqual({ status: 403, body: { status: 'error', message: 'Invalid site key' } });
    expect(await check(FIXTURE.siteKey)).toEqual({ status: 200, body: { siteId: FIXTURE.siteId } });
  });

  it('sees a key changed outside this process once the recheck time has passed, not before', async () => {
    now += SITE_IDENTITY_RECHECK_MS;
    expect((await check(FIXTURE.siteKey)).status).toBe(200);
    await database.db.update(sites).set({ siteKey: 'rotated-key' }).where(eq(sites.id, FIXTURE.siteId));
    try {
      now += SITE_IDENTITY_RECHECK_MS - 1;
      expect((await check(FIXTURE.siteKey)).status).toBe(200);
      expect((await check('rotated-key')).status).toBe(403);
      now += 1;
      expect((await check('rotated-key')).status).toBe(200);
      expect((await check(FIXTURE.siteKey)).status).toBe(403);
    } finally {
      await database.db.update(sites).set({ siteKey: FIXTURE.siteKey }).where(eq(sites.id, FIXTURE.siteId));
    }
  });

  it('asks again for a microsite that was not found: a site created meanwhile answers at once', async () => {
    expect((await check('new-key', 'new-site')).status).toBe(404);
    await database.db.insert(sites).values({ id: 'site-new', micrositeId: 'new-site', siteKey: 'new-key', siteType: 'broker', domains: ['new.test'], settings: {} });
    expect(await check('new-key', 'new-site')).toEqual({ status: 200, body: { siteId: 'site-new' } });
  });
});
