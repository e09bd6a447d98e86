/**
 * `/api/cms/pages/:id/variants` (issue 3 §2 "Variants"), after the origin, site and user guards
 * (editors and admins):
 *
 * | route                              | answer                                                   |
 * |------------------------------------|----------------------------------------------------------|
 * | `GET /:id/variants`                | `{variants: [{id, name, color, updated_at}]}`, oldest first |
 * | `POST /:id/variants {name, color}` | 201 `{variant}`; content copied from the page's working content (draft, else published); 422 |
 *
 * The variant id is a slug of its name (`Campagne printemps 2026` → `campagne-printemps-2026`),
 * made unique with `-2`, `-3`...; it is what `?variant=` carries. Creation is audited
 * (`page.variant_create`).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/client';
import { writeAudit } from '../db/repositories/audit';
import { insertPageVariant, listPageVariants, variantIdTaken } from '../db/repositories/pageVariants';
import type { PageVariantRow } from '../db/schema';
import type { CmsEnv } from './env';
import { cmsError, parseBody } from './errors';
import { findCmsPage, workingContent } from './pageStore';

const newVariantBody = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(120),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #rrggbb.')
    .transform((value) => value.toLowerCase()),
});

/** The API shape of a variant. */
export function variantSummary(row: PageVariantRow) {
  return { id: row.id, name: row.name, color: row.color, updated_at: row.updatedAt.toISOString() };
}

/** A URL-safe id from a variant name: lower-case ASCII letters, digits and hyphens (`variant` if empty). */
export function variantSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'variant';
}

export interface VariantRoutesOptions {
  db: Database;
}

/** The variant routes (mounted at `/pages`, after the origin, site and user guards). */
export function createVariantRoutes({ db }: VariantRoutesOptions): Hono<CmsEnv> {
  const app = new Hono<CmsEnv>();
  const notFound = (c: Parameters<typeof cmsError>[0]) => cmsError(c, 404, 'not_found', 'This page does not exist.');

  app.get('/:id/variants', async (c) => {
    const record = await findCmsPage(db, c.get('site').id, c.req.param('id'));
    if (!record) return notFound(c);
    const rows = await listPageVariants(db, record.page.id);
    return c.json({ variants: rows.map(variantSummary) });
  });

  app.post('/:id/variants', async (c) => {
    const body = await parseBody(c, newVariantBody);
    if (!body.ok) return body.response;
    const record = await findCmsPage(db, c.get('site').id, c.req.param('id'));
    if (!record) return notFound(c);
    const base = variantSlug(body.data.name);
    let id = base;
    for (let n = 2; await variantIdTaken(db, id); n++) id = `${base}-${n}`;
    const row = await insertPageVariant(db, { id, pageId: record.page.id, name: body.data.name, color: body.data.color, content: workingContent(record.page) });
    const user = c.get('user');
    await writeAudit(db, { user, action: 'page.variant_create', entity: 'page', entityId: record.page.id, summary: { variant_id: id, name: row.name } });
    return c.json({ variant: variantSummary(row) }, 201);
  });

  return app;
}
