/**
 * Server configuration from the environment (issue 2 §1 "PORT, HOST, DATA_DIR override").
 *
 * | variable       | default                | meaning                                           |
 * |----------------|------------------------|---------------------------------------------------|
 * | PORT           | 3000                   | TCP port                                          |
 * | HOST           | 0.0.0.0                | bind address (`localhost` to stay on this machine) |
 * | DATA_DIR       | `<project>/.data`      | PGlite data directory                             |
 * | DATABASE_URL   | —                      | `postgres://…`: node-postgres instead of PGlite   |
 * | CORE_API_URL   | —                      | external content API instead of the embedded one |
 * | EXPOSE_ERRORS  | false                  | `1`/`true`: debug details on error pages          |
 * | SENTRY_DSN     | —                      | error reporting (browser and server) when set     |
 * | ADMIN_EMAIL    | —                      | first CMS admin, created on first seed (issue 3)  |
 * | ADMIN_PASSWORD | —                      | its password (≥ 12 characters)                    |
 */
import { defaultDataDir } from './paths';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** External content API base (e.g. `https://core.example.ca/api/swc`), without trailing slash. */
  coreApiUrl?: string;
  exposeErrors: boolean;
  sentryDsn?: string;
  /** First CMS admin's e-mail (ADMIN_EMAIL), used when the database has no user yet. */
  adminEmail?: string;
  /** First CMS admin's password (ADMIN_PASSWORD). */
  adminPassword?: string;
}

function flag(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Reads the configuration.
 * @throws Error when PORT is not a valid port number or CORE_API_URL is not an http(s) URL
 */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const coreApiUrl = optional(env.CORE_API_URL)?.replace(/\/+$/, '');
  if (coreApiUrl && !/^https?:\/\//i.test(coreApiUrl)) throw new Error(`CORE_API_URL must be an http(s) URL, got "${coreApiUrl}"`);
  return {
    port,
    host: optional(env.HOST) ?? '0.0.0.0',
    dataDir: defaultDataDir(env),
    databaseUrl: optional(env.DATABASE_URL),
    coreApiUrl,
    exposeErrors: flag(env.EXPOSE_ERRORS),
    sentryDsn: optional(env.SENTRY_DSN),
    adminEmail: optional(env.ADMIN_EMAIL),
    adminPassword: optional(env.ADMIN_PASSWORD),
  };
}
