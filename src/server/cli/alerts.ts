/**
 * Alerts CLI: `npm run alerts -- run [--dry-run]`.
 *
 *   run              match every confirmed, subscribed saved search and send the digests now;
 *                    delete the unconfirmed subscriptions older than 7 days
 *   run --dry-run    print what would be sent and deleted; sends nothing, changes nothing
 *
 * The database is the server's: `DATABASE_URL` or PGlite in `DATA_DIR` (default `.data/`);
 * migrations run first. E-mails go through `SMTP_URL` (required unless `--dry-run`), from the
 * site's `mail_from`, else `MAIL_FROM`. Links of sites with only local domains use `PUBLIC_URL`
 * (default `http://localhost:{PORT or 3000}`). Stop the server first when it uses the same PGlite
 * directory (PGlite opens a directory from one process at a time).
 * Exit codes: 0 done (even if some sends failed: they are retried next run), 1 failure, 2 usage error.
 */
import { runAlerts } from '../alerts/runAlerts';
import { withCliDatabase, type CliDatabaseIo } from './cliDatabase';
import { runWhenInvoked } from './runWhenInvoked';
import type { MailTransport } from '../mail/transport';
import { errorMessage } from '../../lib/errorMessage';

const USAGE = `Usage:
  npm run alerts -- run              send the property alert digests now
  npm run alerts -- run --dry-run    show what would be sent, send nothing
Database: DATABASE_URL or DATA_DIR (default .data/). E-mail: SMTP_URL, MAIL_FROM.`;

export interface AlertsCliIo extends CliDatabaseIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Transport override (tests). */
  transport?: MailTransport;
}

/** Runs the CLI with `argv` (without node and script). @returns the exit code. */
export async function runAlertsCli(argv: string[], io: AlertsCliIo): Promise<number> {
  const [command, ...flags] = argv;
  const dryRun = flags.includes('--dry-run');
  if (command !== 'run' || flags.some((flag) => flag !== '--dry-run')) {
    io.err(USAGE);
    return 2;
  }
  const smtpUrl = io.env.SMTP_URL?.trim() || undefined;
  if (!dryRun && !smtpUrl && !io.transport) {
    io.err('SMTP_URL is not set: nothing can be sent. Set SMTP_URL=smtp://host:587, or preview with --dry-run.');
    return 1;
  }
  const localBaseUrl = io.env.PUBLIC_URL?.trim() || `http://localhost:${io.env.PORT?.trim() || 3000}`;

  try {
    return await withCliDatabase(io, async (db) => {
      const result = await runAlerts({
        db,
        mail: { smtpUrl, mailFrom: io.env.MAIL_FROM?.trim() || undefined },
        transport: io.transport,
        localBaseUrl,
        dryRun,
        log: { info: io.out, warn: io.err, error: (...args: unknown[]) => io.err(args.map(String).join(' ')) },
      });
      for (const digest of result.digests) {
        io.out(`${digest.status}\t${digest.email}\t${digest.locale}\t${digest.shown}/${digest.total} listing(s)\t${digest.subject}${digest.error ? `\t${digest.error}` : ''}`);
      }
      if (dryRun && result.expired > 0) io.out(`Dry run: ${result.expired} unconfirmed subscription(s) older than 7 days would be deleted.`);
      if (dryRun) io.out(`Dry run: ${result.digests.length} digest(s) would be sent (${result.searches} saved searches checked); nothing was sent.`);
      else io.out(`${result.sent} digest(s) sent, ${result.failed} failed (${result.searches} saved searches checked).`);
      return 0;
    });
  } catch (error) {
    io.err(`alerts run failed: ${errorMessage(error)}`);
    return 1;
  }
}

runWhenInvoked(import.meta.url, runAlertsCli);
