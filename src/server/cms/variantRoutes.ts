/**
 * `/api/cms/pages/:id/variants`, after the origin, site and user guards
 * (editors and admins):
 *
 * | route                              | answer                                                   |
 * |------------------------------------|----------------------------------------------------------|
 * | `GET /:id/variants`                | `{variants: [{id, name, color, revision, updated_at, published_at}]}`, oldest first |
 * | `POST /:id/variants {name, color}` | 201 `{variant}`; content copied from the page's working content (draft, else published); 422 |
 * | `GET /:id/variants/:variantId`     | `{variant}` with `content`                               |
 * | `PUT /:id/variants/:variantId {name?, color?, content?, revision?, force?}` | `{variant}`; 409 `stale_revision`; 403; 422 |
 * | `DELETE /:id/variants/:variantId`  | 204                                                      |
 *
 * Optimistic concurrency: every write of a variant adds one to its numeric `revision`, as for pages.
 * A PUT that carries `revision` is applied only if the variant still has that revision; otherwise
 * 409 `stale_revision` with `current_revision` and `updated_at`, unless `force: true`. A PUT without
 * `revision` (a rename from the variants menu) is applied as is. Variants are not published:
 * a saved variant is what `?variant=` serves. Like drafts, the whole document is parsed with
 * `pageDocument` (block envelopes, footer override, page SEO; each block's own fields are checked at
 * render) and editors may not add, change, remove or relocate a `script_block` anywhere in it
 * (403 `forbidden`). Names are 1–60 characters, colours `#rrggbb`. Every write commits with its audit
 * entry and is announced after the commit (src/server/documents/documentWrite.ts); refusals are
 * thrown as document errors, answered by the CMS app's error handler.
 *
 * The variant id is a slug of its name (`Campagne printemps 2026` → `campagne-printemps-2026`),
 * made unique with `-2`, `-3`...; it is what `?variant=` carries. Creation is audited
 * (`page.variant_create`), like updates (`page.variant_update`) and deletions (`page.variant_delete`).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { cmsVariant } from '../../schema/cmsAnswers';
import { pageDocument } from '../../schema/pageDocument';
import type { Database } from '../db/client';
import { deletePageVariant, findPageVariant, insertPageVariant, listPageVariants, updatePageVariant, variantIdTaken } from '../db/repositories/pageVariants';
import type { PageVariantRow, StoredPageContent } from '../db/schema';
import type { CmsEnv } from './env';
import { cmsError, invalidDocument, parseBody, unknownKeysAnswer } from './errors';
import { documentUnknownKeyFields } from './blockValidation';
import { findCmsPage, workingContent } from './pageStore';
import { hasScriptBlock, scriptBlocksDiffer } from './scriptBlocks';
import { documentRefusals } from '../documents/documentRefusals';
import { commitDocumentWrite } from '../documents/documentWrite';
import { Forbidden, NotFound } from '../documents/documentErrors';

const variantName = z.string().trim().min(1, 'Enter a name.').max(60, 'Use at most 60 characters.');
const variantColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #rrggbb.')
  .transform((value) => value.toLowerCase());

const newVariantBody = z.object({ name: variantName, color: variantColor });

const variantUpdateBody = z.object({
  name: variantName.optional(),
  color: variantColor.optional(),
  /** The document; `override` left out keeps the stored one. */
  content: pageDocument.optional(),
  /** The revision the change started from. */
  revision: z.number({ error: 'Expected the variant’s revision (a whole number).' }).int().nonnegative().optional(),
  force: z.boolean().optional(),
});

/** The API shape of a variant; `published_at` null while only editors and preview links see it. */
export function variantSummary(row: PageVariantRow) {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    revision: row.revision,
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  } satisfies z.input<typeof cmsVariant>;
}

/** The API shape of a variant with its content (`GET`/`PUT /:id/variants/:variantId`). */
export function variantDetail(row: PageVariantRow) {
  return { ...variantSummary(row), content: row.content };
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
  /** Clock of `updated_at` (tests); default `new Date()`. */
  now?: () => Date;
}

/** The variant routes (mounted at `/pages`, after the origin, site and user guards). */
export function createVariantRoutes({ db, now = () => new Date() }: VariantRoutesOptions): Hono<CmsEnv> {
  const app = new Hono<CmsEnv>();
  type Ctx = Parameters<typeof cmsError>[0];
  const notFound = () => new NotFound('This page does not exist.');
  const refuseVariant = documentRefusals('variant');
  const scriptForbidden = () => new Forbidden('Only an admin can add, change or remove a script block.');

  /** The page and its variant. @throws NotFound for either */
  async function findVariant(c: Ctx, pageId: string, variantId: string) {
    const record = await findCmsPage(db, c.get('site').id, pageId);
    if (!record) throw notFound();
    const variant = await findPageVariant(db, record.page.id, variantId);
    if (!variant) throw refuseVariant.notFound();
    return { record, variant };
  }

  app.get('/:id/variants', async (c) => {
    const record = await findCmsPage(db, c.get('site').id, c.req.param('id'));
    if (!record) throw notFound();
    const rows = await listPageVariants(db, record.page.id);
    return c.json({ variants: rows.map(variantSummary) });
  });

  app.post('/:id/variants', async (c) => {
    const body = await parseBody(c, newVariantBody);
    if (!body.ok) return body.response;
    const record = await findCmsPage(db, c.get('site').id, c.req.param('id'));
    if (!record) throw notFound();
    const base = variantSlug(body.data.name);
    let id = base;
    for (let n = 2; await variantIdTaken(db, id); n++) id = `${base}-${n}`;
    const parsed = pageDocument.safeParse(workingContent(record.page));
    if (!parsed.success) return invalidDocument(c, parsed.error);
    const user = c.get('user');
    const row = await commitDocumentWrite(db, async (tx) => {
      const inserted = await insertPageVariant(tx, { id, pageId: record.page.id, name: body.data.name, color: body.data.color, content: parsed.data });
      return {
        result: inserted,
        audit: { user, action: 'page.variant_create', entity: 'page', entityId: record.page.id, summary: { variant_id: id, name: inserted.name } },
        change: { kind: 'variant', siteId: c.get('site').id, pageId: record.page.id, variantId: id },
      };
    });
    return c.json({ variant: variantSummary(row) }, 201);
  });

  app.get('/:id/variants/:variantId', async (c) => {
    const found = await findVariant(c, c.req.param('id'), c.req.param('variantId'));
    return c.json({ variant: variantDetail(found.variant) });
  });

  app.put('/:id/variants/:variantId', async (c) => {
    const body = await parseBody(c, variantUpdateBody);
    if (!body.ok) return body.response;
    const found = await findVariant(c, c.req.param('id'), c.req.param('variantId'));
    const { record, variant } = found;
    const user = c.get('user');
    const force = body.data.force === true;
    const expected = force || body.data.revision === undefined ? null : body.data.revision;
    if (expected !== null && expected !== variant.revision) throw refuseVariant.stale(variant);
    let content: StoredPageContent | undefined;
    if (body.data.content) {
      const override = body.data.content.override ?? variant.content.override;
      const parsed = pageDocument.safeParse({ fields: body.data.content.fields, ...(override ? { override } : {}) });
      if (!parsed.success) return invalidDocument(c, parsed.error);
      content = parsed.data;
      if (user.role !== 'admin' && scriptBlocksDiffer(variant.content, content)) throw scriptForbidden();
      const unknown = unknownKeysAnswer(c, documentUnknownKeyFields(parsed.data));
      if (unknown) return unknown;
    }
    const changes = {
      ...(body.data.name !== undefined ? { name: body.data.name } : {}),
      ...(body.data.color !== undefined ? { color: body.data.color } : {}),
      ...(content ? { content } : {}),
    };
    const saved = await commitDocumentWrite(db, async (tx) => {
      const row = await updatePageVariant(tx, record.page.id, variant.id, changes, { expectedRevision: expected, at: now() });
      if (row === null) throw refuseVariant.notFound();
      if (row === 'stale') {
        const fresh = await findPageVariant(tx, record.page.id, variant.id);
        throw refuseVariant.staleOrGone(fresh);
      }
      return {
        result: row,
        audit: {
          user,
          action: 'page.variant_update',
          entity: 'page',
          entityId: record.page.id,
          summary: {
            variant_id: variant.id,
            changed: Object.keys(changes),
            forced: force && body.data.revision !== undefined && body.data.revision !== variant.revision,
            ...(content ? { blocks: content.fields.length } : {}),
          },
        },
        change: { kind: 'variant', siteId: c.get('site').id, pageId: record.page.id, variantId: variant.id },
      };
    });
    return c.json({ variant: variantDetail(saved) });
  });

  app.delete('/:id/variants/:variantId', async (c) => {
    const found = await findVariant(c, c.req.param('id'), c.req.param('variantId'));
    const { record, variant } = found;
    const user = c.get('user');
    if (user.role !== 'admin' && hasScriptBlock(variant.content)) throw scriptForbidden();
    await commitDocumentWrite(db, async (tx) => {
      await deletePageVariant(tx, record.page.id, variant.id);
      return {
        result: null,
        audit: { user, action: 'page.variant_delete', entity: 'page', entityId: record.page.id, summary: { variant_id: variant.id, name: variant.name } },
        change: { kind: 'variant', siteId: c.get('site').id, pageId: record.page.id, variantId: variant.id },
      };
    });
    return c.body(null, 204);
  });

  return app;
}
