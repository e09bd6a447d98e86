/**
 * CMS client for editing one content variant, on the shared
 * {@link createCmsRequest} wrapper: `GET`, `PUT` and `DELETE /api/cms/pages/:id/variants/:variantId`.
 * Listing and creating variants are in the main client (`listVariants`, `createVariant`).
 *
 * A variant has a numeric `revision`, as a page has: `update` with `revision` is refused with a 409
 * `stale_revision` {@link CmsApiError} when someone saved the variant since, unless
 * `force`. Other failures: 404 `not_found`, 403 `forbidden` (script blocks, editors), 422
 * `invalid_body` with field messages (name 1–60 characters, colour `#rrggbb`).
 */
import { z } from 'zod';
import { cmsVariant, createCmsRequest, type CmsApiOptions } from '../../api/cmsApi';
import { blockList } from '../../schema/block';

/** A variant with its content (`fields`: the page's block list). */
export const cmsVariantDetail = cmsVariant.extend({
  revision: z.number().int(),
  updated_at: z.string(),
  content: z.object({ fields: blockList }).passthrough(),
});
export type CmsVariantDetail = z.infer<typeof cmsVariantDetail>;

/** Body of `PUT /pages/:id/variants/:variantId`; every member optional. */
export interface VariantUpdate {
  name?: string;
  /** `#rrggbb`. */
  color?: string;
  content?: { fields: unknown[] };
  /** The revision the change started from; omitted = apply as is. */
  revision?: number;
  force?: boolean;
}

const detailResponse = z.object({ variant: cmsVariantDetail });
const path = (pageId: string, variantId: string) => `/pages/${encodeURIComponent(pageId)}/variants/${encodeURIComponent(variantId)}`;

/** Creates the variant client. Every method rejects with a CmsApiError on failure. */
export function createVariantApi(options: CmsApiOptions = {}) {
  const call = createCmsRequest(options);
  return {
    /** The variant with its content. */
    get: (pageId: string, variantId: string) => call('GET', path(pageId, variantId), detailResponse).then((r) => r.variant),
    /** Renames, recolours and/or saves content; resolves with the saved variant (its next revision). */
    update: (pageId: string, variantId: string, update: VariantUpdate) => call('PUT', path(pageId, variantId), detailResponse, update).then((r) => r.variant),
    /** Deletes the variant (204). */
    remove: (pageId: string, variantId: string) => call('DELETE', path(pageId, variantId), null),
  };
}

export type VariantApi = ReturnType<typeof createVariantApi>;
