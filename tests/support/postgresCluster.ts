/**
 * A throwaway PostgreSQL cluster for tests that need a real server (several instances sharing one
 * database): `initdb` in a temp folder, started on a free loopback port, removed on `stop()`.
 *
 * Uses Debian's binaries (`apt-get install -y postgresql`, found under /usr/lib/postgresql/<n>/bin
 * or `POSTGRES_BIN`). PostgreSQL refuses to run as root, so as root the cluster runs as the
 * `postgres` system user (`runuser`). Returns null when the binaries are missing, so callers can
 * skip with a message saying how to install them ({@link POSTGRES_INSTALL_HINT}).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What to run when the PostgreSQL binaries are missing. */
export const POSTGRES_INSTALL_HINT = 'apt-get update && apt-get install -y postgresql';

/** A running throwaway cluster. */
export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:{port}/postgres` (trust authentication on loopback). */
  url: string;
  port: number;
  /** Creates an empty database and returns its URL (each test file can get its own). */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (fast shutdown) and deletes its folder. */
  stop(): Promise<void>;
}

/** The folder holding `initdb` and `pg_ctl`, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  const fromEnv = process.env.POSTGRES_BIN;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a fresh cluster.
 * @returns the cluster, or null when the PostgreSQL binaries are missing
 * @throws when initdb or the server start fails
 */
export async function startPostgresCluster(): Promise<PostgresCluster | null> {
  const bin = postgresBinDir();
  if (!bin) return null;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-pg-'));
  const dataDir = join(dir, 'data');
  const asServerUser = (command: string, args: string[]) => {
    const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  };
  if (isRoot) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  asServerUser(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  asServerUser(join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    url,
    port,
    async createDatabase(name: string) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`createDatabase: bad name ${name}`);
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        asServerUser(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function userIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', name]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', name]).toString().trim());
  return { uid, gid };
}
