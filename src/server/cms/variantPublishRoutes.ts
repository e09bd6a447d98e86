/**
 * Publishing content variants and sharing unpublished ones, after the origin, site and user guards
 * (editors and admins of the site):
 *
 * | route                                             | answer                                         |
 * |---------------------------------------------------|------------------------------------------------|
 * | `POST /:id/variants/:variantId/publish`           | `{variant}`: public at `?variant=<id>`          |
 * | `POST /:id/variants/:variantId/unpublish`         | `{variant}`: editors and preview links only     |
 * | `POST /:id/variants/:variantId/preview-link {locale?}` | `{url, expires_at}`: a signed link valid 7 days |
 *
 * An unpublished variant is served only to a CMS user with a role on the site or to a request
 * carrying its preview link (src/server/cms/previewLinks.ts); anyone else gets the page itself.
 * Every change is audited (`page.variant_publish`, `page.variant_unpublish`, `page.variant_preview_link`).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/client';
import { findPageVariant, setPageVariantPublished } from '../db/repositories/pageVariants';
import type { CmsEnv } from './env';
import { cmsError, parseBody } from './errors';
import { findCmsPage } from './pageStore';
import { PREVIEW_LINK_TTL_MS, previewLinkKey, signPreviewToken } from './previewLinks';
import { variantSummary } from './variantRoutes';
import { NotFound } from '../documents/documentErrors';
import { commitDocumentWrite } from '../documents/documentWrite';

const previewLinkBody = z.object({ locale: z.enum(['fr', 'en']).default('fr') });

export interface VariantPublishRoutesOptions {
  db: Database;
  /** Clock (tests); default `new Date()`. */
  now?: () => Date;
}

/** The routes (mounted at `/pages`, after the origin, site and user guards). */
export function createVariantPublishRoutes({ db, now = () => new Date() }: VariantPublishRoutesOptions): Hono<CmsEnv> {
  const app = new Hono<CmsEnv>();

  /** The page and its variant. @throws NotFound for either */
  async function find(c: Parameters<typeof cmsError>[0], pageId: string, variantId: string) {
    const record = await findCmsPage(db, c.get('site').id, pageId);
    if (!record) throw new NotFound('This page does not exist.');
    const variant = await findPageVariant(db, record.page.id, variantId);
    if (!variant) throw new NotFound('This variant does not exist.');
    return { record, variant };
  }

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(`/:id/variants/:variantId/${action}`, async (c) => {
      const found = await find(c, c.req.param('id'), c.req.param('variantId'));
      const pageId = found.record.page.id;
      const row = await commitDocumentWrite(db, async (tx) => {
        const saved = await setPageVariantPublished(tx, pageId, found.variant.id, published ? now() : null);
        if (!saved) throw new NotFound('This variant does not exist.');
        return {
          result: saved,
          audit: { user: c.get('user'), action: `page.variant_${action}`, entity: 'page', entityId: pageId, summary: { variant_id: saved.id } },
          change: { kind: 'variant', siteId: c.get('site').id, pageId, variantId: saved.id },
        };
      });
      return c.json({ variant: variantSummary(row) });
    });
  }

  app.post('/:id/variants/:variantId/preview-link', async (c) => {
    const body = await parseBody(c, previewLinkBody);
    if (!body.ok) return body.response;
    const { record, variant } = await find(c, c.req.param('id'), c.req.param('variantId'));
    const path = record.paths[body.data.locale] || record.paths.fr || record.paths.en;
    if (!path) return cmsError(c, 422, 'no_path', 'This page has no address to preview.');
    const expiresAt = new Date(now().getTime() + PREVIEW_LINK_TTL_MS);
    const token = signPreviewToken(await previewLinkKey(db), { siteId: c.get('site').id, pageId: record.page.id, variantId: variant.id }, expiresAt);
    const url = `${path}?${new URLSearchParams({ variant: variant.id, preview: token }).toString()}`;
    // Nothing public changes: audited, not announced.
    await commitDocumentWrite(db, async () => ({
      result: null,
      audit: { user: c.get('user'), action: 'page.variant_preview_link', entity: 'page', entityId: record.page.id, summary: { variant_id: variant.id, expires_at: expiresAt.toISOString() } },
      change: null,
    }));
    return c.json({ url, expires_at: expiresAt.toISOString() });
  });

  return app;
}
