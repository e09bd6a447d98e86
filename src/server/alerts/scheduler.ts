/**
 * The daily property alert job of the server: a
 * `setTimeout` chain firing at a wall-clock time in a time zone (default 07:00 America/Toronto,
 * daylight saving time included). One run at a time; a failed run is logged and the next day's
 * run still happens. `ALERTS_SCHEDULE=off` disables it; `ALERTS_SCHEDULE=HH:MM` moves it.
 */
import { DEFAULT_TIME_ZONE } from '../../lib/dates';
import type { MailLog } from '../mail/outbox';

/** A wall-clock time of day (24 h). */
export interface DailyTime {
  hour: number;
  minute: number;
}

/** 07:00, the default run time. */
export const DEFAULT_ALERTS_TIME: DailyTime = { hour: 7, minute: 0 };

/**
 * Reads `ALERTS_SCHEDULE`: unset or empty → 07:00; `off` (or `false`, `no`, `0`) → null (disabled);
 * `HH:MM` → that time.
 * @throws Error on any other value
 */
export function readAlertsSchedule(value: string | undefined): DailyTime | null {
  const trimmed = value?.trim();
  if (!trimmed) return DEFAULT_ALERTS_TIME;
  if (/^(off|false|no|0)$/i.test(trimmed)) return null;
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(trimmed);
  if (!match) throw new Error(`ALERTS_SCHEDULE must be "off" or a time "HH:MM" (e.g. 07:00), got "${value}"`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** Offset (ms) of `timeZone` from UTC at `instant` (Toronto in winter: −5 h). */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The local calendar date (y, m 1–12, d) of `instant` in `timeZone`. */
function localDate(instant: Date, timeZone: string): { y: number; m: number; d: number } {
  const offset = zoneOffsetMs(instant, timeZone);
  const local = new Date(instant.getTime() + offset);
  return { y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate() };
}

/** The instant of `time` on local date (y, m, d) in `timeZone`. */
function zonedInstant(y: number, m: number, d: number, time: DailyTime, timeZone: string): Date {
  const wall = Date.UTC(y, m - 1, d, time.hour, time.minute);
  let guess = wall - zoneOffsetMs(new Date(wall), timeZone);
  guess = wall - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/**
 * The next instant strictly after `now` when the wall clock of `timeZone` reads `time`.
 * `nextDailyRun(2026-11-21T11:00Z, 07:00, 'America/Toronto')` → 2026-11-22T12:00Z.
 */
export function nextDailyRun(now: Date, time: DailyTime, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const today = localDate(now, timeZone);
  for (let days = 0; days < 3; days++) {
    const date = new Date(Date.UTC(today.y, today.m - 1, today.d + days));
    const at = zonedInstant(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), time, timeZone);
    if (at.getTime() > now.getTime()) return at;
  }
  throw new Error('nextDailyRun: no run time found within 3 days');
}

export interface AlertsSchedulerOptions {
  /** One run of the job (e.g. `() => runAlerts(...)`); a rejection is logged. */
  run: () => Promise<unknown>;
  /** Daily time (default 07:00). */
  time?: DailyTime;
  /** IANA time zone (default America/Toronto). */
  timeZone?: string;
  /** Clock (tests). */
  now?: () => Date;
  log?: MailLog;
  /**
   * Claims the run of a local day (`YYYY-MM-DD`) before it starts; false: another instance has it,
   * this one skips the day. Omitted: always run.
   */
  claim?: (runKey: string) => Promise<boolean>;
}

export interface AlertsScheduler {
  /** Arms the timer for the next run time. */
  start(): void;
  /** Disarms it and waits for a run in progress. */
  stop(): Promise<void>;
  /** When the next run is due, or null when stopped. */
  nextRunAt(): Date | null;
}

/** The local date of `instant` in `timeZone` as `YYYY-MM-DD` (the key of a daily run). */
export function localDateKey(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { y, m, d } = localDate(instant, timeZone);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Longest single `setTimeout` (ms); longer waits are chained. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Creates the daily scheduler (stopped until `start()`). */
export function createAlertsScheduler(options: AlertsSchedulerOptions): AlertsScheduler {
  const time = options.time ?? DEFAULT_ALERTS_TIME;
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? console;
  let timer: NodeJS.Timeout | undefined;
  let next: Date | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;

  function arm(): void {
    if (stopped) return;
    next ??= nextDailyRun(now(), time, timeZone);
    const wait = Math.max(0, next.getTime() - now().getTime());
    clearTimeout(timer);
    timer = setTimeout(wait > MAX_TIMEOUT_MS ? arm : fire, Math.min(wait, MAX_TIMEOUT_MS));
    timer.unref?.();
  }

  function fire(): void {
    if (stopped || running) return;
    // A timer may fire a millisecond early: wait for the due time rather than run twice.
    if (next && now().getTime() < next.getTime()) return arm();
    const dueAt = next ?? now();
    next = null;
    running = (async () => {
      // Several instances on one database: only the one that claims the day runs it.
      if (options.claim && !(await options.claim(localDateKey(dueAt, timeZone)))) {
        log.info(`[alerts] the run of ${localDateKey(dueAt, timeZone)} was already started by another instance.`);
        return;
      }
      await options.run();
    })()
      .then(
        () => undefined,
        (error: unknown) => log.error('[alerts] the daily alert run failed', error),
      )
      .finally(() => {
        running = null;
        arm();
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      arm();
    },
    async stop() {
      stopped = true;
      next = null;
      clearTimeout(timer);
      await running;
    },
    nextRunAt: () => (stopped ? null : next),
  };
}
