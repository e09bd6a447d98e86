/**
 * The browser's content API: `createHttpContentApi` over `config.apiBaseUrl` (`/api/swc` or
 * CORE_API_URL), built per call so it follows the config dehydrated by the server and sends the
 * active locale as Content-Language.
 */
import { createHttpContentApi, type ContentApi } from '../api/contentApi';
import type { AppConfig } from '../blocks/runtime/AppContext';
import type { AppStores } from '../blocks/runtime/stores';

/** A {@link ContentApi} reading its base URL from `config` at call time. */
export function createBrowserContentApi(config: AppConfig, stores: AppStores): ContentApi {
  const current = () => createHttpContentApi({ baseUrl: config.apiBaseUrl, locale: stores.locale.getState().locale });
  return {
    pageByDomain: (args) => current().pageByDomain(args),
    pageBySite: (args) => current().pageBySite(args),
    contact: (args) => current().contact(args),
    municipalities: (args) => current().municipalities(args),
    properties: (args) => current().properties(args),
    propertyTooltip: (args) => current().propertyTooltip(args),
    searchFilters: (args) => current().searchFilters(args),
    articles: (args) => current().articles(args),
  };
}
