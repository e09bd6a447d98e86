/**
 * The unsubscribe link of property alert digests: `{site base URL}/alerts/unsubscribe/{token}`,
 * answered by the server itself (GET shows a confirmation, POST unsubscribes; see unsubscribeRoute.ts).
 */

/** Path prefix of unsubscribe links (the token follows). */
export const ALERTS_UNSUBSCRIBE_PATH = '/alerts/unsubscribe';

/** Absolute unsubscribe URL of a saved search token; `baseUrl` without trailing slash. */
export function alertsUnsubscribeUrl(baseUrl: string, token: string): string {
  return `${baseUrl}${ALERTS_UNSUBSCRIBE_PATH}/${encodeURIComponent(token)}`;
}
