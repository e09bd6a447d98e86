/**
 * Several instances on one database run the daily alert digests once: each instance's scheduler
 * claims the day in `scheduled_runs` before running, and only the first claim wins. Runs on the
 * embedded database and, in the `api-postgres` project, on PostgreSQL with two connection pools.
 *
 * @postgres: claims of a scheduled run by two instances (row locks).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlertsScheduler } from '../../src/server/alerts/scheduler';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { claimScheduledRun } from '../../src/server/db/repositories/scheduledRuns';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let second: DatabaseHandle | null = null;

beforeAll(async () => {
  database = await openTestDatabase();
  // On PostgreSQL the second "instance" has its own pool, as another process would.
  if (database.databaseUrl) second = await openDatabase({ databaseUrl: database.databaseUrl });
});
afterAll(async () => {
  await second?.close();
  await database.dispose();
});

describe('daily alert runs with several instances', () => {
  it('two schedulers due at the same moment run the day once', async () => {
    // A clock 300 ms before 07:00 in Toronto on 2026-11-24 (12:00 UTC), moving in real time.
    const start = Date.now();
    const dueAt = Date.parse('2026-11-24T12:00:00.000Z');
    const now = () => new Date(dueAt - 300 + (Date.now() - start));
    const runs: string[] = [];
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const schedulers = [database.db, (second ?? database).db].map((db, i) =>
      createAlertsScheduler({
        time: { hour: 7, minute: 0 },
        now,
        log,
        claim: (day) => claimScheduledRun(db, 'alerts', day),
        run: async () => {
          runs.push(`instance ${i}`);
        },
      }),
    );
    schedulers.forEach((scheduler) => scheduler.start());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    expect(runs).toHaveLength(1);
    // The next day is free again.
    expect(await claimScheduledRun(database.db, 'alerts', '2026-11-25')).toBe(true);
    expect(await claimScheduledRun(database.db, 'alerts', '2026-11-24')).toBe(false);
  });
});
