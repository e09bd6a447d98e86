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
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { cmsArticle, cmsArticleSummary } from '../../schema/cmsAnswers';
import { blockIssues } from '../../blocks/validateBlock';
import { getBlockSchema } from '../../blocks/schemas';
import { articleDocument, articleLanguages, emptyArticleDocument, type ArticleDocument } from '../../schema/articleDocument';
import { slugify } from '../../lib/slug';
import type { Database } from '../db/client';
import type { CmsEnv } from './env';
import { cmsError, invalidDocument, parseBody } from './errors';
import { unknownKeyFields, type InvalidBlock } from './blockValidation';
import { hasScriptBlock } from './scriptBlocks';
import {
  createArticle,
  deleteArticle,
  findArticleVersion,
  findCmsArticle,
  foreignReferences,
  listArticleVersions,
  listCmsArticles,
  publishArticle,
  saveArticleDraft,
  unpublishArticle,
  workingDocument,
  type CmsArticleRecord,
} from './articleStore';
import { InvalidBlocks, NotFound } from '../documents/documentErrors';
import { documentRefusals } from '../documents/documentRefusals';
import { commitDocumentWrite } from '../documents/documentWrite';

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

/** The body blocks that are not article body blocks, or do not pass their schema. */
function invalidBodyBlocks(document: ArticleDocument): InvalidBlock[] {
  const invalid: InvalidBlock[] = [];
  document.body.fields.forEach((block, index) => {
    const schema = getBlockSchema(block.block_type);
    const issues = schema?.articleBody ? blockIssues(block) : [{ path: ['block_type'], message: 'Only text, image, quote, list and video blocks go in an article.' }];
    if (issues.length > 0) invalid.push({ index, block_type: block.block_type, issues });
  });
  return invalid;
}

/** The body blocks that are not article body blocks (refused at every save). */
function foreignBlockTypes(document: ArticleDocument): string[] {
  return document.body.fields.filter((block) => !getBlockSchema(block.block_type)?.articleBody).map((block) => block.block_type);
}

export interface ArticleRoutesOptions {
  db: Database;
  now: () => Date;
}

/** The article routes (mounted at `/articles`, after the origin, site and user guards). */
export function createArticleRoutes({ db, now }: ArticleRoutesOptions): Hono<CmsEnv> {
  const app = new Hono<CmsEnv>();

  const refuse = documentRefusals('article');
  /** After a conditional write found nothing: stale when the article is still there, else gone. */
  const staleOrGone = async (tx: Database, c: Context, id: number) => refuse.staleOrGone((await findCmsArticle(tx, c.get('site').id, id))?.article);
  const articleId = (c: Context) => {
    const raw = c.req.param('id') ?? '';
    return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  };
  /** The article of the request's `:id` on this site. @throws NotFound */
  const load = async (c: Context) => {
    const id = articleId(c);
    const record = id === null ? null : await findCmsArticle(db, c.get('site').id, id);
    if (!record) throw refuse.notFound();
    return record;
  };

  /** Parses a document to store: the whole shape, body block types, this site's author and categories. */
  const readDocument = async (c: Context, raw: unknown): Promise<{ ok: true; document: ArticleDocument } | { ok: false; response: Response }> => {
    const parsed = articleDocument.safeParse(raw);
    if (!parsed.success) return { ok: false, response: invalidDocument(c, parsed.error, 'document') };
    const document = parsed.data;
    // No key a block does not read, and no script block anywhere (an article has none, for anyone).
    const fields: Record<string, string[]> = unknownKeyFields([{ path: 'document.body.fields', blocks: document.body.fields }]);
    if (hasScriptBlock(document)) fields['document.body.fields'] = ['A script block cannot go in an article.'];
    const foreign = foreignBlockTypes(document);
    if (foreign.length > 0) fields['document.body.fields'] = [`Only text, image, quote, list and video blocks go in an article (not ${[...new Set(foreign)].join(', ')}).`];
    const references = await foreignReferences(db, c.get('site').id, document);
    if (references.author) fields['document.author_id'] = ['This author does not exist on this site.'];
    if (references.categories.length > 0) fields['document.category_ids'] = [`Unknown categories: ${references.categories.join(', ')}.`];
    if (Object.keys(fields).length > 0) {
      return { ok: false, response: cmsError(c, 422, 'invalid_document', 'This content has invalid parts: fix them before continuing.', { fields }) };
    }
    return { ok: true, document };
  };

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
    const record = await load(c);
    const { article } = record;
    const force = body.data.force === true;
    if (!force && body.data.revision !== article.revision) throw refuse.stale(article);
    const read = await readDocument(c, body.data.document);
    if (!read.ok) return read.response;
    const user = c.get('user');
    const saved = await commitDocumentWrite(db, async (tx) => {
      const row = await saveArticleDraft(tx, article, { expectedRevision: force ? null : body.data.revision, document: read.document, by: user.email, at: now() });
      if (!row) throw await staleOrGone(tx, c, article.id);
      return {
        result: row,
        audit: {
          user,
          action: 'article.draft_save',
          entity: 'article',
          entityId: String(article.id),
          summary: { revision: row.revision, blocks: read.document.body.fields.length, forced: force && body.data.revision !== article.revision },
        },
        change: null,
      };
    });
    return c.json({ revision: saved.revision, updated_at: iso(saved.updatedAt) });
  });

  app.post('/:id/publish', async (c) => {
    const body = await parseBody(c, publishBody);
    if (!body.ok) return body.response;
    const record = await load(c);
    const { article } = record;
    if (body.data.revision !== article.revision) throw refuse.stale(article);
    const read = await readDocument(c, workingDocument(record));
    if (!read.ok) return read.response;
    const document = read.document;
    const fields: Record<string, string[]> = {};
    for (const locale of ['fr', 'en'] as const) {
      const hasTitle = Boolean(document.title[locale]?.trim());
      const hasSlug = Boolean(document.slug[locale]);
      if (hasTitle && !hasSlug) fields[`document.slug.${locale}`] = ['Enter the address (slug) of this language.'];
      if (hasSlug && !hasTitle) fields[`document.title.${locale}`] = ['Enter the title of this language.'];
    }
    if (articleLanguages(document).length === 0) fields['document.title'] = ['Enter a title and an address in French or in English.'];
    if (document.body.fields.length === 0) fields['document.body.fields'] = ['Add the article’s text before publishing it.'];
    if (Object.keys(fields).length > 0) return cmsError(c, 422, 'invalid_article', 'Complete the article before publishing it.', { fields });
    const invalid = invalidBodyBlocks(document);
    if (invalid.length > 0) throw new InvalidBlocks(invalid);
    const at = now();
    const publishedAt = body.data.published_at ? new Date(body.data.published_at) : article.status !== 'draft' && article.publishedAt ? article.publishedAt : at;
    const user = c.get('user');
    const published = await commitDocumentWrite(db, async (tx) => {
      const row = await publishArticle(tx, article, { expectedRevision: article.revision, document, publishedAt, by: user.email, at });
      if (!row) throw await staleOrGone(tx, c, article.id);
      return {
        result: row,
        audit: {
          user,
          action: row.status === 'scheduled' ? 'article.schedule' : 'article.publish',
          entity: 'article',
          entityId: String(article.id),
          summary: { revision: row.revision, published_at: iso(row.publishedAt), languages: articleLanguages(document) },
        },
        change: { kind: 'articles', siteId: c.get('site').id, articleId: article.id },
      };
    });
    return c.json({ revision: published.revision, status: published.status, published_at: iso(published.publishedAt) });
  });

  app.post('/:id/unpublish', async (c) => {
    const body = await parseBody(c, revisionBody);
    if (!body.ok) return body.response;
    const record = await load(c);
    if (body.data.revision !== record.article.revision) throw refuse.stale(record.article);
    const user = c.get('user');
    const row = await commitDocumentWrite(db, async (tx) => {
      const unpublished = await unpublishArticle(tx, record.article, { expectedRevision: body.data.revision, by: user.email, at: now() });
      if (!unpublished) throw await staleOrGone(tx, c, record.article.id);
      return {
        result: unpublished,
        audit: { user, action: 'article.unpublish', entity: 'article', entityId: String(unpublished.id), summary: { revision: unpublished.revision } },
        change: { kind: 'articles', siteId: c.get('site').id, articleId: unpublished.id },
      };
    });
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
    const record = await load(c);
    const version = await findArticleVersion(db, record.article.id, c.req.param('versionId') ?? '');
    if (!version) throw new NotFound('This version does not exist.');
    const read = await readDocument(c, version.document);
    if (!read.ok) return read.response;
    const user = c.get('user');
    const row = await commitDocumentWrite(db, async (tx) => {
      const restored = await saveArticleDraft(tx, record.article, { expectedRevision: null, document: read.document, by: user.email, at: now() });
      if (!restored) throw refuse.notFound();
      return {
        result: restored,
        audit: {
          user,
          action: 'article.restore',
          entity: 'article',
          entityId: String(record.article.id),
          summary: { version_id: version.id, version_revision: version.revision, revision: restored.revision },
        },
        // Restored as the draft: nothing public changes.
        change: null,
      };
    });
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
