/**
 * Options of a `waitFor` for what the product does after a pause of its own (an autosave's, a
 * throttle's window): the pause (ms), then the wait's usual second. Test-only; the app never
 * imports this file.
 */
export function afterPause(pauseMs: number): { timeout: number } {
  return { timeout: pauseMs + 1000 };
}
