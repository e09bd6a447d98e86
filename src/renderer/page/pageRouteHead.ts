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

/** Where a page's head is drawn for: its language, origin, path and media base. */
export interface OutcomeHeadOptions {
  locale: Locale;
  origin: string;
  /** The page's path (normalised here). */
  path: string;
  /** MEDIA_BASE_URL, when set. */
  mediaBase?: string;
}

/**
 * The head of a page or error outcome and the site's body-end script tags (`metadata.tags` with
 * position body; none for an error), the page's SEO drawn once for both.
 */
export function outcomeHead(outcome: RenderableOutcome | undefined, { locale, origin, path, mediaBase }: OutcomeHeadOptions) {
  const payload = outcome?.kind === 'page' ? outcome.payload : outcome?.payload;
  const errorTitle = outcome ? `${locale === 'fr' ? 'Erreur' : 'Error'} ${outcome.status}` : '';
  if (!payload) return { head: { meta: [{ title: errorTitle }, { name: 'robots', content: 'noindex' }] }, bodyScripts: [] };
  const drawn = pageHead(payload, { locale, origin, path: normalizePath(path), mediaBase });
  const meta =
    outcome?.kind === 'error'
      ? [{ title: errorTitle }, ...drawn.meta.filter((m) => !m.title && m.name !== 'robots'), { name: 'robots', content: 'noindex' }]
      : drawn.meta;
  // The modules of the blocks the page hydrates at once, fetched after the first paint. Its block
  // stylesheets are written into the document by the server; in the browser a block's code brings
  // its own.
  const blockLinks = (outcome?.assets?.modulePreloads ?? []).map(moduleAfterPaintLink);
  // A page opening with a hero or the search is painted with its first screen whole (firstPaint.ts).
  const firstPaint = outcome?.kind === 'page' && firstPaintWait(payload.content.fields) !== null ? [FIRST_BLOCK_PARSED_LINK] : [];
  return {
    head: {
      meta,
      links: [...firstPaint, ...blockLinks, ...drawn.links],
      styles: [{ children: themeRootCss(payload.theme) }],
      scripts: drawn.scripts.map((script) => ({ ...script })),
    },
    bodyScripts: outcome?.kind === 'page' ? drawn.bodyScripts : [],
  };
}

/** The router's reading of a match: the outcome's head options. */
function headOptions({ params, match }: HeadArgs): OutcomeHeadOptions {
  return { locale: isLocale(params.locale) ? params.locale : 'fr', origin: match.context.origin, path: match.pathname, mediaBase: match.context.config?.mediaBaseUrl };
}

/** Builds the route head of a page or error outcome. */
export function pageRouteHead(args: HeadArgs) {
  return outcomeHead(args.loaderData, headOptions(args)).head;
}

/** Body-end script tags of the site (`metadata.tags` with position body), for the route `scripts`. */
export function pageRouteBodyScripts(args: HeadArgs) {
  return outcomeHead(args.loaderData, headOptions(args)).bodyScripts;
}
