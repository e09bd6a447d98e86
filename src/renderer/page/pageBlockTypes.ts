/**
 * The block types a page shows (header, content, footer or its override), for loading their
 * components before the page is drawn.
 */
import type { Locale } from '../../lib/locales';
import { hydratesOnIntent } from '../blocks/hydrateOnIntent';
import type { PagePayload } from '../../schema/page';

/** Every block type of a prepared payload, once each (empty without a payload). */
export function blockTypesOf(payload: PagePayload | undefined): string[] {
  if (!payload) return [];
  const lists = [payload.header.fields, payload.content.fields, payload.content.override?.footer?.fields ?? payload.footer.fields];
  return [...new Set(lists.flatMap((blocks) => blocks.map((block) => block.block_type)))];
}

/** Payloads that arrived by navigation in this tab (not from the server's rendered document), with their page's language. */
const navigated = new WeakMap<PagePayload, Locale>();
const componentsLoading = new WeakMap<PagePayload, Promise<void>>();

/** Marks a payload the browser fetched itself for a page in `locale`: the page waits for its block components and messages before it shows. */
export function markNavigationPayload(payload: PagePayload | undefined, locale: Locale): void {
  if (payload) navigated.set(payload, locale);
}

/**
 * The promise a page drawn from `payload` must wait for before it shows, or null when nothing is
 * missing. A server-rendered page never waits (its blocks hydrate one by one, see PageBlock).
 * @param allLoaded true when the listed types' code and messages in the page's language are here
 * @param load loads them; called once per payload
 */
export function pendingComponentsOf(payload: PagePayload, allLoaded: (types: string[], locale: Locale) => boolean, load: (types: string[], locale: Locale) => Promise<void>): Promise<void> | null {
  const locale = navigated.get(payload);
  if (!locale) return null;
  const types = blockTypesOf(payload);
  if (allLoaded(types, locale)) return null;
  let pending = componentsLoading.get(payload);
  if (!pending) {
    pending = load(types, locale);
    componentsLoading.set(payload, pending);
  }
  return pending;
}

/** Content blocks hydrated with the page (what a visitor sees first); later ones hydrate as they come near. */
export const EAGER_CONTENT_BLOCKS = 1;

/** The block types a server-rendered page hydrates at once: its header and first content blocks, but those that wait for the visitor's intent (hydrateOnIntent.ts). */
export function eagerBlockTypesOf(payload: PagePayload | undefined): string[] {
  if (!payload) return [];
  return [...new Set([...payload.header.fields, ...payload.content.fields.slice(0, EAGER_CONTENT_BLOCKS)].map((block) => block.block_type))].filter((type) => !hydratesOnIntent(type));
}
