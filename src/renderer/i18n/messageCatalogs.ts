/**
 * The UI messages react-intl formats with, per locale (ARCHITECTURE "Conventions"; spec 000 §2
 * "Locale behaviour"). The server and the tests hold every message (messages.ts); the browser
 * fills its catalogues chunk by chunk (browserMessages.ts): the page shell's keys before
 * hydration, each block's namespaces with its component, in the visitor's language only.
 */
import type { Locale } from '../../lib/locales';
import { BLOCK_MESSAGE_NAMESPACES } from './messageNamespaces.gen';

/** A locale's messages: ICU strings (server, tests) or their compiled form (browser). */
export type MessageCatalog = Record<string, unknown>;

/** Where a process's messages come from. */
export interface MessageSource {
  /** The catalogue of `locale`; the same object every time (the browser's grows as chunks arrive). */
  catalog(locale: Locale): MessageCatalog;
  /** Loads message chunks (`core` or namespaces) of `locale`; resolves when they are in the catalogue. */
  load?(locale: Locale, chunks: readonly string[]): Promise<void>;
  /** True when those chunks are already in the catalogue. */
  loaded?(locale: Locale, chunks: readonly string[]): boolean;
}

const EMPTY: Record<Locale, MessageCatalog> = { fr: {}, en: {} };
let source: MessageSource = { catalog: (locale) => EMPTY[locale] };

/** Installs the process's message source (the server entry, the browser entry, the test set-up). */
export function installMessageSource(next: MessageSource): void {
  source = next;
}

/** The catalogue of `locale` from the installed source. */
export function messageCatalog(locale: Locale): MessageCatalog {
  return source.catalog(locale);
}

/** Loads message chunks of `locale` (nothing to do where every message is already here). */
export function loadMessages(locale: Locale, chunks: readonly string[]): Promise<void> {
  return source.load && chunks.length ? source.load(locale, chunks) : Promise.resolve();
}

/** True when the chunks of `locale` are here (always where every message is). */
export function messagesLoaded(locale: Locale, chunks: readonly string[]): boolean {
  return source.loaded ? source.loaded(locale, chunks) : true;
}

/** The message namespaces the listed block types need. */
export function blockMessageNamespaces(types: Iterable<string>): string[] {
  const namespaces = new Set<string>();
  for (const type of types) for (const namespace of BLOCK_MESSAGE_NAMESPACES[type] ?? []) namespaces.add(namespace);
  return [...namespaces];
}
