/**
 * Where a listing comes from and where it stands, for the server and the QA screens (public pages
 * never ask: kept apart from src/schema/listingValues.ts so their scripts do not carry it).
 */

/** Where a listing comes from: the seed's demo data (removed at a site's first feed sync), the site's feed, or an editor in QA. */
export const LISTING_SOURCES = ['demo', 'feed', 'manual'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

/**
 * A listing's status: `draft` (a manual listing not published yet: on no public page), `active`
 * (searchable, its page shown), `sold` (on the sold blocks, its page 410) or `removed` (withdrawn
 * or taken off by the feed, its page 410).
 */
export const LISTING_STATUSES = ['draft', 'active', 'sold', 'removed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
