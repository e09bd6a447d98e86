/**
 * `/api/cms/pages/*`, all after the origin,
 * site and user guards:
 *
 * | route                                        | answer                                         |
 * |----------------------------------------------|------------------------------------------------|
 * | `GET /`                                      | `{pages: [summary]}`                           |
 * | `POST / {title, paths}`                      | 201 `{page}` (empty draft, unpublished); 422   |
 * | `GET /:id`                                   | `{page}` with `content` (draft or public)      |
 * | `PUT /:id/draft {revision, content, title?, force?}` | `{revision, updated_at}`; 409; 403     |
 * | `POST /:id/publish {revision}`               | `{revision, published_at}`; 422 `invalid_blocks`; 409 |
 * | `GET /:id/versions`                          | `{versions: [...]}`, newest first              |
 * | `POST /:id/versions/:versionId/restore`      | `{revision}` (the version becomes the draft)   |
 * | `DELETE /:id`                                | 204                                            |
 *
 * Every stored document is parsed whole with `pageDocument` (body blocks, footer override, page
 * SEO): a malformed part answers 422 `invalid_body` or `invalid_document` (the merged document, or
 * content stored before that rule, at publish and restore) and nothing is written. Editors may not add, change, remove
 * or relocate a `script_block` anywhere in the document (403 `forbidden`); every write is audited.
 * Draft, publish and restore are the documents layer's operations on {@link pageKind}.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { cmsPage, cmsPageSummary } from '../../schema/cmsAnswers';
import { pageDocument } from '../../schema/pageDocument';
import type { Database } from '../db/client';
import { findPageByPath, insertPage } from '../db/repositories/pages';
import { listPageVersions } from '../db/repositories/pageVersions';
import type { CmsEnv } from './env';
import { cmsError, parseBody } from './errors';
import { pageKind } from './pageKind';
import { deletePage, listCmsPages, markNewPage, workingContent, type CmsPageRecord } from './pageStore';
import { hasScriptBlock } from './scriptBlocks';
import { summarizeBlockChanges } from './versionSummary';
import { Forbidden } from '../documents/documentErrors';
import { commitDocumentWrite } from '../documents/documentWrite';
import { loadDocument, publish, restore, saveDraft, type DocumentTarget } from '../documents/draftOperations';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The list entry of a page (`GET /pages`). */
export function pageSummary({ page, paths }: CmsPageRecord) {
  return {
    id: page.id,
    key: page.key,
    title: { fr: '', en: '', ...(page.draftTitle ?? page.title) },
    paths,
    status: page.status,
    revision: page.revision,
    published: page.published,
    has_draft: page.draftContent !== null,
    updated_at: iso(page.updatedAt),
    updated_by: page.updatedBy,
  } satisfies z.input<typeof cmsPageSummary>;
}

/** The full page (`GET /pages/:id`): the working content and the public one. */
function pageDetail(record: CmsPageRecord) {
  return {
    ...pageSummary(record),
    content: workingContent(record.page),
    published_content: record.page.published ? record.page.content : null,
  } satisfies z.input<typeof cmsPage>;
}

const localeTitle = z.string().trim().min(1, 'Enter a title.').max(200);
const pathFor = (locale: 'fr' | 'en') =>
  z
    .string()
    .trim()
    .regex(
      new RegExp(`^/${locale}(/[a-z0-9]+(-[a-z0-9]+)*)+$`),
      `The path must start with /${locale}/ and use lower-case letters, digits and hyphens (e.g. /${locale}/${locale === 'fr' ? 'nos-services' : 'our-services'}).`,
    )
    .max(200);

const newPageBody = z.object({
  title: z.object({ fr: localeTitle, en: localeTitle }),
  paths: z.object({ fr: pathFor('fr'), en: pathFor('en') }),
});

const draftBody = z.object({
  revision: z.number().int().min(0),
  /** The document; `override` left out keeps the stored one (the editor does not edit it). */
  content: pageDocument,
  title: z.object({ fr: z.string().max(200), en: z.string().max(200) }).optional(),
  force: z.boolean().optional(),
});

const publishBody = z.object({ revision: z.number().int().min(0) });

/** A key for a new page from its English path's last segment, unique within the site. */
function pageKeyFrom(path: string, taken: Set<string>): string {
  const base = path.split('/').filter(Boolean).pop() ?? 'page';
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
  return key;
}

export interface PageRoutesOptions {
  db: Database;
  now: () => Date;
}

/** The page routes (mounted at `/pages`, after the origin, site and user guards). */
export function createPageRoutes({ db, now }: PageRoutesOptions): Hono<CmsEnv> {
  const app = new Hono<CmsEnv>();

  /** The page of the request's `:id` and who writes it. */
  const target = (c: Context<CmsEnv>): DocumentTarget => ({ siteId: c.get('site').id, id: c.req.param('id') ?? '', user: c.get('user'), at: now() });
  /** The page of this site. @throws NotFound */
  const findPage = (c: Context<CmsEnv>) => loadDocument(db, pageKind, c.get('site').id, c.req.param('id') ?? '');

  app.get('/', async (c) => {
    const records = await listCmsPages(db, c.get('site').id);
    return c.json({ pages: records.map(pageSummary) });
  });

  app.post('/', async (c) => {
    const body = await parseBody(c, newPageBody);
    if (!body.ok) return body.response;
    const site = c.get('site');
    const user = c.get('user');
    const fields: Record<string, string[]> = {};
    for (const locale of ['fr', 'en'] as const) {
      if (await findPageByPath(db, site.id, body.data.paths[locale])) fields[`paths.${locale}`] = ['Another page already uses this path.'];
    }
    if (Object.keys(fields).length > 0) return cmsError(c, 422, 'invalid_body', 'Some fields are invalid.', { fields });
    const existing = await listCmsPages(db, site.id);
    const key = pageKeyFrom(body.data.paths.en, new Set(existing.map((r) => r.page.key)));
    const created = await commitDocumentWrite(db, async (tx) => {
      const page = await insertPage(tx, {
        siteId: site.id,
        key,
        title: body.data.title,
        content: { fields: [] },
        published: false,
        paths: [
          { locale: 'fr', path: body.data.paths.fr },
          { locale: 'en', path: body.data.paths.en },
        ],
      });
      const marked = await markNewPage(tx, page.id, user.email);
      return {
        result: marked,
        audit: { user, action: 'page.create', entity: 'page', entityId: marked.id, summary: { key, paths: body.data.paths } },
        // A new page takes its paths over (from a redirect or a 404).
        change: { kind: 'paths', siteId: site.id, paths: [body.data.paths.fr, body.data.paths.en] },
      };
    });
    return c.json({ page: pageSummary({ page: created, paths: body.data.paths }) }, 201);
  });

  app.get('/:id', async (c) => {
    const record = await findPage(c);
    return c.json({ page: pageDetail(record) });
  });

  app.put('/:id/draft', async (c) => {
    const body = await parseBody(c, draftBody);
    if (!body.ok) return body.response;
    const { revision, force, content, title } = body.data;
    const saved = await saveDraft(db, pageKind, { ...target(c), revision, force, document: { content, ...(title ? { title } : {}) } });
    return c.json({ revision: saved.revision, updated_at: iso(saved.updatedAt) });
  });

  app.post('/:id/publish', async (c) => {
    const body = await parseBody(c, publishBody);
    if (!body.ok) return body.response;
    const published = await publish(db, pageKind, { ...target(c), revision: body.data.revision, options: undefined });
    return c.json({ revision: published.revision, published_at: iso(published.updatedAt) });
  });

  app.get('/:id/versions', async (c) => {
    const record = await findPage(c);
    const versions = await listPageVersions(db, record.page.id);
    const listed = versions.map((version, i) => ({
      id: version.id,
      revision: version.revision,
      created_at: iso(version.createdAt),
      created_by: version.createdBy,
      summary: summarizeBlockChanges(i === 0 ? [] : versions[i - 1].content.fields, version.content.fields),
    }));
    return c.json({ versions: listed.reverse() });
  });

  app.post('/:id/versions/:versionId/restore', async (c) => {
    const row = await restore(db, pageKind, { ...target(c), versionId: c.req.param('versionId') });
    return c.json({ revision: row.revision });
  });

  app.delete('/:id', async (c) => {
    const record = await findPage(c);
    const user = c.get('user');
    const { page } = record;
    if (user.role !== 'admin' && (hasScriptBlock(page.content) || hasScriptBlock(page.draftContent))) throw new Forbidden('Only an admin can add, change or remove a script block.');
    await commitDocumentWrite(db, async (tx) => {
      await deletePage(tx, page.id);
      return {
        result: null,
        audit: { user, action: 'page.delete', entity: 'page', entityId: page.id, summary: { key: page.key, paths: record.paths } },
        change: { kind: 'page', siteId: c.get('site').id, pageId: page.id },
      };
    });
    return c.body(null, 204);
  });

  return app;
}
