/**
 * The browser's {@link MessageSource}: one catalogue per locale, filled by the compiled message
 * chunks of `virtual:vitrine-messages` (build/messageCatalogs.ts) as the page needs them, or sent
 * with the page. Each chunk is downloaded once per tab.
 */
import { loadMessageChunk } from 'virtual:vitrine-messages';
import { createChunkedMessageSource, type SentMessageChunks } from './chunkedMessageSource';
import type { MessageSource } from './messageCatalogs';

/**
 * Creates the tab's message source.
 * @param sent chunks the page already carries (a site page's island state)
 */
export function createBrowserMessageSource(sent?: SentMessageChunks): MessageSource {
  return createChunkedMessageSource(loadMessageChunk, sent);
}
