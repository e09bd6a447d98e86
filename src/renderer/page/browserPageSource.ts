/**
 * The browser's {@link PageSource}: `POST /api/page-data` on the site's own server, which answers
 * the prepared outcome the server would render (serverPageSource.ts), with the warnings found on
 * the way; they are given to the console here (spec 000 §8 console warnings). Unless the router
 * only preloads, the components of the page's blocks start downloading with it.
 */
import { DEFAULT_LOCALE, localeOfPath } from '../../lib/locales';
import { PAGE_DATA_PATH } from '../../lib/pageData';
import { loadBlockComponents } from '../blocks/blockComponentCache';
import { blockTypesOf, markNavigationPayload } from './pageBlockTypes';
import type { PageSource, PageSourceOutcome } from './pageSource';

/**
 * A page source posting to {@link PAGE_DATA_PATH}.
 * @throws rejects on a network failure or an answer that is not an outcome (the router's error page shows it)
 */
export function createBrowserPageSource(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): PageSource {
  return {
    async load({ path, query, draft, site, preload }) {
      const response = await fetchImpl(PAGE_DATA_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ path, query, draft, site_id: site.site_id, production: site.production }),
        credentials: 'same-origin',
      });
      const outcome = (await response.json().catch(() => null)) as PageSourceOutcome | null;
      if (!response.ok || !outcome || typeof outcome !== 'object' || !('kind' in outcome)) {
        throw new Error(`${PAGE_DATA_PATH} answered ${response.status}`);
      }
      if (outcome.kind !== 'redirect') {
        for (const warning of outcome.warnings ?? []) console.warn(...warning);
        const locale = localeOfPath(path) ?? DEFAULT_LOCALE;
        markNavigationPayload(outcome.payload, locale);
        if (!preload) void loadBlockComponents(blockTypesOf(outcome.payload), locale).catch(() => {});
      }
      return outcome;
    },
  };
}
