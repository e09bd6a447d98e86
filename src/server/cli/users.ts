/**
 * Users CLI: `npm run users -- <command>`.
 *
 *   add <email> <editor|admin> [--site <site>]… [--name "Name"] [--password-stdin]
 *                                      create a user with that role on the given sites (every site
 *                                      when no --site is given)
 *   grant <email> <editor|admin> --site <site>…   give an existing user that role on those sites
 *   revoke <email> --site <site>…                 take the user's role on those sites away
 *   passwd <email> [--password-stdin]             set a new password (sessions revoked)
 *   list                                          list users (e-mail, name, role per site)
 *
 * Roles are per site: an admin of one site is nobody on another. `<site>` is a site id, a
 * microsite id or one of its domains (as for `npm run content`).
 *
 * The password is asked on the terminal (hidden, twice) or, with `--password-stdin`, read from
 * the first line of standard input (scripts: `echo "$PW" | npm run users -- add ...`). At least
 * 12 characters. The database is the server's: `DATABASE_URL` or PGlite in `DATA_DIR` (default
 * `.data/`); migrations run first. Exit codes: 0 done, 1 failure, 2 usage error.
 */
import { createInterface } from 'node:readline';
import { hashPassword, passwordProblem } from '../auth/password';
import { commitDocumentWrite } from '../documents/documentWrite';
import { revokeUserSessions } from '../db/repositories/sessions';
import { grantSiteRole, membershipsOf, revokeSiteRole } from '../db/repositories/siteMemberships';
import { findSiteByReference } from '../db/repositories/sites';
import { findUserByEmail, insertUser, listUsers, normalizeEmail, updateUserPassword } from '../db/repositories/users';
import { withCliDatabase, type CliDatabaseIo } from './cliDatabase';
import { runWhenInvoked } from './runWhenInvoked';
import { errorMessage } from '../../lib/errorMessage';

const USAGE = `Usage:
  npm run users -- add <email> <editor|admin> [--site <site>]... [--name "Full name"] [--password-stdin]
  npm run users -- grant <email> <editor|admin> --site <site> [--site <site>]...
  npm run users -- revoke <email> --site <site> [--site <site>]...
  npm run users -- passwd <email> [--password-stdin]
  npm run users -- list
Roles are per site; add without --site gives the role on every site. <site>: site id, microsite id or domain.
The password is asked on the terminal, or read from stdin with --password-stdin (min. 12 characters).
Database: DATABASE_URL or DATA_DIR (default .data/).`;

export interface UsersCliIo extends CliDatabaseIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Reads the password (`fromStdin`: first line of stdin; else asked on the terminal). */
  readPassword: (fromStdin: boolean) => Promise<string>;
}

interface ParsedArgs {
  positional: string[];
  name?: string;
  passwordStdin: boolean;
  sites: string[];
}

function parseArgs(argv: string[]): ParsedArgs | null {
  const parsed: ParsedArgs = { positional: [], passwordStdin: false, sites: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--password-stdin') parsed.passwordStdin = true;
    else if (arg === '--name') {
      if (i + 1 >= argv.length) return null;
      parsed.name = argv[++i];
    } else if (arg.startsWith('--name=')) parsed.name = arg.slice('--name='.length);
    else if (arg === '--site') {
      if (i + 1 >= argv.length) return null;
      parsed.sites.push(argv[++i]);
    } else if (arg.startsWith('--site=')) parsed.sites.push(arg.slice('--site='.length));
    else if (arg.startsWith('--')) return null;
    else parsed.positional.push(arg);
  }
  return parsed;
}

/** Runs the CLI with `argv` (without node and script). @returns the exit code. */
export async function runUsersCli(argv: string[], io: UsersCliIo): Promise<number> {
  const args = parseArgs(argv);
  const [command, email, role] = args?.positional ?? [];
  const valid =
    args &&
    ((command === 'add' && email && (role === 'editor' || role === 'admin') && args.positional.length === 3) ||
      (command === 'grant' && email && (role === 'editor' || role === 'admin') && args.positional.length === 3 && args.sites.length > 0) ||
      (command === 'revoke' && email && args.positional.length === 2 && args.sites.length > 0) ||
      (command === 'passwd' && email && args.positional.length === 2) ||
      (command === 'list' && args.positional.length === 1));
  if (!valid || !args) {
    io.err(USAGE);
    return 2;
  }
  if (email && !/^[^\s@]+@[^\s@]+$/.test(email)) {
    io.err(`Not an e-mail address: "${email}"`);
    return 2;
  }

  let password = '';
  if (command === 'add' || command === 'passwd') {
    password = await io.readPassword(args.passwordStdin);
    const problem = passwordProblem(password);
    if (problem) {
      io.err(problem);
      return 1;
    }
  }

  try {
    return await withCliDatabase(io, async (db) => {
      if (command === 'list') {
        const users = await listUsers(db);
        if (users.length === 0) io.out('No users yet.');
        for (const user of users) {
          const roles = (await membershipsOf(db, user.id)).map((m) => `${m.siteId}:${m.role}`).join(', ') || 'no site';
          io.out(`${user.email}\t${user.name}\t${roles}`);
        }
        return 0;
      }
      const siteIds: string[] = [];
      for (const reference of args.sites) {
        const site = await findSiteByReference(db, reference);
        if (!site) {
          io.err(`No site answers "${reference}" (give a site id, microsite id or domain).`);
          return 1;
        }
        siteIds.push(site.id);
      }
      const existing = await findUserByEmail(db, email);
      const userRole = role as 'editor' | 'admin';
      if (command === 'add') {
        if (existing) {
          io.err(`A user already has the e-mail ${normalizeEmail(email)}.`);
          return 1;
        }
        const sites = siteIds.length > 0 ? siteIds : 'all';
        const passwordHash = await hashPassword(password);
        const user = await commitDocumentWrite(db, async (tx) => {
          const created = await insertUser(tx, { email, name: args.name, role: userRole, passwordHash, sites });
          return {
            result: created,
            audit: { user: null, action: 'user.create', entity: 'user', entityId: created.id, summary: { email: created.email, role: created.role, sites, via: 'cli' } },
            change: null,
          };
        });
        io.out(`Created ${user.role} ${user.email} on ${sites === 'all' ? 'every site' : siteIds.join(', ')}.`);
        return 0;
      }
      if (!existing) {
        io.err(`No user has the e-mail ${normalizeEmail(email)}.`);
        return 1;
      }
      if (command === 'grant') {
        await commitDocumentWrite(db, async (tx) => {
          await grantSiteRole(tx, existing.id, siteIds, userRole);
          return {
            result: undefined,
            audit: { user: null, action: 'user.grant', entity: 'user', entityId: existing.id, summary: { email: existing.email, role: userRole, sites: siteIds, via: 'cli' } },
            change: null,
          };
        });
        io.out(`${existing.email} is now ${userRole} on ${siteIds.join(', ')}.`);
        return 0;
      }
      if (command === 'revoke') {
        await commitDocumentWrite(db, async (tx) => {
          for (const siteId of siteIds) await revokeSiteRole(tx, existing.id, siteId);
          await revokeUserSessions(tx, existing.id, new Date());
          return {
            result: undefined,
            audit: { user: null, action: 'user.revoke', entity: 'user', entityId: existing.id, summary: { email: existing.email, sites: siteIds, via: 'cli' } },
            change: null,
          };
        });
        io.out(`${existing.email} has no role on ${siteIds.join(', ')} any more; their sessions were closed.`);
        return 0;
      }
      const passwordHash = await hashPassword(password);
      await commitDocumentWrite(db, async (tx) => {
        await updateUserPassword(tx, existing.id, passwordHash);
        await revokeUserSessions(tx, existing.id, new Date());
        return { result: undefined, audit: { user: null, action: 'user.password', entity: 'user', entityId: existing.id, summary: { email: existing.email, via: 'cli' } }, change: null };
      });
      io.out(`Password changed for ${existing.email}; their sessions were closed.`);
      return 0;
    });
  } catch (error) {
    io.err(`users ${command} failed: ${errorMessage(error)}`);
    return 1;
  }
}

/** First line of standard input. */
async function firstStdinLine(): Promise<string> {
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

/** Asks a question on the terminal without echoing the answer. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolvePromise) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
    let muted = false;
    output._writeToOutput = (s: string) => {
      if (!muted) process.stdout.write(s);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolvePromise(answer);
    });
    muted = true;
  });
}

async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin || !process.stdin.isTTY) return firstStdinLine();
  const first = await askHidden('Password: ');
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

runWhenInvoked(import.meta.url, (argv, io) => runUsersCli(argv, { ...io, readPassword }));
