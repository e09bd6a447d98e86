/**
 * The confirmation link of a property alert subscription: `{site base URL}/alerts/confirm/{token}`,
 * answered by the server itself (GET shows a page with a button, POST confirms; see confirmRoute.ts).
 */

/** Path prefix of confirmation links (the signed token follows, see confirmToken.ts). */
export const ALERTS_CONFIRM_PATH = '/alerts/confirm';

/** Absolute confirmation URL of a signed token; `baseUrl` without trailing slash. */
export function alertsConfirmUrl(baseUrl: string, token: string): string {
  return `${baseUrl}${ALERTS_CONFIRM_PATH}/${encodeURIComponent(token)}`;
}
