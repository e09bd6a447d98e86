/**
 * How the editor reads and saves one versioned document of the CMS (a page's draft, a content
 * variant, an article's draft): the calls of its kind behind one shape, so a document session
 * ({@link createDocumentSession}) edits, autosaves, reloads and resolves conflicts the same way for
 * every kind. Every kind counts numeric revisions; a save from a revision that is no longer the
 * stored one is refused with a 409 `stale_revision` unless forced.
 */
import { CmsApiError, type CmsApi, type CmsPage } from '../../api/cmsApi';
import type { CmsArticlesApi } from '../../api/cmsArticlesApi';
import { articleDocumentOf, editorDocOf } from '../blog/articleDoc';
import { toContentFields, toEditorBlocks, type EditorDoc } from '../store/editorStore';
import type { CmsVariantDetail, VariantApi } from '../variants/variantApi';

/** A document as stored: its editor form and the revision it was read at. */
export interface StoredDocument {
  doc: EditorDoc;
  revision: number;
}

export interface DocumentClient {
  /** What is edited, for the conflict dialog's words and the audit trail. */
  readonly kind: 'page' | 'variant' | 'article';
  /** Reads the stored working copy. @throws CmsApiError */
  load(): Promise<StoredDocument>;
  /**
   * Stores `doc` as the working copy from `revision` (`force`: over a newer one).
   * @returns the new revision
   * @throws CmsApiError 409 `stale_revision`, 403 `forbidden`, 422 with field messages
   */
  saveDraft(doc: EditorDoc, save: { revision: number; force?: boolean }): Promise<{ revision: number }>;
}

/** The editor document of a page: its blocks and its titles. */
export function pageDoc(page: CmsPage): EditorDoc {
  return { blocks: toEditorBlocks(page.content.fields), title: { fr: page.title.fr ?? '', en: page.title.en ?? '' } };
}

/** A page's draft (`GET /pages/:id`, `PUT /pages/:id/draft`). */
export function pageDocumentClient(api: Pick<CmsApi, 'getPage' | 'saveDraft'>, pageId: string): DocumentClient {
  return {
    kind: 'page',
    async load() {
      const page = await api.getPage(pageId);
      return { doc: pageDoc(page), revision: page.revision };
    },
    saveDraft: (doc, { revision, force }) => api.saveDraft(pageId, { revision, content: { fields: toContentFields(doc) }, title: doc.title, ...(force ? { force: true } : {}) }),
  };
}

/** A variant's editor document: its blocks under the page's titles (a variant has none of its own). */
export function variantDoc(variant: CmsVariantDetail, page: CmsPage): EditorDoc {
  return { blocks: toEditorBlocks(variant.content.fields), title: { fr: page.title.fr ?? '', en: page.title.en ?? '' } };
}

/** A content variant of `page`, saved straight to `PUT /pages/:id/variants/:variantId` (never published; its title is the page's). */
export function variantDocumentClient(api: Pick<VariantApi, 'get' | 'update'>, page: CmsPage, variantId: string): DocumentClient {
  return {
    kind: 'variant',
    async load() {
      const variant = await api.get(page.id, variantId);
      return { doc: variantDoc(variant, page), revision: variant.revision };
    },
    saveDraft: async (doc, { revision, force }) => ({
      revision: (await api.update(page.id, variantId, { content: { fields: toContentFields(doc) }, revision, ...(force ? { force: true } : {}) })).revision,
    }),
  };
}

/**
 * An article's draft (`GET /articles/:id`, `PUT /articles/:id/draft`); `onFieldErrors` hears each
 * save's field messages (`{}` after a save that passed, a 422's fields otherwise).
 */
export function articleDocumentClient(api: Pick<CmsArticlesApi, 'get' | 'saveDraft'>, articleId: number, onFieldErrors: (fields: Record<string, string[]>) => void = () => {}): DocumentClient {
  return {
    kind: 'article',
    async load() {
      const article = await api.get(articleId);
      return { doc: editorDocOf(article.document), revision: article.revision };
    },
    async saveDraft(doc, { revision, force }) {
      try {
        const saved = await api.saveDraft(articleId, { revision, document: articleDocumentOf(doc), ...(force ? { force: true } : {}) });
        onFieldErrors({});
        return saved;
      } catch (error) {
        if (error instanceof CmsApiError && error.status === 422) onFieldErrors(error.fields);
        throw error;
      }
    },
  };
}
