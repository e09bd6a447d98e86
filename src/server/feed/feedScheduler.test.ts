import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFeedScheduler, DEFAULT_FEED_SYNC_EVERY_MS, readFeedSyncEvery } from './feedScheduler';
import type { FeedSyncResult } from './syncFeed';

const completed = (added: number): Extract<FeedSyncResult, { outcome: 'completed' | 'failed' }> => ({ outcome: 'completed', runId: 1, error: null, summary: { added, updated: 0, removed: 0, skipped: [], photosFetched: 0, photosFailed: 0, requests: 2 } });

describe('readFeedSyncEvery', () => {
  it('reads a period, off, or the 15-minute default', () => {
    expect(readFeedSyncEvery(undefined)).toBe(DEFAULT_FEED_SYNC_EVERY_MS);
    expect(readFeedSyncEvery(' ')).toBe(15 * 60_000);
    expect(readFeedSyncEvery('off')).toBeNull();
    expect(readFeedSyncEvery('30m')).toBe(30 * 60_000);
    expect(readFeedSyncEvery('1h')).toBe(3_600_000);
    expect(readFeedSyncEvery('900s')).toBe(900_000);
    expect(readFeedSyncEvery('20')).toBe(20 * 60_000);
  });

  it('refuses nonsense and periods under a minute, saying what it expects', () => {
    expect(() => readFeedSyncEvery('often')).toThrow('FEED_SYNC_EVERY must be "off" or a period of at least a minute');
    expect(() => readFeedSyncEvery('10s')).toThrow('got "10s"');
  });
});

describe('createFeedScheduler', () => {
  afterEach(() => vi.useRealTimers());

  it('syncs every connected site one after the other at each tick, and keeps ticking after a failed run', async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const log = { info: vi.fn(), warn: vi.fn() };
    const scheduler = createFeedScheduler({
      everyMs: 60_000,
      firstTickMs: 1000,
      log,
      sites: async () => ['site-a', 'site-b'],
      sync: async (siteId) => {
        calls.push(siteId);
        return siteId === 'site-a' ? completed(3) : { outcome: 'failed', runId: 2, error: 'The feed answered HTTP 503', summary: completed(0).summary };
      },
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['site-a', 'site-b']);
    expect(log.info).toHaveBeenCalledWith('[feed] site-a: 3 added, 0 updated, 0 removed, 0 skipped.');
    expect(log.warn).toHaveBeenCalledWith('[feed] site-b: the sync stopped (The feed answered HTTP 503); the next one resumes where it stopped.');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual(['site-a', 'site-b', 'site-a', 'site-b']);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(4);
  });

  it('stop() waits for the sync under way', async () => {
    let finish!: () => void;
    const scheduler = createFeedScheduler({ everyMs: 60_000, sites: async () => ['site-a'], sync: () => new Promise((resolve) => (finish = () => resolve(completed(0)))) });
    scheduler.start();
    const tick = scheduler.tick();
    await vi.waitFor(() => expect(finish).toBeDefined());
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await Promise.all([tick, stopping]);
    expect(stopped).toBe(true);
  });
});
