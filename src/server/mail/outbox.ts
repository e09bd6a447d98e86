/**
 * The lead e-mail worker: sends the due rows of `lead_notifications`
 * one at a time; a failed send is recorded (attempts, last error) and retried with exponential
 * backoff ({@link retryDelayMs}) forever, until it goes out. Rows pending at start (a restart, or
 * retries waiting) are picked up by `start()`.
 *
 * The worker sleeps on a timer until the earliest pending row is due; `wake()` (a new lead) runs it
 * at once. One process, one send at a time; claims are atomic (see the repository) so a second
 * process would not send the same row twice.
 */
import type { Database } from '../db/client';
import {
  claimDueLeadNotification,
  markLeadNotificationFailed,
  markLeadNotificationSent,
  markLeadNotificationSkipped,
  msUntilNextDueLeadNotification,
} from '../db/repositories/leadNotifications';
import type { LeadNotificationRow } from '../db/schema';
import { DEFAULT_RETRY_BASE_MS, DEFAULT_RETRY_MAX_MS, retryDelayMs } from './backoff';
import { errorMessage } from '../../lib/errorMessage';

/** What delivering one row did: sent, or skipped (nobody to send it to). */
export type DeliveryResult = { status: 'sent' } | { status: 'skipped'; reason: string };

/** Minimal logger (console by default). */
export type MailLog = Pick<Console, 'info' | 'warn' | 'error'>;

export interface LeadOutboxOptions {
  db: Database;
  /**
   * Sends the e-mail of one claimed row.
   * @throws on any failure (SMTP down, refused): the row is retried later
   */
  deliver(notification: LeadNotificationRow): Promise<DeliveryResult>;
  /** First retry delay in ms (default 30 000); doubles each failed attempt. */
  retryBaseMs?: number;
  /** Longest wait between attempts in ms (default 3 600 000). */
  retryMaxMs?: number;
  /** How long (ms) a claimed row is reserved for its send (default 120 000, above the SMTP timeouts). */
  leaseMs?: number;
  log?: MailLog;
}

export interface LeadOutbox {
  /** Starts the worker: sends what is due now, then sleeps until the next row is due. */
  start(): void;
  /** A row was queued: run now (no-op when stopped). */
  wake(): void;
  /** Stops the timer and waits (ms: as long as the send in flight) for the current run to end. */
  stop(): Promise<void>;
  /** Resolves when the current run (if any) has finished. */
  whenIdle(): Promise<void>;
}

/** Default lease (ms) of a claimed row. */
export const DEFAULT_LEASE_MS = 120_000;

/** Creates the worker (stopped; call `start()`). */
export function createLeadOutbox(options: LeadOutboxOptions): LeadOutbox {
  const { db, deliver } = options;
  const baseMs = options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  const maxMs = options.retryMaxMs ?? DEFAULT_RETRY_MAX_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const log = options.log ?? console;

  let stopped = true;
  let running: Promise<void> | null = null;
  let rerun = false;
  let timer: NodeJS.Timeout | undefined;

  async function sendOne(row: LeadNotificationRow): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      const result = await deliver(row);
      if (result.status === 'sent') await markLeadNotificationSent(db, row.id);
      else await markLeadNotificationSkipped(db, row.id, result.reason);
    } catch (error) {
      const message = errorMessage(error);
      const retryInMs = retryDelayMs(attempts, baseMs, maxMs);
      await markLeadNotificationFailed(db, row.id, { attempts, error: message, retryInMs });
      log.warn(`[mail] lead ${row.leadId}: e-mail attempt ${attempts} failed (${message}); next try in ${Math.round(retryInMs / 1000)} s`);
    }
  }

  async function scheduleNext(): Promise<void> {
    const ms = await msUntilNextDueLeadNotification(db);
    if (ms === null || stopped) return;
    clearTimeout(timer);
    // Never sleep past the longest backoff: a lease left by a crashed send is retried in time.
    timer = setTimeout(wake, Math.min(Math.max(ms, 10), maxMs));
    timer.unref?.();
  }

  async function run(): Promise<void> {
    try {
      do {
        rerun = false;
        for (;;) {
          if (stopped) return;
          const row = await claimDueLeadNotification(db, leaseMs);
          if (!row) break;
          await sendOne(row);
        }
      } while (rerun && !stopped);
      await scheduleNext();
    } catch (error) {
      // The database itself failed: try again after the base delay.
      log.error('[mail] lead e-mail worker error', error);
      if (!stopped) {
        clearTimeout(timer);
        timer = setTimeout(wake, baseMs);
        timer.unref?.();
      }
    }
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      rerun = true;
      return;
    }
    clearTimeout(timer);
    running = run().finally(() => {
      running = null;
      if (rerun && !stopped) wake();
    });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      wake();
    },
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    async whenIdle() {
      while (running) await running;
    },
  };
}
