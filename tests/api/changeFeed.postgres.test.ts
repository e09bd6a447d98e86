/**
 * Several instances on one PostgreSQL database: a change announced by one reaches every other
 * instance's listener (LISTEN/NOTIFY), and instances starting together migrate and seed one after
 * the other (an advisory lock), so the seed runs once. Runs in the `api-postgres` project only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForChanges, publishChange } from '../../src/server/db/changeFeed';
import { migrate, openDatabase, withStartupLock, type DatabaseHandle } from '../../src/server/db/client';
import type { ContentChange } from '../../src/server/pageCache/contentChanges';
import { seedIfEmpty } from '../../src/server/seed/index';
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
  it('migrate and seed once, one after the other', async () => {
    const fresh = await emptyPostgresDatabase();
    const handles: DatabaseHandle[] = [];
    try {
      for (let i = 0; i < 3; i += 1) handles.push(await openDatabase({ databaseUrl: fresh.url }));
      const reports = await Promise.all(
        handles.map((handle) =>
          withStartupLock(handle, async () => {
            await migrate(handle);
            return seedIfEmpty(handle.db, { host: '127.0.0.1' });
          }),
        ),
      );
      expect(reports.filter((report) => report.sites > 0)).toHaveLength(1);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await fresh.drop();
    }
  });
});
