/**
 * Editing articles through the CMS API (`/api/cms/articles`, `/api/cms/blog`): create, autosave
 * drafts with revisions (409 when stale), the whole document parsed on every write (foreign blocks,
 * other sites' authors and categories refused), publish, schedule, unpublish, versions and
 * restore, delete; categories and authors; the public blog following each step; the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { insertBlogCategory } from '../../src/server/db/repositories/articles';
import { ADMIN, EDITOR, openCmsHarness, type CmsHarness } from './cmsHarness';
import { FIXTURE } from './fixtures';

let harness: CmsHarness;
let editor: string;
let admin: string;

beforeAll(async () => {
  harness = await openCmsHarness();
  editor = await harness.logIn(EDITOR);
  admin = await harness.logIn(ADMIN);
});
afterAll(() => harness.database.dispose());

const json = async <T>(res: Response) => (await res.json()) as T;
const text = (fr: string) => ({ block_type: 'article_text_block', block_params: {}, fields: { content: { fr: `<p>${fr}</p>`, en: `<p>${fr} (en)</p>` } } });

interface Document {
  title: { fr?: string; en?: string };
  slug: { fr?: string; en?: string };
  excerpt: { fr?: string; en?: string };
  body: { fields: unknown[] };
  cover: { url: string; alt: { fr?: string; en?: string } } | null;
  author_id: number | null;
  category_ids: number[];
  tags: { fr?: string[]; en?: string[] };
  featured: boolean;
}

async function createArticle(cookie = editor) {
  const res = await harness.call('/api/cms/articles', { method: 'POST', cookie, body: { title: { fr: 'Vendre au printemps' } } });
  expect(res.status).toBe(201);
  const { article } = await json<{ article: { id: number; revision: number; status: string } }>(res);
  return article;
}
async function working(id: number) {
  return (await json<{ article: { revision: number; status: string; document: Document; has_draft: boolean } }>(await harness.call(`/api/cms/articles/${id}`, { cookie: editor })))
    .article;
}
const saveDraft = (id: number, revision: number, document: Document, cookie = editor) =>
  harness.call(`/api/cms/articles/${id}/draft`, { method: 'PUT', cookie, body: { revision, document } });
const publish = (id: number, revision: number, extra: Record<string, unknown> = {}) =>
  harness.call(`/api/cms/articles/${id}/publish`, { method: 'POST', cookie: editor, body: { revision, ...extra } });
/** What visitors get from `GET /articles` (the content API, with the site key). */
const publicArticles = async (language = 'fr') =>
  (
    await json<{ data: { articles: { id: number; title: { fr?: string } }[]; total: number } }>(
      await harness.app.request(`http://localhost/api/swc/${FIXTURE.micrositeId}/articles?language=${language}&limit=50`, { headers: { 'X-Site-Key': FIXTURE.siteKey } }),
    )
  ).data;

async function fullDraft(id: number): Promise<{ revision: number; document: Document }> {
  const current = await working(id);
  const authors = await json<{ author: { id: number } }>(
    await harness.call('/api/cms/blog/authors', {
      method: 'POST',
      cookie: editor,
      body: { name: 'Julie Tremblay', avatar_url: '/images/portrait.svg', bio: { fr: 'Courtière', en: 'Broker' } },
    }),
  );
  const category = await json<{ category: { id: number } }>(
    await harness.call('/api/cms/blog/categories', { method: 'POST', cookie: editor, body: { label: { fr: 'Vendre', en: 'Selling' } } }),
  );
  const document: Document = {
    ...current.document,
    title: { fr: 'Vendre au printemps', en: 'Selling in the spring' },
    slug: { fr: 'vendre-au-printemps', en: 'selling-in-the-spring' },
    excerpt: { fr: 'Le bon moment pour vendre.', en: 'The right time to sell.' },
    body: { fields: [text('Le printemps est la saison la plus active.')] },
    cover: { url: '/blog/staging.svg', alt: { fr: 'Salon', en: 'Living room' } },
    author_id: authors.author.id,
    category_ids: [category.category.id],
    tags: { fr: ['Vendre'], en: ['Selling'] },
    featured: true,
  };
  const res = await saveDraft(id, current.revision, document);
  expect(res.status).toBe(200);
  return { revision: (await json<{ revision: number }>(res)).revision, document };
}

describe('articles in the CMS', () => {
  it('creates a draft that visitors do not see, and lists it with its status and languages', async () => {
    const article = await createArticle();
    expect(article.status).toBe('draft');
    const { articles } = await json<{ articles: { id: number; status: string; languages: string[] }[] }>(await harness.call('/api/cms/articles', { cookie: editor }));
    expect(articles.find((a) => a.id === article.id)).toMatchObject({ status: 'draft', languages: ['fr'] });
    // The address starts from the title.
    expect((await working(article.id)).document.slug).toEqual({ fr: 'vendre-au-printemps' });
    expect((await harness.call(`/api/cms/articles`, { cookie: undefined })).status).toBe(401);
  });

  it('saves drafts with revisions: a stale revision answers 409 with who changed it', async () => {
    const article = await createArticle();
    const { revision, document } = await fullDraft(article.id);
    const stale = await saveDraft(article.id, revision - 1, { ...document, excerpt: { fr: 'Autre' } }, admin);
    expect(stale.status).toBe(409);
    expect(await json(stale)).toMatchObject({ error: 'stale_revision', current_revision: revision, updated_by: EDITOR.email });
    expect((await working(article.id)).document.excerpt.fr).toBe('Le bon moment pour vendre.');
  });

  it('parses the whole document: bad slugs, page blocks, other sites’ categories are refused with field messages', async () => {
    const article = await createArticle();
    const { revision, document } = await fullDraft(article.id);
    const badSlug = await saveDraft(article.id, revision, { ...document, slug: { fr: 'Vendre Au Printemps!' } });
    expect(badSlug.status).toBe(422);
    expect((await json<{ fields: Record<string, string[]> }>(badSlug)).fields['document.slug.fr'][0]).toMatch(/lower-case/);
    const pageBlock = await saveDraft(article.id, revision, { ...document, body: { fields: [{ block_type: 'script_block', block_params: {}, fields: {} }] } });
    expect(pageBlock.status).toBe(422);
    expect((await json<{ fields: Record<string, string[]> }>(pageBlock)).fields['document.body.fields'][0]).toContain('script_block');
    const other = await insertBlogCategory(harness.database.db, { siteId: FIXTURE.otherSiteId, label: { fr: 'Ailleurs' } });
    const foreign = await saveDraft(article.id, revision, { ...document, category_ids: [other.id] });
    expect(foreign.status).toBe(422);
    expect((await json<{ fields: Record<string, string[]> }>(foreign)).fields['document.category_ids']).toBeDefined();
    const extra = await saveDraft(article.id, revision, { ...document, status: 'published' } as Document);
    expect(extra.status).toBe(422);
    expect((await working(article.id)).revision).toBe(revision);
  });

  it('publishes: the article appears on the public blog; a later draft stays private until published again', async () => {
    const article = await createArticle();
    const { revision } = await fullDraft(article.id);
    const res = await publish(article.id, revision);
    expect(res.status).toBe(200);
    const published = await json<{ revision: number; status: string; published_at: string }>(res);
    expect(published.status).toBe('published');
    const visible = await publicArticles();
    expect(visible.articles.map((a) => a.title.fr)).toContain('Vendre au printemps');
    const page = await harness.call(`/api/swc/page/${FIXTURE.siteId}`, {
      method: 'POST',
      body: { path: `/en/blog/selling-in-the-spring-${article.id}`, production: true },
      origin: null,
    });
    expect(page.status).toBe(200);

    const current = await working(article.id);
    await saveDraft(article.id, current.revision, { ...current.document, title: { ...current.document.title, fr: 'Vendre au printemps (brouillon)' } });
    expect((await publicArticles()).articles.map((a) => a.title.fr)).not.toContain('Vendre au printemps (brouillon)');
  });

  it('gives the public card the reading time of the body published last, in each language', async () => {
    const article = await createArticle();
    const { revision, document } = await fullDraft(article.id);
    await publish(article.id, revision);
    const readTime = async () =>
      (await json<{ data: { articles: { id: number; read_time: { fr?: number; en?: number } }[] } }>(
        await harness.app.request(`http://localhost/api/swc/${FIXTURE.micrositeId}/articles?language=fr&limit=50`, { headers: { 'X-Site-Key': FIXTURE.siteKey } }),
      )).data.articles.find((a) => a.id === article.id)?.read_time;
    expect(await readTime()).toEqual({ fr: 1, en: 1 });
    // 1 000 French words at 200 a minute; the English body stays short.
    const long = { ...document, body: { fields: [{ ...text(''), fields: { content: { fr: `<p>${'maison '.repeat(1000)}</p>`, en: '<p>A short one.</p>' } } }] } };
    const saved = await saveDraft(article.id, (await working(article.id)).revision, long);
    expect(saved.status).toBe(200);
    await publish(article.id, (await json<{ revision: number }>(saved)).revision);
    const after = await readTime();
    expect(after).toEqual({ fr: 5, en: 1 });
  });

  it('refuses to publish an article without a title and address, or with an invalid block', async () => {
    const article = await createArticle();
    const current = await working(article.id);
    const empty = await publish(article.id, current.revision);
    expect(empty.status).toBe(422);
    expect(await json(empty)).toMatchObject({ error: 'invalid_article', fields: { 'document.body.fields': [expect.any(String)] } });
    const { revision, document } = await fullDraft(article.id);
    const halfEnglish = await saveDraft(article.id, revision, { ...document, slug: { fr: 'vendre-au-printemps' } });
    const missing = await publish(article.id, (await json<{ revision: number }>(halfEnglish)).revision);
    expect(await json(missing)).toMatchObject({ error: 'invalid_article', fields: { 'document.slug.en': [expect.any(String)] } });
    const broken = await saveDraft(article.id, (await working(article.id)).revision, {
      ...document,
      body: { fields: [{ block_type: 'article_quote_block', block_params: {}, fields: { quote: 'pas un texte par langue' } }] },
    });
    expect(broken.status).toBe(200);
    const invalid = await publish(article.id, (await working(article.id)).revision);
    expect(invalid.status).toBe(422);
    expect(await json(invalid)).toMatchObject({ error: 'invalid_blocks', blocks: [{ index: 0, block_type: 'article_quote_block' }] });
  });

  it('schedules an article for later, then unpublishes one', async () => {
    const article = await createArticle();
    const { revision } = await fullDraft(article.id);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const scheduled = await json<{ revision: number; status: string; published_at: string }>(await publish(article.id, revision, { published_at: tomorrow }));
    expect(scheduled.status).toBe('scheduled');
    expect(scheduled.published_at).toBe(tomorrow);
    expect((await publicArticles()).articles.map((a) => a.id)).not.toContain(article.id);

    const now = await json<{ revision: number }>(await publish(article.id, scheduled.revision, { published_at: new Date(Date.now() - 1000).toISOString() }));
    expect((await publicArticles()).articles.map((a) => a.id)).toContain(article.id);
    const off = await harness.call(`/api/cms/articles/${article.id}/unpublish`, { method: 'POST', cookie: editor, body: { revision: now.revision } });
    expect(await json(off)).toMatchObject({ status: 'draft' });
    expect((await publicArticles()).articles.map((a) => a.id)).not.toContain(article.id);
  });

  it('keeps a version per publication and restores one as the draft', async () => {
    const article = await createArticle();
    const { revision, document } = await fullDraft(article.id);
    const first = await json<{ revision: number }>(await publish(article.id, revision));
    const second = await saveDraft(article.id, first.revision, { ...document, title: { ...document.title, fr: 'Deuxième version' } });
    await publish(article.id, (await json<{ revision: number }>(second)).revision);
    const { versions } = await json<{ versions: { id: string; title: { fr: string } }[] }>(await harness.call(`/api/cms/articles/${article.id}/versions`, { cookie: editor }));
    expect(versions.map((v) => v.title.fr)).toEqual(['Deuxième version', 'Vendre au printemps']);
    const restored = await harness.call(`/api/cms/articles/${article.id}/versions/${versions[1].id}/restore`, { method: 'POST', cookie: editor });
    expect(restored.status).toBe(200);
    const after = await working(article.id);
    expect(after.has_draft).toBe(true);
    expect(after.document.title.fr).toBe('Vendre au printemps');
  });

  it('deletes an article; every change is in the audit log', async () => {
    const article = await createArticle();
    expect((await harness.call(`/api/cms/articles/${article.id}`, { method: 'DELETE', cookie: editor })).status).toBe(204);
    expect((await harness.call(`/api/cms/articles/${article.id}`, { cookie: editor })).status).toBe(404);
    const actions = (await harness.database.db.select().from(auditLog)).map((row) => row.action);
    for (const action of [
      'article.create',
      'article.draft_save',
      'article.publish',
      'article.schedule',
      'article.unpublish',
      'article.restore',
      'article.delete',
      'blog.category_create',
      'blog.author_create',
    ]) {
      expect(actions).toContain(action);
    }
  });

  it('manages categories and authors, site by site', async () => {
    const created = await json<{ category: { id: number } }>(
      await harness.call('/api/cms/blog/categories', { method: 'POST', cookie: editor, body: { label: { fr: 'Quartiers', en: 'Neighbourhoods' } } }),
    );
    const renamed = await harness.call(`/api/cms/blog/categories/${created.category.id}`, {
      method: 'PUT',
      cookie: editor,
      body: { label: { fr: 'Nos quartiers', en: 'Our neighbourhoods' } },
    });
    expect(await json(renamed)).toMatchObject({ category: { label: { fr: 'Nos quartiers' } } });
    expect((await harness.call('/api/cms/blog/categories', { method: 'POST', cookie: editor, body: { label: {} } })).status).toBe(422);
    const list = await json<{ categories: { id: number }[] }>(await harness.call('/api/cms/blog/categories', { cookie: editor }));
    expect(list.categories.map((c) => c.id)).toContain(created.category.id);
    const other = await insertBlogCategory(harness.database.db, { siteId: FIXTURE.otherSiteId, label: { fr: 'Ailleurs' } });
    expect(list.categories.map((c) => c.id)).not.toContain(other.id);
    expect((await harness.call(`/api/cms/blog/categories/${other.id}`, { method: 'DELETE', cookie: editor })).status).toBe(404);
    expect((await harness.call(`/api/cms/blog/categories/${created.category.id}`, { method: 'DELETE', cookie: editor })).status).toBe(204);
    const badAuthor = await harness.call('/api/cms/blog/authors', { method: 'POST', cookie: editor, body: { name: 'X', avatar_url: 'javascript:alert(1)' } });
    expect(badAuthor.status).toBe(422);
  });
});
