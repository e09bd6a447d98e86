/**
 * Brand version 2 (spec 000 §3 "metadata holds … the brand-version flag"; site state "brand
 * version (default 1)"): the second set of brand artwork shipped in `public/`.
 *
 * With `metadata.brand_version_2` the default images (`/placeholders/*.svg`: logos, franchise
 * balloon, office/member/partner/brand placeholders) come from `/placeholders/v2/` and the default
 * favicon is `/favicon-v2.svg`. A site's own uploaded images and its own favicon are never changed.
 */

/** The brand versions: 1 (default) or 2. */
export type BrandVersion = 1 | 2;

/** The default favicon of each brand version. */
export const DEFAULT_FAVICON: Record<BrandVersion, string> = { 1: '/favicon.svg', 2: '/favicon-v2.svg' };

/**
 * The address of a shipped brand asset for a brand version; any other address unchanged.
 * @param url an image address, e.g. `/placeholders/member.svg`
 * @param version the site's brand version
 * @returns e.g. `/placeholders/v2/member.svg` for version 2
 */
export function brandAssetUrl(url: string, version: BrandVersion): string {
  if (version !== 2) return url;
  if (url === DEFAULT_FAVICON[1]) return DEFAULT_FAVICON[2];
  if (url.startsWith('/placeholders/') && !url.startsWith('/placeholders/v2/')) return `/placeholders/v2/${url.slice('/placeholders/'.length)}`;
  return url;
}

/** The brand version of a page's metadata (`brand_version_2` true → 2). */
export function brandVersionOf(metadata: { brand_version_2?: boolean } | null | undefined): BrandVersion {
  return metadata?.brand_version_2 ? 2 : 1;
}
