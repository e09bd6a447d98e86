/**
 * Query parameters that ad platforms, newsletters and social networks add to a link to measure it
 * (`utm_*`, Google's and Meta's click ids…). The page never reads them: the site's analytics
 * scripts read them from the address bar in the browser. A broker's ads all lead to a handful of
 * pages, each click with its own id, so a page cache keyed on the whole query string rendered every
 * paid visit anew; without them the key is the page's, and the visit a hit.
 */

/** Parameter names dropped from the page cache's key and from the render of a cached page (lower case). */
export const TRACKING_PARAMETERS: ReadonlySet<string> = new Set([
  // Google Analytics campaign tags.
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  // Click ids: Google Ads (web, iOS apps), Display & Video 360, Meta, Microsoft Ads, TikTok, X, LinkedIn, Yandex.
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'yclid',
  // Instagram shares, Mailchimp and HubSpot emails, Google's cross-domain linker.
  'igshid',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  '_gl',
]);

/**
 * The URL without its tracking parameters ({@link TRACKING_PARAMETERS}, names compared in lower
 * case); the other parameters keep their order and their text as written. Returns `url` itself
 * when it has none.
 */
export function withoutTrackingParameters(url: URL): URL {
  if (!url.search) return url;
  const pairs = url.search.slice(1).split('&');
  const kept = pairs.filter((pair) => !TRACKING_PARAMETERS.has(parameterName(pair)));
  if (kept.length === pairs.length) return url;
  const stripped = new URL(url);
  stripped.search = kept.join('&');
  return stripped;
}

/** A query pair's name, decoded and in lower case (`UTM_Source=x` → `utm_source`). */
function parameterName(pair: string): string {
  const name = pair.split('=', 1)[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}
