/**
 * A site page's {@link MessageSource}: the page carries its shell's and blocks' messages (its
 * island state); only the parts it shows on demand (the contact modal, a preview's variant
 * banner, the consent preferences) may download theirs, so its loader names those chunks only
 * (`virtual:vitrine-messages-public`, build/messageCatalogs.ts), not every namespace in both
 * languages as the QA screens' does (browserMessages.ts).
 */
import { loadMessageChunk } from 'virtual:vitrine-messages-public';
import { createChunkedMessageSource, type SentMessageChunks } from './chunkedMessageSource';
import type { MessageSource } from './messageCatalogs';

/** Creates the page's message source from the chunks it carries. */
export function createPublicPageMessageSource(sent: SentMessageChunks): MessageSource {
  return createChunkedMessageSource(loadMessageChunk, sent);
}
