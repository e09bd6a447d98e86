/**
 * Challenge endpoint of the embedded content API's self-hosted captcha (altcha). The QA login
 * always uses it: the CMS verifies login answers with the embedded key, whatever content API the
 * public pages call.
 */
export const EMBEDDED_CAPTCHA_CHALLENGE_PATH = '/api/swc/captcha/challenge';

/**
 * The runtime configuration the server hands the browser with the first page (never secrets):
 * which content API to call, whether error pages show details, monitoring, captcha and map tiles.
 */
export interface AppConfig {
  /** Base URL of the content API the browser calls: `/api/swc` or CORE_API_URL. */
  apiBaseUrl: string;
  /** Show debug details on error pages. */
  exposeErrors: boolean;
  /** Sentry DSN; error reporting is off when absent. */
  sentryDsn?: string;
  /** Base URL for the self-hosted captcha challenge endpoint (altcha). */
  captchaChallengeUrl: string;
  /** Map tile URL template (`TILE_URL`, Leaflet `{z}/{x}/{y}` syntax) and its attribution HTML. */
  tileUrl?: string;
  tileAttribution?: string;
  /** MEDIA_BASE_URL: where media-library files are fetched (no trailing slash); absent: this site. */
  mediaBaseUrl?: string;
}

