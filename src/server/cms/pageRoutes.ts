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
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { cmsPage, cmsPageSummary } from '../../schema/cmsAnswers';
import { pageDocument, type PageDocument } from '../../schema/pageDocument';
import type { Database } from '../db/client';
import { findPageByPath, insertPage } from '../db/repositories/pages';
import { findPageVersion, listPageVersions } from '../db/repositories/pageVersions';
import type { StoredPageContent } from '../db/schema';
import { documentUnknownKeyFields, invalidDocumentBlocks } from './blockValidation';
import type { CmsEnv } from './env';
import { cmsError, invalidDocument, parseBody, unknownKeysAnswer } from './errors';
import { deletePage, findCmsPage, listCmsPages, markNewPage, publishPage, restoreAsDraft, saveDraft, workingContent, type CmsPageRecord } from './pageStore';
import { hasScriptBlock, scriptBlocksDiffer } from './scriptBlocks';
import { summarizeBlockChanges } from './versionSummary';
import { Forbidden, InvalidBlocks, NotFound } from '../documents/documentErrors';
import { documentRefusals } from '../documents/documentRefusals';
import { commitDocumentWrite } from '../documents/documentWrite';

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

  const refuse = documentRefusals('page');
  const scriptForbidden = () => new Forbidden('Only an admin can add, change or remove a script block.');
  /** After a conditional write found nothing: stale when the page is still there, else gone. */
  const staleOrGone = async (tx: Database, siteId: string, pageId: string) => refuse.staleOrGone((await findCmsPage(tx, siteId, pageId))?.page);
  /** The page of this site. @throws NotFound */
  const findPage = async (c: Context, id: string) => {
    const record = await findCmsPage(db, c.get('site').id, id);
    if (!record) throw refuse.notFound();
    return record;
  };

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
    const record = await findPage(c, c.req.param('id'));
    return c.json({ page: pageDetail(record) });
  });

  app.put('/:id/draft', async (c) => {
    const body = await parseBody(c, draftBody);
    if (!body.ok) return body.response;
    const { page } = await findPage(c, c.req.param('id'));
    const user = c.get('user');
    const force = body.data.force === true;
    if (!force && body.data.revision !== page.revision) throw refuse.stale(page);
    const current = workingContent(page);
    // The editor's client may not send `override` (page SEO): keep the stored one then, and parse
    // the document as it will be stored.
    const override = body.data.content.override ?? current.override;
    const parsed = pageDocument.safeParse({ fields: body.data.content.fields, ...(override ? { override } : {}) });
    if (!parsed.success) return invalidDocument(c, parsed.error);
    const content: StoredPageContent = parsed.data;
    if (user.role !== 'admin' && scriptBlocksDiffer(current, content)) throw scriptForbidden();
    const unknown = unknownKeysAnswer(c, documentUnknownKeyFields(parsed.data));
    if (unknown) return unknown;
    const at = now();
    const saved = await commitDocumentWrite(db, async (tx) => {
      const row = await saveDraft(tx, page, { expectedRevision: force ? null : body.data.revision, content, title: body.data.title, by: user.email, at });
      if (!row) throw await staleOrGone(tx, c.get('site').id, page.id);
      return {
        result: row,
        audit: {
          user,
          action: 'page.draft_save',
          entity: 'page',
          entityId: page.id,
          summary: { revision: row.revision, forced: force && body.data.revision !== page.revision, blocks: content.fields.length },
        },
        // A draft changes nothing public.
        change: null,
      };
    });
    return c.json({ revision: saved.revision, updated_at: iso(saved.updatedAt) });
  });

  app.post('/:id/publish', async (c) => {
    const body = await parseBody(c, publishBody);
    if (!body.ok) return body.response;
    const { page } = await findPage(c, c.req.param('id'));
    const user = c.get('user');
    if (body.data.revision !== page.revision) throw refuse.stale(page);
    const parsed = pageDocument.safeParse(workingContent(page));
    if (!parsed.success) return invalidDocument(c, parsed.error);
    const content: PageDocument = parsed.data;
    const invalid = invalidDocumentBlocks(content);
    if (invalid.length > 0) throw new InvalidBlocks(invalid);
    const at = now();
    const title = { ...page.title, ...(page.draftTitle ?? {}) };
    const published = await commitDocumentWrite(db, async (tx) => {
      const row = await publishPage(tx, page, { expectedRevision: page.revision, content, title, by: user.email, at });
      if (!row) throw await staleOrGone(tx, c.get('site').id, page.id);
      return {
        result: row,
        audit: {
          user,
          action: 'page.publish',
          entity: 'page',
          entityId: page.id,
          summary: { revision: row.revision, ...summarizeBlockChanges(page.published ? page.content.fields : [], content.fields) },
        },
        change: { kind: 'page', siteId: c.get('site').id, pageId: page.id },
      };
    });
    return c.json({ revision: published.revision, published_at: iso(at) });
  });

  app.get('/:id/versions', async (c) => {
    const record = await findPage(c, c.req.param('id'));
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
    const record = await findPage(c, c.req.param('id'));
    const version = await findPageVersion(db, record.page.id, c.req.param('versionId'));
    if (!version) throw new NotFound('This version does not exist.');
    const user = c.get('user');
    const parsed = pageDocument.safeParse(version.content);
    if (!parsed.success) return invalidDocument(c, parsed.error);
    if (user.role !== 'admin' && scriptBlocksDiffer(workingContent(record.page), parsed.data)) throw scriptForbidden();
    const row = await commitDocumentWrite(db, async (tx) => {
      const restored = await restoreAsDraft(tx, record.page, { content: parsed.data, title: version.title, by: user.email, at: now() });
      return {
        result: restored,
        audit: { user, action: 'page.restore', entity: 'page', entityId: record.page.id, summary: { version_id: version.id, version_revision: version.revision, revision: restored.revision } },
        // Restored as the draft: nothing public changes.
        change: null,
      };
    });
    return c.json({ revision: row.revision });
  });

  app.delete('/:id', async (c) => {
    const record = await findPage(c, c.req.param('id'));
    const user = c.get('user');
    const { page } = record;
    if (user.role !== 'admin' && (hasScriptBlock(page.content) || hasScriptBlock(page.draftContent))) throw scriptForbidden();
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
