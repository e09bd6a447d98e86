/**
 * `/api/cms/header`: the site header, edited once for every page of the site (spec 000 §3 "Page
 * data from the server": the header is site-wide data, a page's override holds only seo and
 * footer; §2 and §4 "Headers": classic, megamenu and out-of-norm).
 * - `GET /` → `{header: {fields: Block[]}, revision}`; `revision` is the header's own (a whole number
 *   bumped by each save), so concurrent edits of the header and of the general settings never collide;
 * - `PUT / {header: {fields: [one header block]}, revision, force?}` (admins and editors) → `{revision}`.
 *   Saving publishes: every public page serves the new header at once (page cache invalidated).
 *   422 `invalid_blocks` (area `header`) when the list is not exactly one valid `header_classic`,
 *   `header_megamenu` or `header_outofnorm` block; 403 `forbidden` when an editor adds, changes
 *   or removes a script block anywhere in it; 409 `stale_revision` when the stored header changed
 *   since `revision` was read, unless `force` (the editor's "Overwrite" after that conflict).
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { cmsHeader } from '../../schema/cmsAnswers';
import { blockList } from '../../schema/block';
import type { Database } from '../db/client';
import { sites } from '../db/schema';
import { Forbidden, InvalidBlocks } from '../documents/documentErrors';
import { documentRefusals } from '../documents/documentRefusals';
import { commitDocumentWrite } from '../documents/documentWrite';
import { invalidBlocks, unknownKeyFields, type InvalidBlock } from './blockValidation';
import type { CmsEnv } from './env';
import { parseBody, unknownKeysAnswer } from './errors';
import { scriptBlocksDiffer } from './scriptBlocks';

/** The block types a site header may be (spec 000 §2 "Header and footer"). */
export const HEADER_BLOCK_TYPES = ['header_classic', 'header_megamenu', 'header_outofnorm'] as const;

const headerBody = z.object({
  header: z.strictObject({ fields: blockList }),
  revision: z.number({ error: 'Expected the header’s revision (a whole number).' }).int().nonnegative(),
  force: z.boolean().optional(),
});

type StoredHeader = { fields: z.infer<typeof blockList> };

/** Every problem of a header list: exactly one block, of a header type, valid for its schemas. */
export function invalidHeaderBlocks(fields: StoredHeader['fields']): InvalidBlock[] {
  if (fields.length !== 1) {
    return [{ area: 'header', index: 0, block_type: fields[0]?.block_type ?? '', issues: [{ path: ['fields'], message: 'The header must hold exactly one header block.' }] }];
  }
  const [block] = fields;
  if (!(HEADER_BLOCK_TYPES as readonly string[]).includes(block.block_type)) {
    return [{ area: 'header', index: 0, block_type: block.block_type, issues: [{ path: ['block_type'], message: `“${block.block_type}” is not a header block type.` }] }];
  }
  return invalidBlocks(fields).map((invalid) => ({ ...invalid, area: 'header' }));
}

export interface HeaderRoutesOptions {
  db: Database;
  now: () => Date;
}

/** The header routes (mounted at `/header`, after the origin, site and user guards). */
export function createHeaderRoutes({ db, now }: HeaderRoutesOptions): Hono<CmsEnv> {
  const app = new Hono<CmsEnv>();
  const refuse = documentRefusals('header');

  app.get('/', (c) => {
    const site = c.get('site');
    return c.json({ header: site.header ?? { fields: [] }, revision: site.headerRevision } satisfies z.input<typeof cmsHeader>);
  });

  app.put('/', async (c) => {
    const body = await parseBody(c, headerBody);
    if (!body.ok) return body.response;
    const site = c.get('site');
    const user = c.get('user');
    const next = body.data.header;
    const [stored] = await db.select({ header: sites.header }).from(sites).where(eq(sites.id, site.id));
    if (user.role !== 'admin' && scriptBlocksDiffer(stored?.header ?? { fields: [] }, next)) throw new Forbidden('Only an admin can add, change or remove a script block.');
    const unknown = unknownKeysAnswer(c, unknownKeyFields([{ path: 'header.fields', blocks: next.fields }]));
    if (unknown) return unknown;
    const revision = await commitDocumentWrite(db, async (tx) => {
      // Read and written under the row's lock: two publishes from one revision cannot both pass.
      const [row] = await tx.select({ header: sites.header, revision: sites.headerRevision, updatedAt: sites.updatedAt }).from(sites).where(eq(sites.id, site.id)).for('update');
      const current = row?.header ?? { fields: [] };
      if (!row || (body.data.revision !== row.revision && !body.data.force)) throw refuse.staleOrGone(row);
      const invalid = invalidHeaderBlocks(next.fields);
      if (invalid.length > 0) throw new InvalidBlocks(invalid);
      const [saved] = await tx
        .update(sites)
        .set({ header: next, headerRevision: row.revision + 1, updatedAt: now() })
        .where(eq(sites.id, site.id))
        .returning({ revision: sites.headerRevision });
      return {
        result: saved.revision,
        audit: { user, action: 'header.update', entity: 'header', entityId: site.id, summary: { from: current.fields[0]?.block_type ?? null, to: next.fields[0].block_type } },
        change: { kind: 'site', siteId: site.id },
      };
    });
    return c.json({ revision });
  });

  return app;
}
