/**
 * The browser's {@link MessageSource}: one catalogue per locale, filled by the compiled message
 * chunks of `virtual:vitrine-messages` (build/messageCatalogs.ts) as the page needs them. Each
 * chunk is downloaded once per tab.
 */
import { loadMessageChunk } from 'virtual:vitrine-messages';
import type { Locale } from '../../lib/locales';
import type { MessageCatalog, MessageSource } from './messageCatalogs';

/** Creates the tab's message source. */
export function createBrowserMessageSource(): MessageSource {
  const catalogs: Record<Locale, MessageCatalog> = { fr: {}, en: {} };
  const chunks = new Map<string, Promise<void>>();
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
  const loaded = new Set<string>();
  return {
    catalog: (locale) => catalogs[locale],
    load: async (locale, names) => {
      await Promise.all(names.map((name) => loadChunk(locale, name)));
    },
    loaded: (locale, names) => names.every((name) => loaded.has(`${locale}/${name}`)),
  };
}
