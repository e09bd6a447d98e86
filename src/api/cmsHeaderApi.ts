/**
 * Typed client of the site header in the CMS API (spec 000 §3: the header is site-wide data,
 * edited once for every page).
 * - `GET /api/cms/header` → `{header: {fields: Block[]}, revision}` (`revision`: a whole number, bumped by each save);
 * - `PUT /api/cms/header {header, revision, force?}` → `{revision}`; saving publishes on every page
 *   (`force`: over a newer revision, the conflict dialog's "Overwrite").
 * Failures reject with {@link CmsApiError}: 422 `invalid_blocks` (`body.blocks`, area `header`),
 * 403 `forbidden` (an editor touching a script block), 409 `stale_revision`.
 */
import { z } from 'zod';
import type { Block } from '../schema/block';
import { cmsHeader, type CmsHeader } from '../schema/cmsAnswers';
import { createCmsRequest, type CmsApiOptions } from './cmsApi';

export { cmsHeader, type CmsHeader };

/** Creates the header client (same-origin, with the session cookie). */
export function createCmsHeaderApi(options: CmsApiOptions = {}) {
  const call = createCmsRequest(options);
  return {
    /** The stored header. */
    get: () => call('GET', '/header', cmsHeader),
    /** Saves (and publishes) a header of one block from `revision` (`force`: whatever the stored one); resolves with the new revision. */
    save: (block: Block, revision: number, force = false) =>
      call('PUT', '/header', z.object({ revision: z.number().int() }), { header: { fields: [block] }, revision, ...(force ? { force: true } : {}) }).then((r) => r.revision),
  };
}

export type CmsHeaderApi = ReturnType<typeof createCmsHeaderApi>;
