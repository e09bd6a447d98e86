/**
 * Changes other server processes must hear about, when several instances share one PostgreSQL
 * database (`DATABASE_URL`): the listings, whose in-memory search index each process keeps, and
 * every published content change, whose rendered pages each process caches (src/server/pageCache).
 *
 * A write sends `NOTIFY vitrine_changes, 'content:<json change>'` in the database; every instance
 * listens on a dedicated connection ({@link listenForChanges}) and drops its cached state at once,
 * so a listing written or a page published on one instance is served fresh by the others within a
 * fraction of a second. The periodic fingerprint check of the listing index and the page cache's
 * time to live stay as the safety net (a missed notification while a listener reconnects: then
 * everything is dropped). With PGlite there is one process: the notification is harmless and
 * nobody else listens.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import type { ContentChange } from '../pageCache/contentChanges';
import { errorMessage } from '../../lib/errorMessage';

/** The PostgreSQL channel of change notifications. */
export const CHANGE_CHANNEL = 'vitrine_changes';

/** Largest notification payload PostgreSQL accepts is 8 000 bytes; bigger changes are widened. */
const MAX_PAYLOAD = 7000;

/** The payload of a change: `content:<json>`, widened (listings of the sites, the whole site) when too long. */
export function changePayload(change: ContentChange): string {
  let payload = `content:${JSON.stringify(change)}`;
  if (payload.length <= MAX_PAYLOAD) return payload;
  if (change.kind === 'listings') payload = `content:${JSON.stringify({ kind: 'listings', siteIds: change.siteIds })}`;
  else if (change.kind === 'paths') payload = `content:${JSON.stringify({ kind: 'site', siteId: change.siteId })}`;
  return payload.length <= MAX_PAYLOAD ? payload : `content:${JSON.stringify({ kind: 'all' })}`;
}

/** The change of a notification payload; null when unreadable. The bare `listings` of older instances reads as every listing. */
export function parseChangePayload(payload: string | undefined): ContentChange | null {
  if (payload === 'listings') return { kind: 'listings' };
  if (!payload?.startsWith('content:')) return null;
  try {
    const value = JSON.parse(payload.slice('content:'.length)) as ContentChange;
    return value && typeof value === 'object' && typeof value.kind === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Tells every instance on the database about a change (after the write is committed). */
export async function publishChange(db: Database, change: ContentChange): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${changePayload(change)})`);
}

export interface ChangeListener {
  /** Settles once the first `LISTEN` is in place (later notifications reach `onChange`). */
  ready: Promise<void>;
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

/**
 * Listens for changes on a dedicated connection to `databaseUrl`, calling `onChange(change)` for
 * each notification; reconnects after a lost connection (every `retryMs`, default 1 000 ms), and
 * reports `{ kind: 'all' }` then: anything may have changed while nobody listened.
 */
export function listenForChanges(
  databaseUrl: string,
  onChange: (change: ContentChange) => void,
  options: { retryMs?: number; log?: Pick<Console, 'warn'> } = {},
): ChangeListener {
  const retryMs = options.retryMs ?? 1000;
  const log = options.log ?? console;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let listening!: () => void;
  const ready = new Promise<void>((resolve) => (listening = resolve));

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL) return;
      const change = parseChangePayload(message.payload);
      if (change) onChange(change);
    });
    next.on('error', (error) => {
      log.warn(`[changes] listener connection lost (${error.message}); reconnecting`);
      void next.end().catch(() => undefined);
      // Anything may have changed while nobody listened.
      onChange({ kind: 'all' });
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      listening();
    } catch (error) {
      log.warn(`[changes] cannot listen for changes (${errorMessage(error)}); retrying`);
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
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
