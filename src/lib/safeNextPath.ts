/**
 * Where to send a user after logging in to QA mode: the `next` of `/qa/login?next=…`, accepted only
 * as a QA page of this same site, else null.
 *
 * Browsers drop tabs and line breaks from URLs and read `\` as `/`, so `/\t/evil.example` would
 * become `//evil.example`, another site: any control character, white space or backslash refuses
 * the value outright. What remains is resolved against a placeholder origin and kept only when it
 * stays on that origin, under `/qa/`, and is not the login page itself. The result is the
 * normalised path, query and fragment.
 */
const PLACEHOLDER_ORIGIN = 'http://qa.invalid';

/** The safe `next` path (`/qa/…`), or null when `next` is missing or could leave the site. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a redirect target must not hold
  if (!next.startsWith('/') || /[\u0000-\u0020\u007f-\u009f\\\u2028\u2029]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  if (!url.pathname.startsWith('/qa/') || url.pathname.startsWith('//')) return null;
  if (url.pathname === '/qa/login' || url.pathname.startsWith('/qa/login/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
