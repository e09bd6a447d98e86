/**
 * The feed sync of the server: every `FEED_SYNC_EVERY` (default 15 minutes; `off` disables it), one
 * run per connected site, one site after the other. Across instances a site's run is taken by one
 * of them (the sync's advisory lock: the others find it busy and skip it). A failed run is recorded
 * and logged; the next tick runs again.
 */
import type { FeedSyncResult } from './syncFeed';
import { errorMessage } from '../../lib/errorMessage';

/** 15 minutes, ms. */
export const DEFAULT_FEED_SYNC_EVERY_MS = 15 * 60_000;
/** The first tick after start, ms: soon enough to catch up after a restart, after the first pages are served. */
const FIRST_TICK_MS = 30_000;

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/**
 * Reads `FEED_SYNC_EVERY`: unset or empty → 15 minutes; `off` (or `false`, `no`, `0`) → null;
 * `<n>s`, `<n>m`, `<n>h` or a number of minutes (at least one minute).
 * @throws Error on any other value
 */
export function readFeedSyncEvery(value: string | undefined): number | null {
  const trimmed = value?.trim();
  if (!trimmed) return DEFAULT_FEED_SYNC_EVERY_MS;
  if (/^(off|false|no|0)$/i.test(trimmed)) return null;
  const match = /^(\d+)\s*([smh]?)$/i.exec(trimmed);
  const ms = match ? Number(match[1]) * UNIT_MS[(match[2] || 'm').toLowerCase()] : NaN;
  if (!(ms >= 60_000)) throw new Error(`FEED_SYNC_EVERY must be "off" or a period of at least a minute ("15m", "1h", "900s"), got "${value}"`);
  return ms;
}

export interface FeedSchedulerOptions {
  everyMs: number;
  /** The sites with a feed connected. */
  sites: () => Promise<string[]>;
  /** One run of a site's feed. */
  sync: (siteId: string) => Promise<FeedSyncResult>;
  log?: Pick<Console, 'info' | 'warn'>;
  /** Delay before the first tick, ms (default 30 s). */
  firstTickMs?: number;
}

export interface FeedScheduler {
  start(): void;
  /** Disarms the timer and waits for the tick in progress. */
  stop(): Promise<void>;
  /** Runs a tick now (what the timer does). */
  tick(): Promise<void>;
}

/** Creates the scheduler (stopped until `start()`). */
export function createFeedScheduler(options: FeedSchedulerOptions): FeedScheduler {
  const log = options.log ?? console;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = true;

  async function runSites(): Promise<void> {
    for (const siteId of await options.sites()) {
      if (stopped) return;
      const result = await options.sync(siteId);
      if (result.outcome === 'completed') {
        const { added, updated, removed, skipped } = result.summary;
        if (added || updated || removed || skipped.length) log.info(`[feed] ${siteId}: ${added} added, ${updated} updated, ${removed} removed, ${skipped.length} skipped.`);
      } else if (result.outcome === 'failed') log.warn(`[feed] ${siteId}: the sync stopped (${result.error}); the next one resumes where it stopped.`);
    }
  }

  function tick(): Promise<void> {
    running ??= runSites()
      .catch((error) => log.warn(`[feed] the scheduled sync failed: ${errorMessage(error)}`))
      .finally(() => {
        running = null;
        arm(options.everyMs);
      });
    return running;
  }

  function arm(wait: number): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void tick(), wait);
    timer.unref?.();
  }

  return {
    start() {
      stopped = false;
      arm(options.firstTickMs ?? Math.min(FIRST_TICK_MS, options.everyMs));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    tick,
  };
}
