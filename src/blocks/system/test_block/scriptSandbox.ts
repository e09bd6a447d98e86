/**
 * The script sandbox page the paste preview frames (served by the server at the same path; see
 * src/server/scriptSandbox.ts, which must use the same path and message type).
 */

/** URL path of the sandbox page. */
export const SCRIPT_SANDBOX_PATH = '/qa/script-sandbox';

/** Type of the message carrying the HTML to preview: `{ type, html: string }`. */
export const SCRIPT_PREVIEW_MESSAGE = 'vitrine:script-preview';
