/**
 * Changes other server processes must hear about, when several instances share one PostgreSQL
 * database (`DATABASE_URL`): today the listings, whose in-memory search index each process keeps.
 *
 * A write sends `NOTIFY vitrine_changes, '<kind>'` in the database; every instance listens on a
 * dedicated connection ({@link listenForChanges}) and drops its cached state at once, so a listing
 * written on one instance is searchable on the others within a fraction of a second. The periodic
 * fingerprint check of the listing index stays as the safety net (a missed notification while a
 * listener reconnects). With PGlite there is one process: the notification is harmless and nobody
 * else listens.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** The PostgreSQL channel of change notifications. */
export const CHANGE_CHANNEL = 'vitrine_changes';

/** Kinds of change other instances react to. */
export type ChangeKind = 'listings';

/** Tells every instance on the database that `kind` changed (after the write is committed). */
export async function publishChange(db: Database, kind: ChangeKind): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${kind})`);
}

export interface ChangeListener {
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

/**
 * Listens for changes on a dedicated connection to `databaseUrl`, calling `onChange(kind)` for each
 * notification; reconnects after a lost connection (every `retryMs`, default 1 000 ms).
 */
export function listenForChanges(
  databaseUrl: string,
  onChange: (kind: ChangeKind) => void,
  options: { retryMs?: number; log?: Pick<Console, 'warn'> } = {},
): ChangeListener {
  const retryMs = options.retryMs ?? 1000;
  const log = options.log ?? console;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload === 'listings') onChange('listings');
    });
    next.on('error', (error) => {
      log.warn(`[changes] listener connection lost (${error.message}); reconnecting`);
      void next.end().catch(() => undefined);
      // Anything may have changed while nobody listened.
      onChange('listings');
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      log.warn(`[changes] cannot listen for changes (${error instanceof Error ? error.message : String(error)}); retrying`);
      void next.end().catch(() => undefined);
      schedule();
    }
  };
  const schedule = () => {
    if (closed) return;
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref?.();
  };
  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
