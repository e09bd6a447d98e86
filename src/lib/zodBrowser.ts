/**
 * `zod` as the browser build sees it (vite.config.ts aliases the bare `zod` import here for the
 * client bundle): the same library in jitless mode. Zod compiles fast object parsers with
 * `new Function` and probes for it when an object schema is built; under the site's strict CSP
 * (no 'unsafe-eval') that probe is reported as a CSP violation on every page. Zod reads the setting
 * when each schema is created, so it must be set before any module builds one: every module that
 * imports `zod` in the browser imports this module first. The server keeps zod's generated parsers.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
