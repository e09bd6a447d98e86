/**
 * Feed CLI: connects a site to its board's RESO Web API and shows where its replication stands.
 *
 *   connect <site> --url <service root> --token-url <url> --client-id <id> --client-secret-env <VAR> [--filter "<OData $filter>"]
 *   connect <site> --url <service root> --token-env <VAR> [--filter "<OData $filter>"]
 *       tries the connection (a token, one listing of the filter) and saves it; secrets are read
 *       from the named environment variables, stored, and never shown again
 *   sync <site> [--full] [--json]
 *       one replication run (what changed since the last one; `--full`: every listing, and keys
 *       reconciled); `--json` prints the run's summary
 *   status <site> [--json]
 *       the connection (without secrets) and the last runs
 *
 * `<site>` is a site id, microsite id or domain, as in `npm run content`. The database is the
 * server's: `DATABASE_URL` or PGlite in `DATA_DIR` (default `.data/`), migrated first; stop the
 * server first when it holds the same PGlite directory.
 * Exit codes: 0 done (a sync that completed, skipped records included), 1 refused or failed (no
 * such site, the feed refused the connection, a sync that could not complete or found another run
 * of the site under way), 2 usage error.
 */
import { feedConnectionView, findFeedConnection, listFeedRuns, saveFeedConnection } from '../db/repositories/feedConnections';
import type { FeedRunRow } from '../db/schema';
import { feedConnectionInput } from '../feed/feedConnectionInput';
import type { MediaStorage } from '../media/mediaStorage';
import { defaultDataDir } from '../paths';
import { mediaDirOf } from '../config';
import type { ResoClientOptions } from '../feed/resoClient';
import { withCliSite, type CliDatabaseIo } from './cliDatabase';
import { runWhenInvoked } from './runWhenInvoked';

const USAGE = `Usage:
  npm run feed -- connect <site> --url <service root> --token-url <url> --client-id <id> --client-secret-env <VAR> [--filter "<OData $filter>"]
  npm run feed -- connect <site> --url <service root> --token-env <VAR> [--filter "<OData $filter>"]
  connect also takes [--remarks-fr <Field>] [--remarks-en <Field>] (a feed with French and English
  remarks in separate fields) and [--remarks-lang fr|en] (the language of PublicRemarks)
  npm run feed -- sync <site> [--full] [--json]
  npm run feed -- status <site> [--json]
<site>: a site id, microsite id or domain. Secrets are read from the named environment variables.
Database: DATABASE_URL or DATA_DIR (default .data/).`;

const CONNECT_OPTIONS = ['--url', '--token-url', '--client-id', '--client-secret-env', '--token-env', '--filter', '--remarks-fr', '--remarks-en', '--remarks-lang'] as const;

export interface FeedCliIo extends CliDatabaseIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** The feed's HTTP client (tests), also used for photo files. */
  fetch?: ResoClientOptions['fetch'];
  /** Where photos go (tests); default the server's media folder (`MEDIA_DIR`, else `DATA_DIR/media`). */
  mediaStorage?: MediaStorage;
}

/** `--name value` pairs of `flags`; null when a flag is unknown, repeated or has no value. */
function readOptions(flags: string[], allowed: readonly string[]): Map<string, string> | null {
  const options = new Map<string, string>();
  for (let i = 0; i < flags.length; i += 2) {
    const [name, value] = [flags[i], flags[i + 1]];
    if (!allowed.includes(name) || value === undefined || value.startsWith('--') || options.has(name)) return null;
    options.set(name, value);
  }
  return options;
}

function describeRun(run: FeedRunRow): string {
  const summary = run.summary;
  const counts = summary ? `+${summary.added} ~${summary.updated} -${summary.removed}, ${summary.skipped.length} skipped` : '';
  return [run.startedAt.toISOString(), run.endedAt?.toISOString() ?? '…', run.full ? 'full' : 'incremental', run.outcome, counts, run.error ?? ''].filter(Boolean).join('\t');
}

/** Runs the CLI with `argv` (without node and script). @returns the exit code */
export async function runFeedCli(argv: string[], io: FeedCliIo): Promise<number> {
  const [command, siteRef, ...flags] = argv;
  if (!siteRef || siteRef.startsWith('--') || !['connect', 'sync', 'status'].includes(command)) {
    io.err(USAGE);
    return 2;
  }

  if (command === 'sync') {
    if (flags.some((flag) => flag !== '--full' && flag !== '--json') || new Set(flags).size !== flags.length) {
      io.err(USAGE);
      return 2;
    }
    return withCliSite(io, siteRef, async (db, site) => {
      // The sync's code (the RESO client, photo processing) loads only for a sync.
      const [{ syncFeed }, { createLocalMediaStorage }] = await Promise.all([import('../feed/syncFeed'), import('../media/localMediaStorage')]);
      const storage = io.mediaStorage ?? createLocalMediaStorage(mediaDirOf({ dataDir: defaultDataDir(io.env), mediaDir: io.env.MEDIA_DIR?.trim() || undefined }));
      const result = await syncFeed(db, site.id, { full: flags.includes('--full'), fetch: io.fetch, photos: { storage, fetch: io.fetch } });
      if (result.outcome === 'not_connected') {
        io.err(`No feed is connected to ${site.micrositeId}. Connect one with: npm run feed -- connect ${site.micrositeId} --url <service root> …`);
        return 1;
      }
      if (result.outcome === 'busy') {
        io.err(`Another sync of ${site.micrositeId} is under way; nothing was done.`);
        return 1;
      }
      const { summary } = result;
      if (flags.includes('--json')) io.out(JSON.stringify({ outcome: result.outcome, error: result.error, ...summary }, null, 2));
      else {
        io.out(
          `${result.outcome === 'completed' ? 'Sync completed' : 'Sync stopped'}: ${summary.added} added, ${summary.updated} updated, ${summary.removed} removed, ${summary.skipped.length} skipped; ${summary.photosFetched} photos fetched, ${summary.photosFailed} failed (${summary.requests} requests, ${summary.durationMs ?? 0} ms).`,
        );
        for (const skipped of summary.skipped) io.out(`  skipped ${skipped.listingKey ?? '(no ListingKey)'}: ${skipped.reason}`);
        for (const note of summary.notes ?? []) io.out(`  note: ${note}`);
        if (summary.demoRemoved) io.out(`  ${summary.demoRemoved} demo listings removed from the site.`);
      }
      if (result.error) io.err(`The sync could not complete: ${result.error}. The next run resumes where it stopped.`);
      return result.outcome === 'completed' ? 0 : 1;
    });
  }

  if (command === 'status') {
    const json = flags.length === 1 && flags[0] === '--json';
    if (flags.length > 0 && !json) {
      io.err(USAGE);
      return 2;
    }
    return withCliSite(io, siteRef, async (db, site) => {
      const connection = await findFeedConnection(db, site.id);
      const runs = await listFeedRuns(db, site.id);
      if (json) {
        io.out(JSON.stringify({ site: site.micrositeId, connection: connection && feedConnectionView(connection), runs: runs.map(({ siteId: _siteId, ...run }) => run) }, null, 2));
        return 0;
      }
      if (!connection) {
        io.out(`No feed is connected to ${site.micrositeId}. Connect one with: npm run feed -- connect ${site.micrositeId} --url <service root> …`);
        return 0;
      }
      const view = feedConnectionView(connection);
      io.out(`Feed of ${site.micrositeId}: ${view.serviceRoot}`);
      io.out(
        view.auth.kind === 'oauth'
          ? `Authentication: OAuth 2.0 client credentials (client ${view.auth.clientId}, token URL ${view.auth.tokenUrl}); secret set`
          : 'Authentication: static bearer token; token set',
      );
      io.out(`Filter: ${view.filter ?? '(none: every listing the credentials reach)'}`);
      io.out(`Checkpoint: ${view.checkpoint ?? '(none yet: the next run reads every listing)'}${view.resumable ? '; the next run resumes a stopped one' : ''}`);
      io.out(runs.length ? `Last runs:\n${runs.map(describeRun).join('\n')}` : 'No run yet.');
      return 0;
    });
  }

  const options = readOptions(flags, CONNECT_OPTIONS);
  if (!options || !options.has('--url') || (options.has('--token-env') && (options.has('--client-id') || options.has('--token-url') || options.has('--client-secret-env')))) {
    io.err(USAGE);
    return 2;
  }
  const fromEnv = (flag: string) => {
    const name = options.get(flag);
    return name === undefined ? undefined : io.env[name];
  };
  for (const flag of ['--client-secret-env', '--token-env']) {
    if (options.has(flag) && !fromEnv(flag)) {
      io.err(`${options.get(flag)} is not set: ${flag} names the environment variable holding the ${flag === '--token-env' ? 'bearer token' : 'client secret'}.`);
      return 2;
    }
  }
  const parsed = feedConnectionInput.safeParse({
    serviceRoot: options.get('--url'),
    auth: options.has('--token-env')
      ? { kind: 'bearer', token: fromEnv('--token-env') }
      : { kind: 'oauth', tokenUrl: options.get('--token-url'), clientId: options.get('--client-id'), clientSecret: fromEnv('--client-secret-env') },
    filter: options.get('--filter'),
    remarks: { fields: { fr: options.get('--remarks-fr'), en: options.get('--remarks-en') }, language: options.get('--remarks-lang') },
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) io.err(`${issue.path.join('.')}: ${issue.message}`);
    return 2;
  }
  return withCliSite(io, siteRef, async (db, site) => {
    const { checkFeedConnection } = await import('../feed/checkFeedConnection');
    const check = await checkFeedConnection(parsed.data, { fetch: io.fetch });
    if (!check.ok) {
      io.err(`The feed refused the connection, nothing was saved: ${check.message}`);
      return 1;
    }
    await saveFeedConnection(db, site.id, parsed.data);
    io.out(`Connected ${site.micrositeId} to ${parsed.data.serviceRoot}${parsed.data.filter ? ` (filter: ${parsed.data.filter})` : ''}.`);
    io.out(check.sampleListingKey ? `The feed answered with listing ${check.sampleListingKey}.` : 'The feed answered; the filter selects no listing yet.');
    io.out('The secret is stored and will not be shown again.');
    return 0;
  });
}

runWhenInvoked(import.meta.url, runFeedCli);
