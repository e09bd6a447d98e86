/**
 * Server configuration from the environment.
 *
 * | variable       | default                | meaning                                           |
 * |----------------|------------------------|---------------------------------------------------|
 * | PORT           | 3000                   | TCP port                                          |
 * | HOST           | 0.0.0.0                | bind address (`localhost` to stay on this machine) |
 * | DATA_DIR       | `<project>/.data`      | PGlite data directory                             |
 * | MEDIA_DIR      | `DATA_DIR/media`       | media-library files; several instances share one mount (src/server/media/mediaStorage.ts) |
 * | SEED_MEDIA_DIR | `node_modules/.cache/vitrine-seed-media` | the seeded illustrations, processed once per machine (read by src/server/media/illustrationCache.ts) |
 * | FEED_SYNC_EVERY | `15m` | listing feed sync period (`30m`, `1h`, `off`; src/server/feed/feedScheduler.ts) |
 * | DATABASE_URL   | —                      | `postgres://…`: node-postgres instead of PGlite   |
 * | CORE_API_URL   | —                      | external content API instead of the embedded one |
 * | EXPOSE_ERRORS  | false                  | `1`/`true`: debug details on error pages          |
 * | DEV_PAGES      | false                  | `1`/`true`: the developer page (`/fr/development/demo-page`) for everyone, not only the site's admins |
 * | SENTRY_DSN     | —                      | error reporting (browser and server) when set     |
 * | ADMIN_EMAIL    | —                      | first CMS admin, created on first seed  |
 * | ADMIN_PASSWORD | —                      | its password (≥ 12 characters)                    |
 * | SMTP_URL       | —                      | `smtp(s)://user:pass@host:port`: lead e-mails (off when unset) |
 * | MAIL_FROM      | `Vitrine <no-reply@vitrine.localhost>` | sender of lead e-mails when the site has no `mail_from` |
 * | MAIL_RETRY_BASE_MS | 30000              | first retry delay of a failed lead e-mail (doubles, max 1 h) |
 * | TRUST_PROXY    | false                  | `1`/`true`: client address from `X-Forwarded-For` (first entry) |
 * | RATE_LIMIT_FORMS | `10/600`             | form posts per client: `N/seconds`, or `off`      |
 * | RATE_LIMIT_CAPTCHA | `60/600`           | captcha challenges per client: `N/seconds`, or `off` |
 * | PAGE_CACHE_MB  | 64                     | memory for rendered published pages, MiB; `0` turns the page cache (and the published rows kept with it) off |
 */
import { join, resolve } from 'node:path';
import { defaultDataDir } from './paths';

/** Default memory of the rendered-page cache, MiB (a rendered page weighs 50 to 300 kB). */
export const DEFAULT_PAGE_CACHE_MB = 64;

/** OpenStreetMap's standard tiles (https://operations.osmfoundation.org/policies/tiles/). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Media-library files (MEDIA_DIR); default {@link mediaDirOf} `DATA_DIR/media`. */
  mediaDir?: string;
  databaseUrl?: string;
  /** External content API base (e.g. `https://core.example.ca/api/swc`), without trailing slash. */
  coreApiUrl?: string;
  /**
   * ASSET_BASE_URL: where browsers fetch the built client files (`https://cdn.example.ca`, a CDN
   * pulling `/assets/…` from this server), without trailing slash; default this server.
   */
  assetBaseUrl?: string;
  /** MEDIA_BASE_URL: where browsers fetch media-library files (`/media/…`), without trailing slash; default this server. */
  mediaBaseUrl?: string;
  exposeErrors: boolean;
  /** DEV_PAGES: the developer page for everyone (src/server/api/demoPage.ts); default: the site's CMS admins only. */
  devPages?: boolean;
  sentryDsn?: string;
  /** First CMS admin's e-mail (ADMIN_EMAIL), used when the database has no user yet. */
  adminEmail?: string;
  /** First CMS admin's password (ADMIN_PASSWORD). */
  adminPassword?: string;
  /** SMTP server of lead e-mails (SMTP_URL, `smtp://` or `smtps://`); lead e-mails are off when unset. */
  smtpUrl?: string;
  /** Default sender of lead e-mails (MAIL_FROM), used when the site has no `mail_from`. */
  mailFrom?: string;
  /**
   * Map tile URL template (TILE_URL, Leaflet syntax `{z}/{x}/{y}`, optional `{s}`), default
   * OpenStreetMap's; tests stub it. Attribution from TILE_ATTRIBUTION (HTML allowed).
   */
  tileUrl: string;
  tileAttribution: string;
  /** Delay (ms) before the first retry of a failed lead e-mail (MAIL_RETRY_BASE_MS, default 30 000); doubles each attempt, capped at 1 h. */
  mailRetryBaseMs?: number;
  /** Behind a trusted reverse proxy (TRUST_PROXY): rate limits key on `X-Forwarded-For`'s first entry. */
  trustProxy?: boolean;
  /** Per-client limits of the public form endpoints (RATE_LIMIT_FORMS, RATE_LIMIT_CAPTCHA); default {@link DEFAULT_RATE_LIMITS}. */
  rateLimits?: RateLimits;
  /** Memory for rendered published pages (PAGE_CACHE_MB), MiB; 0 turns the page cache off. Default 64. */
  pageCacheMb?: number;
}

/** At most `points` requests per `durationSec` seconds from one client. */
export interface RateLimitRule {
  points: number;
  durationSec: number;
}

/** Rate limits of the public form endpoints; null = not limited. */
export interface RateLimits {
  /** `POST /api/swc/{microsite_id}/contact` (contact, alert and valuation forms). */
  form: RateLimitRule | null;
  /** `GET /api/swc/captcha/challenge` (looser: a page load may fetch one). */
  captchaChallenge: RateLimitRule | null;
}

/** 10 form posts and 60 captcha challenges per client per 10 minutes. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  form: { points: 10, durationSec: 600 },
  captchaChallenge: { points: 60, durationSec: 600 },
};

/** The media-library folder of a configuration: `MEDIA_DIR`, else `DATA_DIR/media`. */
export function mediaDirOf(config: Pick<ServerConfig, 'dataDir' | 'mediaDir'>): string {
  return config.mediaDir ?? join(config.dataDir, 'media');
}

/**
 * Parses a rate limit setting: `N/seconds` (`10/600`), `off`/`0` (no limit), empty (the default).
 * @throws Error on any other value
 */
export function parseRateLimitRule(name: string, value: string | undefined, fallback: RateLimitRule | null): RateLimitRule | null {
  const trimmed = value?.trim();
  if (!trimmed) return fallback;
  if (/^(off|false|no|0)$/i.test(trimmed)) return null;
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(trimmed);
  const points = match ? Number(match[1]) : NaN;
  const durationSec = match ? Number(match[2]) : NaN;
  if (!(points > 0 && durationSec > 0)) throw new Error(`${name} must be "requests/seconds" (e.g. 10/600) or "off", got "${value}"`);
  return { points, durationSec };
}

function flag(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());
}

/**
 * A base URL setting (ASSET_BASE_URL, MEDIA_BASE_URL): an http(s) origin with an optional path,
 * without trailing slash; undefined when unset.
 * @throws Error when it is not an http(s) URL or carries a query or fragment
 */
export function baseUrl(name: string, value: string | undefined): string | undefined {
  const trimmed = optional(value)?.replace(/\/+$/, '');
  if (!trimmed) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(trimmed);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash) throw new Error(`${name} must be an http(s) URL without query (e.g. https://cdn.example.ca), got "${value}"`);
  return trimmed;
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Reads the configuration.
 * @throws Error when PORT is not a valid port number, CORE_API_URL, ASSET_BASE_URL or MEDIA_BASE_URL is not an http(s) URL, SMTP_URL is
 *   not an smtp(s) URL, MAIL_RETRY_BASE_MS is not a positive number, PAGE_CACHE_MB is not a number ≥ 0
 *   or a RATE_LIMIT_* value is malformed
 */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const coreApiUrl = optional(env.CORE_API_URL)?.replace(/\/+$/, '');
  if (coreApiUrl && !/^https?:\/\//i.test(coreApiUrl)) throw new Error(`CORE_API_URL must be an http(s) URL, got "${coreApiUrl}"`);
  const assetBaseUrl = baseUrl('ASSET_BASE_URL', env.ASSET_BASE_URL);
  const mediaBaseUrl = baseUrl('MEDIA_BASE_URL', env.MEDIA_BASE_URL);
  const smtpUrl = optional(env.SMTP_URL);
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl)) throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  const mailRetryBaseMs = env.MAIL_RETRY_BASE_MS ? Number(env.MAIL_RETRY_BASE_MS) : 30_000;
  const pageCacheMb = env.PAGE_CACHE_MB?.trim() ? Number(env.PAGE_CACHE_MB) : DEFAULT_PAGE_CACHE_MB;
  if (!Number.isFinite(pageCacheMb) || pageCacheMb < 0) throw new Error(`PAGE_CACHE_MB must be a number of MiB (0 turns the cache off), got "${env.PAGE_CACHE_MB}"`);
  if (!Number.isFinite(mailRetryBaseMs) || mailRetryBaseMs <= 0) throw new Error(`MAIL_RETRY_BASE_MS must be a positive number of milliseconds, got "${env.MAIL_RETRY_BASE_MS}"`);
  return {
    port,
    host: optional(env.HOST) ?? '0.0.0.0',
    dataDir: defaultDataDir(env),
    mediaDir: optional(env.MEDIA_DIR) ? resolve(env.MEDIA_DIR!.trim()) : undefined,
    databaseUrl: optional(env.DATABASE_URL),
    coreApiUrl,
    assetBaseUrl,
    mediaBaseUrl,
    exposeErrors: flag(env.EXPOSE_ERRORS),
    devPages: flag(env.DEV_PAGES),
    sentryDsn: optional(env.SENTRY_DSN),
    adminEmail: optional(env.ADMIN_EMAIL),
    adminPassword: optional(env.ADMIN_PASSWORD),
    smtpUrl,
    mailFrom: optional(env.MAIL_FROM),
    mailRetryBaseMs,
    tileUrl: optional(env.TILE_URL) ?? DEFAULT_TILE_URL,
    tileAttribution: optional(env.TILE_ATTRIBUTION) ?? DEFAULT_TILE_ATTRIBUTION,
    trustProxy: flag(env.TRUST_PROXY),
    pageCacheMb,
    rateLimits: {
      form: parseRateLimitRule('RATE_LIMIT_FORMS', env.RATE_LIMIT_FORMS, DEFAULT_RATE_LIMITS.form),
      captchaChallenge: parseRateLimitRule('RATE_LIMIT_CAPTCHA', env.RATE_LIMIT_CAPTCHA, DEFAULT_RATE_LIMITS.captchaChallenge),
    },
  };
}
