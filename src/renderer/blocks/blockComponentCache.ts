/**
 * The block components this process has loaded (ARCHITECTURE "The block contract").
 *
 * The server and QA mode register every component at start ({@link registerBlockComponents} with
 * blocks/registry.ts), so they never wait. A public page in the browser loads a block's chunk the
 * first time the block is needed ({@link loadBlockComponent}, from blocks/blockComponents.ts),
 * with the messages of the block's namespaces in the page's language.
 * Components are code, the same for every visitor: a module-level cache is safe on the server.
 */
import { blockComponentLoaders, type BlockComponent } from '../../blocks/blockComponents';
import type { Locale } from '../../lib/locales';
import { blockMessageNamespaces, loadMessages, messagesLoaded } from '../i18n/messageCatalogs';

const loaded = new Map<string, BlockComponent>();
const underWay = new Map<string, Promise<BlockComponent | undefined>>();

/** Makes components available at once (the server and the editor register the whole registry). */
export function registerBlockComponents(definitions: Iterable<{ type: string; component?: BlockComponent; item?: boolean }>): void {
  for (const definition of definitions) {
    if (definition.component && !definition.item) loaded.set(definition.type, definition.component);
  }
}

/** Forgets a registered component, so the next use loads it (tests of the browser's lazy loading). */
export function forgetBlockComponent(type: string): void {
  loaded.delete(type);
  underWay.delete(type);
}

/** The component of `type` when its chunk is already here, else undefined. */
export function loadedBlockComponent(type: string): BlockComponent | undefined {
  return loaded.get(type);
}

/** True when `type` has a component (loaded or loadable): false for unknown and item types. */
export function hasBlockComponent(type: string): boolean {
  return loaded.has(type) || type in blockComponentLoaders;
}

/**
 * Loads the component of `type` and the messages it shows in `locale` (one request per chunk,
 * shared by every caller).
 * @returns the component, or undefined for a type without one
 * @throws rejects when a chunk cannot be downloaded
 */
export async function loadBlockComponent(type: string, locale: Locale): Promise<BlockComponent | undefined> {
  const [component] = await Promise.all([loadComponent(type), loadMessages(locale, blockMessageNamespaces([type]))]);
  return component;
}

function loadComponent(type: string): Promise<BlockComponent | undefined> {
  const known = loaded.get(type);
  if (known) return Promise.resolve(known);
  let pending = underWay.get(type);
  if (!pending) {
    const loader = blockComponentLoaders[type];
    pending = loader
      ? loader().then(
          (component) => {
            // A failed download whose error the chunk reload handler kept for itself (the page is reloading) resolves to nothing.
            if (!component) throw new Error(`ChunkLoadError: ${type}`);
            loaded.set(type, component);
            return component;
          },
          (error: unknown) => {
            // A later attempt (next navigation) may succeed: forget the failed download.
            underWay.delete(type);
            throw error;
          },
        )
      : Promise.resolve(undefined);
    underWay.set(type, pending);
  }
  return pending;
}

/** Loads every listed type's component and messages in `locale`, with the page shell's messages; resolves when all are here. */
export async function loadBlockComponents(types: Iterable<string>, locale: Locale): Promise<void> {
  const unique = [...new Set(types)];
  await Promise.all([...unique.map(loadComponent), loadMessages(locale, ['core', ...blockMessageNamespaces(unique)])]);
}

/** True when every listed type's component and messages in `locale` are already here (nothing to wait for). */
export function blockComponentsLoaded(types: Iterable<string>, locale: Locale): boolean {
  const unique = [...new Set(types)];
  for (const type of unique) if (!loaded.has(type) && type in blockComponentLoaders) return false;
  return messagesLoaded(locale, ['core', ...blockMessageNamespaces(unique)]);
}
