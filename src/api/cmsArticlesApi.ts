/**
 * Typed client of the blog CMS API (server in src/server/cms/articleRoutes.ts and
 * blogTaxonomyRoutes.ts), built on {@link createCmsRequest}: articles (list, create, the working
 * document, draft saves with revisions, publish or schedule, unpublish, versions, restore, delete),
 * categories and authors. Failures reject with {@link CmsApiError} (401, 404, 409
 * `stale_revision`, 422 with `fields` or `blocks`, status 0 `network`).
 */
import { z } from 'zod';
import type { ArticleDocument } from '../schema/articleDocument';
import { localized } from '../schema/content';
import { cmsArticle, cmsArticleSummary, type CmsArticle, type CmsArticleSummary } from '../schema/cmsAnswers';
import { createCmsRequest, type CmsApiOptions } from './cmsApi';

export { cmsArticle, cmsArticleSummary, type CmsArticle, type CmsArticleSummary };

const localizedText = localized(z.string());

export const blogCategory = z.object({ id: z.number(), label: localizedText, position: z.number(), articles_count: z.number() });
export type BlogCategory = z.infer<typeof blogCategory>;
export const blogAuthor = z.object({ id: z.number(), name: z.string(), avatar_url: z.string().nullable(), bio: localizedText });
export type BlogAuthor = z.infer<typeof blogAuthor>;

const articleVersion = z.object({
  id: z.string(),
  revision: z.number(),
  created_at: z.string().nullable(),
  created_by: z.string().nullable(),
  title: localizedText,
  blocks: z.number(),
});
export type ArticleVersion = z.infer<typeof articleVersion>;

/** What an author form sends. */
export interface AuthorInput {
  name: string;
  avatar_url?: string | null;
  bio?: { fr?: string; en?: string };
}

/** The blog client (see the module docstring). */
export function createCmsArticlesApi(options: CmsApiOptions = {}) {
  const call = createCmsRequest(options);
  const at = (id: number) => `/articles/${encodeURIComponent(String(id))}`;
  return {
    list: () => call('GET', '/articles', z.object({ articles: z.array(cmsArticleSummary) })).then((r) => r.articles),
    create: (title: { fr?: string; en?: string }) => call('POST', '/articles', z.object({ article: cmsArticleSummary }), { title }).then((r) => r.article),
    get: (id: number) => call('GET', at(id), z.object({ article: cmsArticle })).then((r) => r.article),
    /** Saves the working document; `force` overwrites someone else's newer revision. */
    saveDraft: (id: number, save: { revision: number; document: ArticleDocument; force?: boolean }) =>
      call('PUT', `${at(id)}/draft`, z.object({ revision: z.number(), updated_at: z.string().nullable() }), save),
    /** Publishes now, or at `publishedAt` (ISO; in the future: scheduled). */
    publish: (id: number, revision: number, publishedAt?: string) =>
      call('POST', `${at(id)}/publish`, z.object({ revision: z.number(), status: z.string(), published_at: z.string().nullable() }), {
        revision,
        ...(publishedAt ? { published_at: publishedAt } : {}),
      }),
    unpublish: (id: number, revision: number) => call('POST', `${at(id)}/unpublish`, z.object({ revision: z.number(), status: z.string() }), { revision }),
    versions: (id: number) => call('GET', `${at(id)}/versions`, z.object({ versions: z.array(articleVersion) })).then((r) => r.versions),
    restore: (id: number, versionId: string) => call('POST', `${at(id)}/versions/${encodeURIComponent(versionId)}/restore`, z.object({ revision: z.number() })),
    remove: (id: number) => call('DELETE', at(id), null),
    categories: () => call('GET', '/blog/categories', z.object({ categories: z.array(blogCategory) })).then((r) => r.categories),
    createCategory: (label: { fr?: string; en?: string }) => call('POST', '/blog/categories', z.object({ category: blogCategory }), { label }).then((r) => r.category),
    renameCategory: (id: number, label: { fr?: string; en?: string }) =>
      call('PUT', `/blog/categories/${id}`, z.object({ category: blogCategory }), { label }).then((r) => r.category),
    removeCategory: (id: number) => call('DELETE', `/blog/categories/${id}`, null),
    authors: () => call('GET', '/blog/authors', z.object({ authors: z.array(blogAuthor) })).then((r) => r.authors),
    createAuthor: (input: AuthorInput) => call('POST', '/blog/authors', z.object({ author: blogAuthor }), input).then((r) => r.author),
    updateAuthor: (id: number, input: AuthorInput) => call('PUT', `/blog/authors/${id}`, z.object({ author: blogAuthor }), input).then((r) => r.author),
    removeAuthor: (id: number) => call('DELETE', `/blog/authors/${id}`, null),
  };
}
export type CmsArticlesApi = ReturnType<typeof createCmsArticlesApi>;
