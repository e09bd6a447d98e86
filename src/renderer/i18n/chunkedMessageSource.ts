/**
 * A {@link MessageSource} filled chunk by chunk (the browser's, browserMessages.ts): each chunk is
 * downloaded once per tab, and the chunks a page carries are never downloaded.
 */
import type { Locale } from '../../lib/locales';
import type { MessageCatalog, MessageSource } from './messageCatalogs';

/** Chunks a page already carries (a site page's island state): chunk name → messages. */
export interface SentMessageChunks {
  locale: Locale;
  chunks: Record<string, MessageCatalog>;
}

/**
 * A message source filled chunk by chunk.
 * @param loadMessageChunk downloads one chunk (`core` or a namespace) of a locale
 * @param sent chunks already here, never downloaded
 */
export function createChunkedMessageSource(loadMessageChunk: (locale: Locale, name: string) => Promise<MessageCatalog | undefined>, sent?: SentMessageChunks): MessageSource {
  const catalogs: Record<Locale, MessageCatalog> = { fr: {}, en: {} };
  const chunks = new Map<string, Promise<void>>();
  const loaded = new Set<string>();
  if (sent) {
    for (const [name, messages] of Object.entries(sent.chunks)) {
      Object.assign(catalogs[sent.locale], messages);
      chunks.set(`${sent.locale}/${name}`, Promise.resolve());
      loaded.add(`${sent.locale}/${name}`);
    }
  }
  const loadChunk = (locale: Locale, name: string): Promise<void> => {
    const id = `${locale}/${name}`;
    let pending = chunks.get(id);
    if (!pending) {
      pending = loadMessageChunk(locale, name).then(
        (messages) => {
          Object.assign(catalogs[locale], messages ?? {});
        },
        (error: unknown) => {
          // A later page may try again.
          chunks.delete(id);
          throw error;
        },
      );
      chunks.set(id, pending);
      pending.then(() => loaded.add(id), () => {});
    }
    return pending;
  };
  return {
    catalog: (locale) => catalogs[locale],
    load: async (locale, names) => {
      await Promise.all(names.map((name) => loadChunk(locale, name)));
    },
    loaded: (locale, names) => names.every((name) => loaded.has(`${locale}/${name}`)),
  };
}
