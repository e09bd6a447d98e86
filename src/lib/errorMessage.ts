/**
 * What to tell of a failure caught as `unknown`: an Error's message, anything else as text. For
 * messages shown to editors (a failed request's reason) and server logs.
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
