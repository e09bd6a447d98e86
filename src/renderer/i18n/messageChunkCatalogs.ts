/**
 * The messages of the browser's message chunks, picked on the server from the full catalogue
 * (server only): what `virtual:vitrine-messages/<locale>/<name>` holds (build/messageCatalogs.ts
 * writes it by the same rule, `pickMessageChunk`). A site page sends the
 * chunks it needs in its island's state instead of as a dozen small modules.
 */
import type { Locale } from '../../lib/locales';
import { pickMessageChunk } from '../../lib/messageChunks';
import type { MessageCatalog } from './messageCatalogs';
import { CORE_MESSAGE_KEYS } from './messageNamespaces.gen';
import { messagesFor } from './messages';

const cache = new Map<string, MessageCatalog>();
const coreKeys = new Set(CORE_MESSAGE_KEYS);

/**
 * One chunk's messages (the same object on every call).
 * @param name `core` or a namespace
 */
export function messageChunkCatalog(locale: Locale, name: string): MessageCatalog {
  const id = `${locale}/${name}`;
  let catalog = cache.get(id);
  if (!catalog) {
    catalog = pickMessageChunk(messagesFor(locale), name, coreKeys);
    cache.set(id, catalog);
  }
  return catalog;
}

/** Several chunks' messages by chunk name. */
export function messageChunkCatalogs(locale: Locale, names: readonly string[]): Record<string, MessageCatalog> {
  return Object.fromEntries(names.map((name) => [name, messageChunkCatalog(locale, name)]));
}
