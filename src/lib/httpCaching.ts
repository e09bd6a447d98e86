/**
 * HTTP caching of public HTML (RFC 9110 §13.1.2, RFC 9111 §5.2.2): the `If-None-Match` check of
 * a weak ETag and the `Cache-Control` values the server answers.
 */

/**
 * `Cache-Control` of a published page: browsers revalidate every time (ETag → 304); a shared cache
 * (CDN) may keep it 60 s and serve it stale up to 10 min while it revalidates in the background.
 */
export const PUBLIC_HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** `Cache-Control` of anything private to one visitor (QA, draft and variant previews). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** `Cache-Control` of a public page answered to a logged-in editor: kept by no shared cache. */
export const EDITOR_CACHE_CONTROL = 'private, no-cache';

/** True when `If-None-Match` (a list of ETags or `*`) matches `etag`, comparing weakly. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}
