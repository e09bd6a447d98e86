/**
 * `zod/mini` as the browser build sees it (vite.config.ts aliases the bare `zod/mini` import
 * here): the same library in jitless mode, for the same reason as src/lib/zodBrowser.ts (zod
 * probes for `new Function`, which the site's CSP forbids), for the QA screens that reach the
 * listing schemas (src/schema/listingWire.ts).
 */
import * as z from 'zod/v4/mini';

z.config({ jitless: true });

export * from 'zod/v4/mini';
