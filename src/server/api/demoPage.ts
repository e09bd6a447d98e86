/**
 * The developer page (spec 000 §7 "GET /development/demo-page"): the test block, then one
 * instance of every page block with its demo data (src/blocks/schemas.ts), in French at
 * `/fr/development/demo-page` and in English at `/en/development/demo-page`. Headers and footers
 * are not repeated in the body: the page shows the site's own. It is served to a CMS admin of the
 * site, or to anyone when `DEV_PAGES=1`; otherwise the path is an ordinary unknown page (404).
 * Never indexed (`noindex, nofollow`) and never cached for others (`private, no-store`).
 */
import type { Locale } from '../../lib/locales';
import { blockSchemas } from '../../blocks/schemas';
import type { Block } from '../../schema/block';
import type { PagePayload } from '../../schema/page';
import type { SiteRow } from '../db/schema';
import { buildPagePayload } from './pagePayload';

/** The page's path per language. */
export const DEMO_PAGE_PATHS: Record<Locale, string> = { fr: '/fr/development/demo-page', en: '/en/development/demo-page' };

const TITLE: Record<Locale, string> = { fr: 'Page de démonstration des blocs', en: 'Block demo page' };

/** The language of a developer page path, or null for any other path. */
export function demoPageLocale(path: string): Locale | null {
  if (path === DEMO_PAGE_PATHS.fr) return 'fr';
  if (path === DEMO_PAGE_PATHS.en) return 'en';
  return null;
}

/** The page's blocks: the test block first, then every other page block (no repeater item, header or footer), each with its demo data. */
export function demoPageBlocks(): Block[] {
  const placed = blockSchemas.filter((schema) => !schema.item && schema.family !== 'chrome');
  const ordered = [...placed.filter((schema) => schema.type === 'test_block'), ...placed.filter((schema) => schema.type !== 'test_block')];
  return ordered.map((schema) => {
    const block: Block = {
      block_type: schema.type,
      block_params: structuredClone((schema.demo.block_params ?? {}) as Record<string, unknown>),
      fields: structuredClone(schema.demo.fields as Record<string, unknown>),
    };
    // The framed tool's demo address is another site's: the page's CSP refuses to frame it (a
    // site lists the tools it frames in its settings) and the page must work offline, so the
    // block shows without a frame here.
    const core = block.block_params.core_data as { iframeUrl?: unknown } | undefined;
    if (schema.type === 'property_iframe_block' && core) core.iframeUrl = { fr: '', en: '' };
    return block;
  });
}

/** The developer page's payload for `site`, both languages (its blocks before the feeds are attached). */
export function demoPagePayload(site: SiteRow, production: boolean): PagePayload {
  const payload = buildPagePayload(site, null, { production, content: { fields: demoPageBlocks() }, title: { ...TITLE } });
  payload.seo = {
    ...payload.seo,
    robots_index_rule: 'noindex, nofollow',
    global: { ...payload.seo.global, fr: { ...payload.seo.global?.fr, title: TITLE.fr }, en: { ...payload.seo.global?.en, title: TITLE.en } },
  };
  payload.alternate_paths = (['fr', 'en'] as const).map((language) => ({ locale: language, path: DEMO_PAGE_PATHS[language] }));
  return payload;
}
