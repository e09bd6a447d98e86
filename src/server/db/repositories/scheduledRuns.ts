/**
 * Claims of scheduled job runs (`scheduled_runs`): several instances on one database each try to
 * claim a job's period; exactly one insert succeeds and only that instance runs it.
 */
import type { Database } from '../client';
import { scheduledRuns } from '../schema';

/** True when this caller claimed `job` for `runKey` (and must run it); false when another did. */
export async function claimScheduledRun(db: Database, job: string, runKey: string): Promise<boolean> {
  const rows = await db.insert(scheduledRuns).values({ job, runKey }).onConflictDoNothing().returning({ job: scheduledRuns.job });
  return rows.length > 0;
}
