/**
 * The page data endpoint of the site's own server: `POST /api/page-data` with
 * `{path, query?, draft?, site_id?, production?}` answers the prepared outcome of that page (what
 * server rendering would draw), for the browser's navigations (src/renderer/page/browserPageSource.ts).
 */
export const PAGE_DATA_PATH = '/api/page-data';
