/**
 * The server's {@link PageSource}: the content API's answer mapped to an outcome (src/api/
 * pageOutcome.ts) and its blocks prepared (preparePage.ts). Used by server rendering and by
 * `POST /api/page-data`, which hands the same prepared outcome to the browser. Server only: it
 * brings every block schema and the HTML sanitiser.
 */
import { LRUCache } from 'lru-cache';
import type { ContentApi } from '../../api/contentApi';
import { pageOutcome, thrownOutcome, type ParsedPayloadMemo } from '../../api/pageOutcome';
import { DEFAULT_LOCALE, localeOfPath } from '../../lib/locales';
import { sanitizeHtml } from '../../lib/htmlSanitizer';
import { setRichTextSanitizer } from '../../schema/richTextSanitizer';
import type { Block } from '../../schema/block';
import type { PagePayload } from '../../schema/page';
import type { BlockAssetsOf } from './blockAssets';
import type { PageSource } from './pageSource';
import { prepareOutcome, type PageWarning, type PreparedBlockMemo } from './preparePage';

setRichTextSanitizer(sanitizeHtml);

/** A memo by JSON holding results of at most `maxChars` characters of JSON (each result's input's), least recently used first out. */
function memoByJson<T extends object>(maxChars: number): LRUCache<string, T> {
  return new LRUCache<string, T>({ maxSize: maxChars });
}

/** Room for the blocks prepared before, counted as the length of their JSON: 4 Mi characters (with the prepared blocks, at most some 10–15 MiB; a page's blocks are some tens of kB). */
const PREPARED_BLOCKS_MAX_CHARS = 4 * 1024 * 1024;

/**
 * The blocks this process prepared, by their JSON as received (preparePage.ts
 * {@link PreparedBlockMemo}): a page served again, on a miss of the page cache (a new query
 * string, a page not seen for a minute), has its blocks checked and sanitised once instead of on
 * every render. Keyed by the content itself, so an edit published is a new key, seen at once; the
 * least recently used go first.
 */
const preparedBlocks: PreparedBlockMemo = memoByJson<Block>(PREPARED_BLOCKS_MAX_CHARS);

/** Room for the payloads parsed before, counted as the length of their JSON: 8 Mi characters (a page's payload is some tens of kB; parsed, a few times that). */
const PARSED_PAYLOADS_MAX_CHARS = 8 * 1024 * 1024;

/**
 * The payloads this process parsed, by the JSON of the body received ({@link ParsedPayloadMemo}):
 * a page rendered again on a miss of the page cache has its payload parsed once, and its blocks,
 * frozen, found in {@link preparedBlocks} without a key to write. Keyed by the content, as the
 * blocks: a change published is a new key.
 */
const parsedPayloads: ParsedPayloadMemo = memoByJson<PagePayload>(PARSED_PAYLOADS_MAX_CHARS);

/**
 * A page source over `api` for requests to `domainName` (the request host without port).
 * @param api the content API of this request (it forwards an editor's session for drafts)
 * @param blockAssets the stylesheets and preloads of a page's blocks (from the build manifest)
 */
export function createServerPageSource(api: ContentApi, domainName: string, blockAssets?: BlockAssetsOf): PageSource {
  return {
    async load({ path, query, draft, site }) {
      const warnings: PageWarning[] = [];
      const collect = (...args: unknown[]) => {
        warnings.push(args);
        console.warn(...args);
      };
      let outcome;
      try {
        const response = site.site_id
          ? await api.pageBySite({ siteId: site.site_id, path, query, production: draft ? false : (site.production ?? true) })
          : await api.pageByDomain({ path, query, domainName, ...(draft ? { production: false } : {}) });
        outcome = pageOutcome(response, collect, parsedPayloads);
      } catch (error) {
        outcome = thrownOutcome(error);
      }
      if (outcome.kind === 'redirect') return outcome;
      const prepared = prepareOutcome(outcome, warnings, (...args) => console.warn(...args), preparedBlocks);
      const assets = blockAssets?.(prepared.payload, localeOfPath(path) ?? DEFAULT_LOCALE);
      return assets ? { ...prepared, assets } : prepared;
    },
  };
}
