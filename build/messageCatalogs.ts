/**
 * Vite plugin: UI messages for the browser, compiled ahead of time and split by need (ARCHITECTURE
 * "Conventions": react-intl ICU messages in src/renderer/i18n/messages/{fr,en}.json).
 *
 * - Every message catalogue the browser imports (`…/i18n/**.json`, `…/messages/{fr,en}.json`) is
 *   compiled to react-intl's message AST at build time, so the browser bundle ships react-intl
 *   without its ICU parser (vite.config.ts points the parser at its `no-parser` build).
 * - `virtual:vitrine-messages` exports `loadMessageChunk(locale, name)`: the page shell's keys
 *   (`core`, from src/renderer/i18n/messageNamespaces.gen.ts) or one namespace (`search`,
 *   `lead-form`), each its own small chunk per locale, so a page downloads the messages of the
 *   blocks it shows in its visitor's language only.
 * - `virtual:vitrine-messages-public` exports the same for a site page, which carries its shell's
 *   and blocks' messages and downloads only those of the parts it shows on demand (the contact
 *   modal…): a loader of those chunks only, not one import per namespace and locale.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { MESSAGE_CHUNKS_MODULE, PUBLIC_MESSAGE_CHUNKS_MODULE, messageChunkModuleId, pickMessageChunk } from '../src/lib/messageChunks';

const VIRTUAL = MESSAGE_CHUNKS_MODULE;
const RESOLVED = `\0${VIRTUAL}`;
const CATALOG_PREFIX = '\0vitrine-catalog:';
const LOCALES = ['fr', 'en'] as const;
// Paths from the project root (Vite and the tests run there).
const CATALOG_DIR = resolve('src/renderer/i18n/messages') + '/';
const NAMESPACES_FILE = resolve('src/renderer/i18n/messageNamespaces.gen.ts');
/** JSON files holding ICU messages (the renderer's, the editor's and its forms'). */
const CATALOG_FILE = /\/src\/(renderer\/i18n\/messages|editor\/i18n|editor\/[a-z]+\/i18n)\/(fr|en)\.json$/;

type Catalog = Record<string, string>;

function readCatalog(locale: string): Catalog {
  return JSON.parse(readFileSync(`${CATALOG_DIR}${locale}.json`, 'utf8')) as Catalog;
}

/** The message AST of every entry (what react-intl builds at run time, built here once). */
export function compileMessages(catalog: Catalog, locale: string): Record<string, unknown> {
  const intlLocale = new Intl.Locale(locale === 'fr' ? 'fr-CA' : 'en-CA');
  return Object.fromEntries(Object.entries(catalog).map(([key, message]) => [key, parse(message, { locale: intlLocale })]));
}

/** The namespaces of the page parts shown on demand (`PART_MESSAGE_NAMESPACES`), read from the generated list. */
function partNamespaces(): string[] {
  const source = readFileSync(NAMESPACES_FILE, 'utf8');
  const parts = /PART_MESSAGE_NAMESPACES = \{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...new Set([...parts.matchAll(/'([^']+)'/g)].map((match) => match[1]))].sort();
}

/** The module of `loadMessageChunk` over `names` in every locale. */
function loaderModule(names: readonly string[]): string {
  const entries = LOCALES.flatMap((locale) => names.map((name) => `  '${locale}/${name}': () => import('${messageChunkModuleId(locale, name)}'),`));
  return [
    'const chunks = {',
    ...entries,
    '};',
    '/** The compiled messages of one chunk (`core` or a namespace) of a locale; undefined for an unknown one. */',
    'export function loadMessageChunk(locale, name) {',
    '  const load = chunks[`${locale}/${name}`];',
    '  return load ? load().then((module) => module.default) : Promise.resolve(undefined);',
    '}',
    '',
  ].join('\n');
}

/** The shell's keys, read from the generated list. */
function coreKeys(): Set<string> {
  const source = readFileSync(NAMESPACES_FILE, 'utf8');
  const list = /CORE_MESSAGE_KEYS[^=]*=\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return new Set([...list.matchAll(/'([^']+)'/g)].map((match) => match[1]));
}

const asModule = (value: unknown) => `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;

export function messageCatalogs(): Plugin {
  return {
    name: 'vitrine-message-catalogs',
    enforce: 'pre',
    resolveId: {
      // Only these ids reach the hook (the bundler skips the call for the thousands of others).
      filter: { id: [/\.json$/, new RegExp(`^${VIRTUAL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)] },
      async handler(id, importer, options) {
        if (id === VIRTUAL || id === PUBLIC_MESSAGE_CHUNKS_MODULE || id.startsWith(`${VIRTUAL}/`)) return `\0${id}`;
        if (!id.endsWith('.json') || !importer) return null;
        const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
        // A catalogue gets an id of its own, out of the JSON plugin's way.
        return resolved && CATALOG_FILE.test(resolved.id) ? `${CATALOG_PREFIX}${resolved.id}.js` : null;
      },
    },
    load(id) {
      if (id === RESOLVED) {
        const namespaces = [...new Set(Object.keys(readCatalog('fr')).map((key) => key.split('.')[0]))].sort();
        return loaderModule(['core', ...namespaces]);
      }
      if (id === `\0${PUBLIC_MESSAGE_CHUNKS_MODULE}`) {
        this.addWatchFile(NAMESPACES_FILE);
        return loaderModule(['core', ...partNamespaces()]);
      }
      if (id.startsWith(`${RESOLVED}/`)) {
        const [locale, name] = id.slice(RESOLVED.length + 1).split('/');
        const catalog = readCatalog(locale);
        const picked = pickMessageChunk(catalog, name, name === 'core' ? coreKeys() : new Set());
        this.addWatchFile(`${CATALOG_DIR}${locale}.json`);
        return asModule(compileMessages(picked, locale));
      }
      // Catalogues imported whole (the server, QA mode): compiled too.
      if (id.startsWith(CATALOG_PREFIX)) {
        const file = id.slice(CATALOG_PREFIX.length, -'.js'.length);
        const locale = CATALOG_FILE.exec(file)?.[2] ?? 'fr';
        this.addWatchFile(file);
        return asModule(compileMessages(JSON.parse(readFileSync(file, 'utf8')) as Catalog, locale));
      }
      return null;
    },
  };
}
