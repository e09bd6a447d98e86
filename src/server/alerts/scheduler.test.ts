import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAlertsScheduler, nextDailyRun, readAlertsSchedule } from './scheduler';

const SEVEN = { hour: 7, minute: 0 };

describe('nextDailyRun (07:00 America/Toronto)', () => {
  it('is later today before 07:00 and tomorrow from 07:00, in winter time', () => {
    expect(nextDailyRun(new Date('2026-11-21T11:00:00Z'), SEVEN).toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(nextDailyRun(new Date('2026-11-21T12:00:00Z'), SEVEN).toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(nextDailyRun(new Date('2026-11-21T23:30:00Z'), SEVEN).toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });

  it('follows daylight saving time', () => {
    expect(nextDailyRun(new Date('2026-07-01T10:00:00Z'), SEVEN).toISOString()).toBe('2026-07-01T11:00:00.000Z');
    // The night the clocks go forward (2026-03-08) and back (2026-11-01).
    expect(nextDailyRun(new Date('2026-03-07T13:00:00Z'), SEVEN).toISOString()).toBe('2026-03-08T11:00:00.000Z');
    expect(nextDailyRun(new Date('2026-10-31T12:00:00Z'), SEVEN).toISOString()).toBe('2026-11-01T12:00:00.000Z');
  });

  it('takes another time and zone', () => {
    expect(nextDailyRun(new Date('2026-11-21T11:00:00Z'), { hour: 6, minute: 30 }, 'UTC').toISOString()).toBe('2026-11-22T06:30:00.000Z');
  });
});

describe('readAlertsSchedule (ALERTS_SCHEDULE)', () => {
  it('defaults to 07:00, turns off with "off", reads HH:MM and rejects anything else', () => {
    expect(readAlertsSchedule(undefined)).toEqual(SEVEN);
    expect(readAlertsSchedule(' ')).toEqual(SEVEN);
    expect(readAlertsSchedule('off')).toBeNull();
    expect(readAlertsSchedule('OFF')).toBeNull();
    expect(readAlertsSchedule('06:30')).toEqual({ hour: 6, minute: 30 });
    expect(() => readAlertsSchedule('7am')).toThrow(/ALERTS_SCHEDULE/);
    expect(() => readAlertsSchedule('24:00')).toThrow(/ALERTS_SCHEDULE/);
  });
});

describe('createAlertsScheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once at 07:00 Toronto time, then again the next day; a failed run is logged and the next one still happens', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T11:59:00Z'));
    const errors: unknown[] = [];
    const run = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(undefined);
    const scheduler = createAlertsScheduler({ run, log: { info: () => {}, warn: () => {}, error: (...args) => errors.push(args) } });
    scheduler.start();
    expect(scheduler.nextRunAt()?.toISOString()).toBe('2026-11-21T12:00:00.000Z');

    await vi.advanceTimersByTimeAsync(59_000);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);
    expect(scheduler.nextRunAt()?.toISOString()).toBe('2026-11-22T12:00:00.000Z');

    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(2);

    await scheduler.stop();
    expect(scheduler.nextRunAt()).toBeNull();
    await vi.advanceTimersByTimeAsync(48 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
