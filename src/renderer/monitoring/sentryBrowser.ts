/**
 * Browser error reporting (spec 000 §7 "Errors are reported ... trace sampling 0.1,
 * replay-on-error sampling 1"). `@sentry/react` is imported dynamically and only when a DSN is
 * configured: without SENTRY_DSN nothing is loaded and nothing is sent.
 */

export const SENTRY_TRACES_SAMPLE_RATE = 0.1;
export const SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE = 1.0;

/**
 * Initialises Sentry in the browser when `dsn` is set; resolves false otherwise.
 * Failures to load the SDK are logged as warnings, never thrown.
 */
export async function initBrowserSentry(dsn: string | undefined): Promise<boolean> {
  if (!dsn) return false;
  try {
    const Sentry = await import('@sentry/react');
    Sentry.init({
      dsn,
      tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
      integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    });
    return true;
  } catch (error) {
    console.warn('Error reporting could not start.', error);
    return false;
  }
}
