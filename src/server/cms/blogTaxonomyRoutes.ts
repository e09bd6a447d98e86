/**
 * `/api/cms/blog/*`: the blog's categories and authors, managed from the QA blog screen by
 * editors and admins (after the origin, site and user guards). Every write is audited.
 *
 * | route                          | answer                                                   |
 * |--------------------------------|----------------------------------------------------------|
 * | `GET /categories`              | `{categories: [{id, label, position, articles_count}]}`  |
 * | `POST /categories {label}`     | 201 `{category}`; 422                                    |
 * | `PUT /categories/:id {label}`  | `{category}`; 404; 422                                   |
 * | `DELETE /categories/:id`       | 204 (its articles lose the category)                     |
 * | `GET /authors`                 | `{authors: [{id, name, avatar_url, bio}]}`               |
 * | `POST /authors {name, avatar_url?, bio?}` | 201 `{author}`; 422                           |
 * | `PUT /authors/:id {...}`       | `{author}`; 404; 422                                     |
 * | `DELETE /authors/:id`          | 204 (its articles keep no author)                        |
 */
import { and, asc, count, eq, max } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requiredMediaUrl } from '../../schema/safeUrl';
import type { Database } from '../db/client';
import { articleCategories, blogAuthors, blogCategories, type BlogAuthorRow, type BlogCategoryRow } from '../db/schema';
import { commitDocumentWrite } from '../documents/documentWrite';
import type { CmsEnv } from './env';
import { cmsError, parseBody } from './errors';

const label = z
  .strictObject({ fr: z.string().trim().max(60).optional(), en: z.string().trim().max(60).optional() })
  .refine((value) => Boolean(value.fr || value.en), { error: 'Enter a name in French or in English.' });
const categoryBody = z.object({ label });
const authorBody = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(120),
  avatar_url: requiredMediaUrl.nullable().optional(),
  bio: z.strictObject({ fr: z.string().max(1000).optional(), en: z.string().max(1000).optional() }).optional(),
});

const authorJson = (author: BlogAuthorRow) => ({ id: author.id, name: author.name, avatar_url: author.avatarUrl, bio: author.bio });
const categoryJson = (category: BlogCategoryRow, articlesCount = 0) => ({ id: category.id, label: category.label, position: category.position, articles_count: articlesCount });

/**
 * A category or author write's audit entry and the change it announces: articles show their
 * categories and authors (a new one shows nowhere yet: `announce: false`).
 */
function taxonomyWrite(c: Context<CmsEnv>, action: string, entity: 'blog_category' | 'blog_author', id: number, summary: Record<string, unknown>, { announce = true } = {}) {
  return {
    audit: { user: c.get('user'), action, entity, entityId: String(id), summary },
    change: announce ? ({ kind: 'articles', siteId: c.get('site').id } as const) : null,
  };
}

/** The categories and authors routes (mounted at `/blog`). */
export function createBlogTaxonomyRoutes({ db }: { db: Database }): Hono<CmsEnv> {
  const app = new Hono<CmsEnv>();
  const idOf = (c: Context) => (/^\d{1,9}$/.test(c.req.param('id') ?? '') ? Number(c.req.param('id')) : -1);

  const findCategory = async (c: Context) => {
    const [row] = await db
      .select()
      .from(blogCategories)
      .where(and(eq(blogCategories.id, idOf(c)), eq(blogCategories.siteId, c.get('site').id)));
    return row ?? null;
  };
  const findAuthor = async (c: Context) => {
    const [row] = await db
      .select()
      .from(blogAuthors)
      .where(and(eq(blogAuthors.id, idOf(c)), eq(blogAuthors.siteId, c.get('site').id)));
    return row ?? null;
  };

  app.get('/categories', async (c) => {
    const siteId = c.get('site').id;
    const rows = await db.select().from(blogCategories).where(eq(blogCategories.siteId, siteId)).orderBy(asc(blogCategories.position), asc(blogCategories.id));
    const counts = await db
      .select({ id: articleCategories.categoryId, n: count() })
      .from(articleCategories)
      .innerJoin(blogCategories, eq(blogCategories.id, articleCategories.categoryId))
      .where(eq(blogCategories.siteId, siteId))
      .groupBy(articleCategories.categoryId);
    const byId = new Map(counts.map((row) => [row.id, row.n]));
    return c.json({ categories: rows.map((row) => categoryJson(row, byId.get(row.id) ?? 0)) });
  });

  app.post('/categories', async (c) => {
    const body = await parseBody(c, categoryBody);
    if (!body.ok) return body.response;
    const siteId = c.get('site').id;
    const [{ last }] = await db
      .select({ last: max(blogCategories.position) })
      .from(blogCategories)
      .where(eq(blogCategories.siteId, siteId));
    const row = await commitDocumentWrite(db, async (tx) => {
      const [created] = await tx
        .insert(blogCategories)
        .values({ siteId, label: body.data.label, position: (last ?? -1) + 1 })
        .returning();
      return { result: created, ...taxonomyWrite(c, 'blog.category_create', 'blog_category', created.id, { label: created.label }, { announce: false }) };
    });
    return c.json({ category: categoryJson(row) }, 201);
  });

  app.put('/categories/:id', async (c) => {
    const body = await parseBody(c, categoryBody);
    if (!body.ok) return body.response;
    const found = await findCategory(c);
    if (!found) return cmsError(c, 404, 'not_found', 'This category does not exist.');
    const row = await commitDocumentWrite(db, async (tx) => {
      const [updated] = await tx.update(blogCategories).set({ label: body.data.label }).where(eq(blogCategories.id, found.id)).returning();
      return { result: updated, ...taxonomyWrite(c, 'blog.category_update', 'blog_category', updated.id, { label: updated.label }) };
    });
    return c.json({ category: categoryJson(row) });
  });

  app.delete('/categories/:id', async (c) => {
    const found = await findCategory(c);
    if (!found) return cmsError(c, 404, 'not_found', 'This category does not exist.');
    await commitDocumentWrite(db, async (tx) => {
      await tx.delete(blogCategories).where(eq(blogCategories.id, found.id));
      return { result: undefined, ...taxonomyWrite(c, 'blog.category_delete', 'blog_category', found.id, { label: found.label }) };
    });
    return c.body(null, 204);
  });

  app.get('/authors', async (c) => {
    const rows = await db
      .select()
      .from(blogAuthors)
      .where(eq(blogAuthors.siteId, c.get('site').id))
      .orderBy(asc(blogAuthors.name), asc(blogAuthors.id));
    return c.json({ authors: rows.map(authorJson) });
  });

  app.post('/authors', async (c) => {
    const body = await parseBody(c, authorBody);
    if (!body.ok) return body.response;
    const row = await commitDocumentWrite(db, async (tx) => {
      const [created] = await tx
        .insert(blogAuthors)
        .values({ siteId: c.get('site').id, name: body.data.name, avatarUrl: body.data.avatar_url ?? null, bio: body.data.bio ?? {} })
        .returning();
      return { result: created, ...taxonomyWrite(c, 'blog.author_create', 'blog_author', created.id, { name: created.name }, { announce: false }) };
    });
    return c.json({ author: authorJson(row) }, 201);
  });

  app.put('/authors/:id', async (c) => {
    const body = await parseBody(c, authorBody);
    if (!body.ok) return body.response;
    const found = await findAuthor(c);
    if (!found) return cmsError(c, 404, 'not_found', 'This author does not exist.');
    const row = await commitDocumentWrite(db, async (tx) => {
      const [updated] = await tx
        .update(blogAuthors)
        .set({ name: body.data.name, avatarUrl: body.data.avatar_url ?? null, bio: body.data.bio ?? {}, updatedAt: new Date() })
        .where(eq(blogAuthors.id, found.id))
        .returning();
      return { result: updated, ...taxonomyWrite(c, 'blog.author_update', 'blog_author', updated.id, { name: updated.name }) };
    });
    return c.json({ author: authorJson(row) });
  });

  app.delete('/authors/:id', async (c) => {
    const found = await findAuthor(c);
    if (!found) return cmsError(c, 404, 'not_found', 'This author does not exist.');
    await commitDocumentWrite(db, async (tx) => {
      await tx.delete(blogAuthors).where(eq(blogAuthors.id, found.id));
      return { result: undefined, ...taxonomyWrite(c, 'blog.author_delete', 'blog_author', found.id, { name: found.name }) };
    });
    return c.body(null, 204);
  });

  return app;
}
