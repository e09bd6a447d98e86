/**
 * Production server (`npm start` → `node dist/server/main.js`; bundled by
 * `vite build --ssr src/server/main.ts --outDir dist/server`, with the SSR entry in its own chunk,
 * loaded once `NODE_ENV` is set: React picks its production build only when `NODE_ENV=production`
 * at its first import, and its development build renders several times slower).
 *
 * Opens the database (PGlite in DATA_DIR, or DATABASE_URL), runs the migrations, seeds an empty
 * database, serves the client build and SSR on HOST:PORT and logs the URL. With CORE_API_URL the
 * embedded database is not opened: pages come from that API.
 */
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { createApp } from './app';
import { mediaDirOf, readServerConfig, type ServerConfig } from './config';
import { createLocalMediaStorage } from './media/localMediaStorage';
import { migrate, openDatabase, withStartupLock, type DatabaseHandle } from './db/client';
import { createAlertsScheduler, readAlertsSchedule, type AlertsScheduler } from './alerts/scheduler';
import { createFeedScheduler, readFeedSyncEvery, type FeedScheduler } from './feed/feedScheduler';
import { syncFeed } from './feed/syncFeed';
import { listFeedConnectedSites } from './db/repositories/feedConnections';
import { runAlerts } from './alerts/runAlerts';
import { createAlertConfirmationMailer, type AlertConfirmationMailer } from './alerts/confirmationMailer';
import { createLeadNotifier, type LeadNotifier } from './mail/leadNotifier';
import { projectRoot } from './paths';
import { seedIfEmpty } from './seed/index';
import { listenForChanges } from './db/changeFeed';
import { noteContentChange } from './pageCache/contentChanges';
import { claimScheduledRun } from './db/repositories/scheduledRuns';
import { noteListingsChanged } from './db/repositories/listings';
import { listSites } from './db/repositories/sites';
import { warmListingIndexes } from './api/listings/listingIndex';
import { loadClientAssets } from './ssr';
import { fillIllustrationFiles } from './media/illustrationCache';
import { precompressFiles } from './assetCompression';
import { gracefulClose } from './http/gracefulClose';

/** How long an idle keep-alive connection stays open, ms (longer than common proxies' 60 s idle timeout). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Server error reporting, only with SENTRY_DSN (spec 000 §7: traces sampled 0.1). */
async function initServerSentry(dsn: string | undefined): Promise<void> {
  if (!dsn) return;
  const Sentry = await import('@sentry/node');
  Sentry.init({ dsn, tracesSampleRate: 0.1 });
}

/** What {@link startServer} returns: the URL it listens on, a SQL helper for tests, and close(). */
export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:3000`. */
  url: string;
  /**
   * Runs a SQL query on the server's own connection (tests read what the server stored).
   * @throws Error when the server runs against CORE_API_URL (no database)
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Stops listening, stops the lead e-mail worker and the daily alert job (waiting for work in flight) and closes the database. */
  close(): Promise<void>;
}

/** How {@link startServer} starts, beside its configuration. */
export interface StartOptions {
  /**
   * Settles when dist/client is complete: the server prepares its database and loads its code
   * meanwhile, and listens only then (`npm start` starts it while the client build ends).
   */
  clientBuild?: Promise<void>;
}

/**
 * Opens the database (PGlite in DATA_DIR, or DATABASE_URL), runs the migrations, seeds an empty
 * database, serves the client build and SSR, and starts the lead e-mail worker (SMTP_URL). `overrides`
 * win over the environment (tests use `port: 0` for a free port and their own `dataDir`).
 * @throws what opening the database, the seed or a failed `clientBuild` throws
 */
export async function startServer(overrides: Partial<ServerConfig> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const config = { ...readServerConfig(), ...overrides };
  const alertsTime = readAlertsSchedule(process.env.ALERTS_SCHEDULE);
  const feedEveryMs = readFeedSyncEvery(process.env.FEED_SYNC_EVERY);
  await initServerSentry(config.sentryDsn);
  // React picks its production build only when NODE_ENV is set at its first import; the page
  // renderer loads while the database opens.
  process.env.NODE_ENV ??= 'production';
  const renderer = import('../renderer/entry-server');
  // Awaited below; a failure while the database opens must not go unhandled meanwhile.
  renderer.catch(() => undefined);
  options.clientBuild?.catch(() => undefined);

  let database: DatabaseHandle | undefined;
  if (!config.coreApiUrl) {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    const opened = database;
    // Instances starting together on one PostgreSQL migrate and seed one after the other.
    await withStartupLock(opened, async () => {
      await migrate(opened);
      await seedIfEmpty(opened.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, host: config.host });
    });
  }

  // Lead e-mails: queued by the content API after each stored lead, sent by a worker.
  let baseUrl: string | undefined;
  const leadNotifier: LeadNotifier | undefined = database
    ? createLeadNotifier({
        db: database.db,
        mail: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, retryBaseMs: config.mailRetryBaseMs },
        localBaseUrl: () => baseUrl,
      })
    : undefined;
  // Confirmation e-mails of new property alert subscriptions: sent while the visitor waits.
  const alertConfirmations: AlertConfirmationMailer | undefined = database
    ? createAlertConfirmationMailer({
        db: database.db,
        mail: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom },
        localBaseUrl: () => baseUrl,
      })
    : undefined;

  // Several instances on one PostgreSQL: listing and content writes of the others reach this
  // process's listing index and page cache.
  const changeListener =
    config.databaseUrl && database
      ? listenForChanges(config.databaseUrl, (change) => {
          if (change.kind === 'listings') noteListingsChanged({ siteIds: change.siteIds, uls: change.uls });
          else {
            if (change.kind === 'all') noteListingsChanged();
            noteContentChange(change);
          }
        })
      : undefined;

  const clientDir = join(projectRoot(), 'dist', 'client');
  const { render } = await renderer;
  await options.clientBuild;
  const mediaStorage = createLocalMediaStorage(mediaDirOf(config));
  const app = createApp({
    db: database?.db,
    pgPool: database?.pool,
    render,
    config,
    clientDir,
    assets: loadClientAssets(clientDir, config.assetBaseUrl),
    onLeadStored: leadNotifier?.onLeadStored,
    alertConfirmations,
    mediaStorage,
  });
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve) => {
    const started = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => resolve({ server: started, port: info.port }));
  });
  // An idle keep-alive connection is closed after 65 s, not Node's 5 s: a client (a proxy, a load
  // balancer with a 60 s idle timeout, an API client) reusing a connection at the moment the server
  // closes it gets a reset instead of an answer. Headers must be allowed a little longer still.
  const httpServer = server as import('node:http').Server;
  httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  httpServer.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  const closeHttpServer = gracefulClose(httpServer);
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  baseUrl = `http://${shownHost}:${port}`;
  leadNotifier?.start();
  alertConfirmations?.start();

  // Listing search indexes built now, in the background (pages are answered meanwhile).
  let closing = false;
  const indexWarmUp = database
    ? listSites(database.db).then((sites) =>
        warmListingIndexes(
          database.db,
          sites.map((site) => site.id),
          () => closing,
        ),
      )
    : undefined;
  indexWarmUp?.catch(() => undefined);

  // Property alert digests: daily at 07:00 America/Toronto (ALERTS_SCHEDULE=HH:MM or
  // off); off without SMTP_URL or without the embedded database.
  let alertsScheduler: AlertsScheduler | undefined;
  if (database && config.smtpUrl && alertsTime) {
    const db = database.db;
    alertsScheduler = createAlertsScheduler({
      time: alertsTime,
      claim: (day) => claimScheduledRun(db, 'alerts', day),
      run: async () => {
        const result = await runAlerts({ db, mail: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }, localBaseUrl: baseUrl });
        console.info(`[alerts] ${result.sent} alert digest(s) sent, ${result.failed} failed (${result.searches} saved searches).`);
      },
    });
    alertsScheduler.start();
  } else if (database && alertsTime) {
    console.info('[alerts] SMTP_URL is not set: property alert digests are off (run them with `npm run alerts -- run`).');
  }

  // Listing feeds: every connected site synced every FEED_SYNC_EVERY (default 15 minutes; off).
  let feedScheduler: FeedScheduler | undefined;
  if (database && feedEveryMs) {
    const db = database.db;
    feedScheduler = createFeedScheduler({ everyMs: feedEveryMs, sites: () => listFeedConnectedSites(db), sync: (siteId) => syncFeed(db, siteId, { photos: { storage: mediaStorage } }) });
    feedScheduler.start();
  }
  return {
    url: baseUrl,
    async query<T>(text: string, params: unknown[] = []) {
      if (!database) throw new Error('No database: this server reads CORE_API_URL.');
      const result = await database.db.execute(withParams(text, params));
      return ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as T[];
    },
    async close() {
      closing = true;
      await closeHttpServer();
      await indexWarmUp?.catch(() => undefined);
      await changeListener?.close();
      await alertsScheduler?.stop();
      await feedScheduler?.stop();
      await leadNotifier?.stop();
      alertConfirmations?.close();
      await database?.close();
    },
  };
}

/** Turns `select ... where x = $1` and its values into a parameterised Drizzle query. */
function withParams(text: string, params: unknown[]) {
  const parts = text.split(/\$(\d+)/);
  let query = sql.raw(parts[0]);
  for (let i = 1; i < parts.length; i += 2) {
    query = sql`${query}${params[Number(parts[i]) - 1]}${sql.raw(parts[i + 1])}`;
  }
  return query;
}

/**
 * Started by `npm start` while the client build still runs (`VITRINE_CLIENT_BUILD=pending`, an IPC
 * channel to it): settles on its `client-built` message (a failed build stops this process).
 */
function clientBuildFromParent(): Promise<void> | undefined {
  if (process.env.VITRINE_CLIENT_BUILD !== 'pending' || !process.send) return undefined;
  return new Promise((resolve) => {
    process.on('message', (message) => {
      if (message === 'client-built') resolve();
    });
  });
}

async function main(): Promise<void> {
  const config = readServerConfig();
  const clientBuild = clientBuildFromParent();
  const running = await startServer(config, { clientBuild });
  // The parent's channel must not keep the server's process alive on its own.
  if (clientBuild) process.channel?.unref();
  const source = config.coreApiUrl ? `content API ${config.coreApiUrl}` : `database ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}`;
  console.log(`Vitrine is ready on ${running.url} (${source})`);
  // A build made by `npm start` leaves the compressed copies of its files to the server: made now,
  // one file at a time, the files themselves served meanwhile.
  precompressFiles(join(projectRoot(), 'dist', 'client'), { parallel: 1, missingOnly: true })
    .then(({ files, ms }) => {
      if (files > 0) console.log(`Compressed copies of ${files} client files made in ${(ms / 1000).toFixed(1)} s.`);
    })
    .catch((error: unknown) => console.warn('[assets] the compressed copies could not all be made:', error instanceof Error ? error.message : error));
  // The seeded pictures' files are made when first asked for; the rest are made now, behind the
  // requests, so later pages find them ready.
  if (!config.coreApiUrl) {
    fillIllustrationFiles()
      .then(({ made, ms }) => {
        if (made > 0) console.log(`Seeded pictures: ${made} image files made in ${(ms / 1000).toFixed(1)} s.`);
      })
      .catch((error: unknown) => console.warn('[media] the seeded pictures could not all be made:', error instanceof Error ? error.message : error));
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down.`);
    void running.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  main().catch((error) => {
    console.error('Vitrine could not start:', error);
    process.exit(1);
  });
}
