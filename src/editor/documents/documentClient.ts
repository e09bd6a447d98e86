/**
 * How the editor reads and saves one versioned document of the CMS (a page's draft, a content
 * variant, an article's draft, the site header, the general settings): the calls of its kind behind one shape, so a document session
 * ({@link createDocumentSession}) edits, autosaves, reloads and resolves conflicts the same way for
 * every kind. Every kind counts numeric revisions; a save from a revision that is no longer the
 * stored one is refused with a 409 `stale_revision` unless forced. The header and the settings have
 * no draft: their save publishes (their session does not autosave).
 */
import { CmsApiError, type CmsApi, type CmsPage } from '../../api/cmsApi';
import type { CmsArticlesApi } from '../../api/cmsArticlesApi';
import type { CmsHeaderApi } from '../../api/cmsHeaderApi';
import type { CmsSettingsApi, GeneralSettings } from '../../api/cmsSettingsApi';
import { demoBlock } from '../store/actions/demoBlock';
import { articleDocumentOf, editorDocOf } from '../blog/articleDoc';
import { toContentFields, toEditorBlocks, type EditorDoc } from '../store/editorStore';
import type { Block } from '../../schema/block';
import type { CmsVariantDetail, VariantApi } from '../variants/variantApi';

/** A document as stored: its editor form and the revision it was read at. */
export interface StoredDocument<D = EditorDoc> {
  doc: D;
  revision: number;
}

/** The kinds of versioned document the editor saves. */
export type DocumentKind = 'page' | 'variant' | 'article' | 'header' | 'settings';

export interface DocumentClient<D = EditorDoc> {
  /** What is edited, for the conflict dialog's words and the audit trail. */
  readonly kind: DocumentKind;
  /** Reads the stored working copy. @throws CmsApiError */
  load(): Promise<StoredDocument<D>>;
  /**
   * Stores `doc` as the working copy from `revision` (`force`: over a newer one).
   * @returns the new revision
   * @throws CmsApiError 409 `stale_revision`, 403 `forbidden`, 422 with field messages
   */
  saveDraft(doc: D, save: { revision: number; force?: boolean }): Promise<{ revision: number }>;
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

/** The site header as a one-block editor document (a classic header when none is stored yet). */
export function headerDoc(fields: readonly Block[]): EditorDoc {
  return { blocks: toEditorBlocks([fields[0] ?? demoBlock('header_classic')]), title: { fr: '', en: '' } };
}

/** The site header (`GET /header`, `PUT /header`): saving publishes it on every page. */
export function headerDocumentClient(api: CmsHeaderApi): DocumentClient {
  return {
    kind: 'header',
    async load() {
      const stored = await api.get();
      return { doc: headerDoc(stored.header.fields), revision: stored.revision };
    },
    async saveDraft(doc, { revision, force }) {
      const [block] = toContentFields(doc);
      return { revision: await (force ? api.save(block, revision, true) : api.save(block, revision)) };
    },
  };
}

/** The general settings (`GET /settings`, `PUT /settings`, admins only): saving publishes them. @throws CmsSettingsError */
export function settingsDocumentClient(api: Pick<CmsSettingsApi, 'load' | 'save'>): DocumentClient<GeneralSettings> {
  return {
    kind: 'settings',
    async load() {
      const { revision, ...settings } = await api.load();
      return { doc: settings, revision };
    },
    saveDraft: (settings, { revision, force }) => (force ? api.save(settings, revision, true) : api.save(settings, revision)),
  };
}
