/**
 * Tries a feed connection before it is saved: a token (OAuth) and one listing of the site's
 * filter, so a wrong URL, credential or filter is refused with the feed's own message instead of
 * failing at the first sync.
 */
import { mappedRemarksFields } from '../../schema/feedConnection';
import type { FeedConnectionInput } from './feedConnectionInput';
import { createResoClient, feedFailureMessage, type ResoClientOptions } from './resoClient';

/** What the check found: the feed answered, or why it did not. */
export type FeedCheck = { ok: true; sampleListingKey: string | null } | { ok: false; message: string };

/**
 * Reads the first listing of `input.filter` (`$select=ListingKey` and the remarks fields of the
 * map, one record per page).
 * @param options fetch and sleep overrides (tests)
 * @returns never throws: a refusal is `{ ok: false, message }`
 */
export async function checkFeedConnection(input: FeedConnectionInput, options: Pick<ResoClientOptions, 'fetch' | 'sleep'> = {}): Promise<FeedCheck> {
  const client = createResoClient({ serviceRoot: input.serviceRoot, auth: input.auth, maxPageSize: 1, attempts: 2, backoffMs: 500, maxRetryAfterMs: 10_000, ...options });
  try {
    // The remarks fields of the map are asked too: a field the feed does not have is refused now.
    const select = ['ListingKey', ...mappedRemarksFields(input.remarks.fields)];
    const first = await client.pages('Property', { filter: input.filter ?? undefined, select }).next();
    const key = first.done ? undefined : first.value.records[0]?.ListingKey;
    return { ok: true, sampleListingKey: typeof key === 'string' ? key : null };
  } catch (error) {
    return { ok: false, message: feedFailureMessage(error) };
  }
}
