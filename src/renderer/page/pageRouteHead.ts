/**
 * `head()` of the page routes (spec 000 §3 "seo", §9): SEO tags from the loaded payload, the
 * page's theme variables, and the error pages' titles.
 */
import { isLocale, type Locale } from '../../lib/locales';
import type { RouterContext } from '../routerContext';
import { pageHead } from '../seo/pageHead';
import { themeRootCss } from '../theme/themeCss';
import { moduleAfterPaintLink } from '../entryAfterPaint';
import { FIRST_BLOCK_PARSED_LINK, firstPaintWait } from './firstPaint';
import type { RenderableOutcome } from './loadPage';
import { normalizePath } from './loadPage';

interface HeadArgs {
  loaderData?: RenderableOutcome;
  params: { locale?: string };
  match: { context: Pick<RouterContext, 'origin'> & { config?: Pick<RouterContext['config'], 'mediaBaseUrl'> }; pathname: string };
}

/** Builds the route head of a page or error outcome. */
export function pageRouteHead({ loaderData, params, match }: HeadArgs) {
  const locale: Locale = isLocale(params.locale) ? params.locale : 'fr';
  const outcome = loaderData;
  const payload = outcome?.kind === 'page' ? outcome.payload : outcome?.payload;
  if (!payload) {
    const title = outcome ? `${locale === 'fr' ? 'Erreur' : 'Error'} ${outcome.status}` : '';
    return { meta: [{ title }, { name: 'robots', content: 'noindex' }] };
  }
  const head = pageHead(payload, { locale, origin: match.context.origin, path: normalizePath(match.pathname), mediaBase: match.context.config?.mediaBaseUrl });
  const meta =
    outcome?.kind === 'error'
      ? [{ title: `${locale === 'fr' ? 'Erreur' : 'Error'} ${outcome.status}` }, ...head.meta.filter((m) => !m.title && m.name !== 'robots'), { name: 'robots', content: 'noindex' }]
      : head.meta;
  // The modules of the blocks the page hydrates at once, fetched after the first paint. Its block
  // stylesheets are written into the document by the server; in the browser a block's code brings
  // its own.
  const blockLinks = (outcome?.assets?.modulePreloads ?? []).map(moduleAfterPaintLink);
  // A page opening with a hero or the search is painted with its first screen whole (firstPaint.ts).
  const firstPaint = outcome?.kind === 'page' && firstPaintWait(payload.content.fields) !== null ? [FIRST_BLOCK_PARSED_LINK] : [];
  return {
    meta,
    links: [...firstPaint, ...blockLinks, ...head.links],
    styles: [{ children: themeRootCss(payload.theme) }],
    scripts: head.scripts.map((script) => ({ ...script })),
  };
}

/** Body-end script tags of the site (`metadata.tags` with position body), for the route `scripts`. */
export function pageRouteBodyScripts({ loaderData, params, match }: HeadArgs) {
  const locale: Locale = isLocale(params.locale) ? params.locale : 'fr';
  const payload = loaderData?.kind === 'page' ? loaderData.payload : undefined;
  if (!payload) return [];
  return pageHead(payload, { locale, origin: match.context.origin, path: normalizePath(match.pathname), mediaBase: match.context.config?.mediaBaseUrl }).bodyScripts;
}
