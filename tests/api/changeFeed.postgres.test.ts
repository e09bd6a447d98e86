/**
 * Several instances on one PostgreSQL database: a change announced by one reaches every other
 * instance's listener (LISTEN/NOTIFY), and instances starting together migrate and seed one after
 * the other (an advisory lock), so the seed runs once. Runs in the `api-postgres` project only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForChanges, publishChange } from '../../src/server/db/changeFeed';
import { migrate, openDatabase, withStartupLock, type DatabaseHandle } from '../../src/server/db/client';
import type { ContentChange } from '../../src/server/pageCache/contentChanges';
import { countSites, insertSite } from '../../src/server/db/repositories/sites';
import { emptyPostgresDatabase, openTestDatabase, type TestDatabase } from './testDatabase';

describe('changes announced between instances', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('a change published by one instance reaches the listener of another, in order', async () => {
    const heard: ContentChange[] = [];
    let expected!: () => void;
    const both = new Promise<void>((resolve) => (expected = resolve));
    const listener = listenForChanges(database.databaseUrl!, (change) => {
      heard.push(change);
      if (heard.length === 2) expected();
    });
    try {
      await listener.ready;
      await publishChange(database.db, { kind: 'listings', siteIds: ['site-a'], uls: ['12345678'] });
      await publishChange(database.db, { kind: 'site', siteId: 'site-b' });
      await both;
      expect(heard).toEqual([
        { kind: 'listings', siteIds: ['site-a'], uls: ['12345678'] },
        { kind: 'site', siteId: 'site-b' },
      ]);
    } finally {
      await listener.close();
    }
  });
});

describe('instances starting together on an empty database', () => {
  it('migrate and seed one after the other, so the seed runs once', async () => {
    const fresh = await emptyPostgresDatabase();
    const handles: DatabaseHandle[] = [];
    let running = 0;
    let overlapped = false;
    try {
      for (let i = 0; i < 3; i += 1) handles.push(await openDatabase({ databaseUrl: fresh.url }));
      // What start-up does under the lock, with a seed step of one site (the whole seed is tested
      // in seed.test.ts): each instance migrates, then seeds when it finds no site.
      const outcomes = await Promise.all(
        handles.map((handle, i) =>
          withStartupLock(handle, async () => {
            running += 1;
            overlapped ||= running > 1;
            try {
              await migrate(handle);
              if ((await countSites(handle.db)) > 0) return 'found';
              await insertSite(handle.db, { id: `site-${i}`, micrositeId: `site-${i}`, siteKey: `key-${i}`, siteType: 'broker', domains: [`site-${i}.test`], settings: {} });
              return 'seeded';
            } finally {
              running -= 1;
            }
          }),
        ),
      );
      expect(overlapped).toBe(false);
      expect(outcomes.filter((outcome) => outcome === 'seeded')).toHaveLength(1);
      expect(await countSites(handles[0].db)).toBe(1);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await fresh.drop();
    }
  });
});
