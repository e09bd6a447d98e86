/**
 * `/api/cms/articles/*` (spec 001 §2 blog; the QA blog screen), after the origin, site and user
 * guards — editors and admins of the site alike:
 *
 * | route                                         | answer                                        |
 * |-----------------------------------------------|-----------------------------------------------|
 * | `GET /`                                       | `{articles: [summary]}`, newest change first  |
 * | `POST / {title}`                              | 201 `{article}`: a new draft (slugs from the title) |
 * | `GET /:id`                                    | `{article}` with the working `document`       |
 * | `PUT /:id/draft {revision, document, force?}` | `{revision, updated_at}`; 409; 422            |
 * | `POST /:id/publish {revision, published_at?}` | `{revision, status, published_at}`; 422 `invalid_blocks` / `invalid_article`; 409 |
 * | `POST /:id/unpublish {revision}`              | `{revision, status}`; 409                     |
 * | `GET /:id/versions`                           | `{versions: [...]}`, newest first             |
 * | `POST /:id/versions/:versionId/restore`       | `{revision}` (the version becomes the draft)  |
 * | `DELETE /:id`                                 | 204                                           |
 *
 * Every stored document is parsed whole with `articleDocument`; its body may only hold article
 * body blocks (text, image, quote, list, video), its author and categories must be this site's
 * (422 `invalid_document` with field messages; nothing is written). Publishing needs a title and
 * a slug in at least one language (both in each language started), a body, and every body block valid; a `published_at` in the future
 * schedules the article. Every write is audited.
 * Draft, publish, unpublish and restore are the documents layer's operations on {@link articleKind}.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { cmsArticle, cmsArticleSummary } from '../../schema/cmsAnswers';
import { articleLanguages, emptyArticleDocument } from '../../schema/articleDocument';
import { slugify } from '../../lib/slug';
import type { Database } from '../db/client';
import type { CmsEnv } from './env';
import { parseBody } from './errors';
import { articleKind } from './articleKind';
import { createArticle, deleteArticle, listArticleVersions, listCmsArticles, workingDocument, type CmsArticleRecord } from './articleStore';
import { commitDocumentWrite } from '../documents/documentWrite';
import { loadDocument, publish, restore, saveDraft, unpublish, type DocumentTarget } from '../documents/draftOperations';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The list entry of an article (`GET /articles`). */
export function articleSummary(record: CmsArticleRecord) {
  const { article } = record;
  const document = workingDocument(record);
  return {
    id: article.id,
    title: document.title,
    status: article.status,
    published_at: iso(article.publishedAt),
    /** Languages the working document is complete in (title and slug). */
    languages: articleLanguages(document),
    /** Languages the public article exists in. */
    public_languages: article.status === 'draft' ? [] : articleLanguages(article),
    featured: document.featured,
    author_id: document.author_id,
    category_ids: document.category_ids,
    revision: article.revision,
    has_draft: article.draft !== null,
    updated_at: iso(article.updatedAt),
    updated_by: article.updatedBy,
  } satisfies z.input<typeof cmsArticleSummary>;
}

const newArticleBody = z
  .object({ title: z.strictObject({ fr: z.string().trim().max(200).optional(), en: z.string().trim().max(200).optional() }) })
  .refine((body) => Boolean(body.title.fr || body.title.en), { error: 'Enter a title in French or in English.', path: ['title'] });
const draftBody = z.object({ revision: z.number().int().min(0), document: z.unknown(), force: z.boolean().optional() });
const publishBody = z.object({ revision: z.number().int().min(0), published_at: z.iso.datetime({ offset: true }).optional() });
const revisionBody = z.object({ revision: z.number().int().min(0) });

export interface ArticleRoutesOptions {
  db: Database;
  now: () => Date;
}

/** The article routes (mounted at `/articles`, after the origin, site and user guards). */
export function createArticleRoutes({ db, now }: ArticleRoutesOptions): Hono<CmsEnv> {
  const app = new Hono<CmsEnv>();

  /** The article of the request's `:id` and who writes it. */
  const target = (c: Context<CmsEnv>): DocumentTarget => ({ siteId: c.get('site').id, id: c.req.param('id') ?? '', user: c.get('user'), at: now() });
  /** The article of the request's `:id` on this site. @throws NotFound */
  const load = (c: Context<CmsEnv>) => loadDocument(db, articleKind, c.get('site').id, c.req.param('id') ?? '');

  app.get('/', async (c) => {
    const records = await listCmsArticles(db, c.get('site').id);
    return c.json({ articles: records.map(articleSummary) });
  });

  app.post('/', async (c) => {
    const body = await parseBody(c, newArticleBody);
    if (!body.ok) return body.response;
    const user = c.get('user');
    const title = Object.fromEntries(Object.entries(body.data.title).filter(([, value]) => value)) as { fr?: string; en?: string };
    // The address starts from the title; the editor may change it until publication.
    const slug = Object.fromEntries(
      Object.entries(title)
        .map(([locale, value]) => [locale, slugify(value!)])
        .filter(([, value]) => value),
    );
    const created = await commitDocumentWrite(db, async (tx) => {
      const row = await createArticle(tx, c.get('site').id, { ...emptyArticleDocument(title), slug }, user.email, now());
      // A new article is a draft: nothing public changes.
      return { result: row, audit: { user, action: 'article.create', entity: 'article', entityId: String(row.id), summary: { title } }, change: null };
    });
    return c.json({ article: articleSummary({ article: created, categoryIds: [] }) }, 201);
  });

  app.get('/:id', async (c) => {
    const record = await load(c);
    return c.json({ article: { ...articleSummary(record), document: workingDocument(record) } satisfies z.input<typeof cmsArticle> });
  });

  app.put('/:id/draft', async (c) => {
    const body = await parseBody(c, draftBody);
    if (!body.ok) return body.response;
    const saved = await saveDraft(db, articleKind, { ...target(c), revision: body.data.revision, force: body.data.force, document: body.data.document });
    return c.json({ revision: saved.revision, updated_at: iso(saved.updatedAt) });
  });

  app.post('/:id/publish', async (c) => {
    const body = await parseBody(c, publishBody);
    if (!body.ok) return body.response;
    const { revision, published_at } = body.data;
    const published = await publish(db, articleKind, { ...target(c), revision, options: published_at ? { publishedAt: new Date(published_at) } : {} });
    return c.json({ revision: published.revision, status: published.status, published_at: iso(published.publishedAt) });
  });

  app.post('/:id/unpublish', async (c) => {
    const body = await parseBody(c, revisionBody);
    if (!body.ok) return body.response;
    const row = await unpublish(db, articleKind, { ...target(c), revision: body.data.revision });
    return c.json({ revision: row.revision, status: row.status });
  });

  app.get('/:id/versions', async (c) => {
    const record = await load(c);
    const versions = await listArticleVersions(db, record.article.id);
    return c.json({
      versions: versions
        .map((version) => ({
          id: version.id,
          revision: version.revision,
          created_at: iso(version.createdAt),
          created_by: version.createdBy,
          title: version.document.title,
          blocks: version.document.body.fields.length,
        }))
        .reverse(),
    });
  });

  app.post('/:id/versions/:versionId/restore', async (c) => {
    const row = await restore(db, articleKind, { ...target(c), versionId: c.req.param('versionId') ?? '' });
    return c.json({ revision: row.revision });
  });

  app.delete('/:id', async (c) => {
    const record = await load(c);
    const user = c.get('user');
    await commitDocumentWrite(db, async (tx) => {
      await deleteArticle(tx, record.article.id);
      return {
        result: null,
        audit: { user, action: 'article.delete', entity: 'article', entityId: String(record.article.id), summary: { title: workingDocument(record).title } },
        change: { kind: 'articles', siteId: c.get('site').id, articleId: record.article.id },
      };
    });
    return c.body(null, 204);
  });

  return app;
}
