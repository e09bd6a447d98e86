/**
 * A blog article as a draft-and-publish document (src/server/documents/draftOperations.ts): its
 * document parsed whole with `articleDocument`; its body holds only article body blocks (text,
 * image, quote, list, video), never a script block, no key a block does not read; its author and
 * categories are this site's. Publishing needs a title and a slug in at least one language (both
 * in each language started), a body, and every body block valid; a publication date in the future
 * schedules it. An article can be unpublished; a restored version becomes the draft.
 */
import { blockIssues } from '../../blocks/validateBlock';
import { getBlockSchema } from '../../blocks/schemas';
import { articleDocument, articleLanguages, type ArticleDocument } from '../../schema/articleDocument';
import type { Database } from '../db/client';
import type { ArticleRow } from '../db/schema';
import { InvalidBlocks, InvalidDocument } from '../documents/documentErrors';
import { documentRefusals } from '../documents/documentRefusals';
import type { DraftDocumentKind } from '../documents/draftOperations';
import { findArticleVersion, findCmsArticle, foreignReferences, publishArticle, saveArticleDraft, unpublishArticle, workingDocument, type CmsArticleRecord } from './articleStore';
import { unknownKeyFields, type InvalidBlock } from './blockValidation';
import { fieldMessagesUnder } from './errors';
import { hasScriptBlock } from './scriptBlocks';

/** What a publish request may add: the publication date (absent: kept when it was public, else now). */
export interface ArticlePublishOptions {
  publishedAt?: Date;
}

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

/** Reads a document to store: the whole shape, body block types, this site's author and categories. @throws InvalidDocument */
async function readArticle(db: Database, siteId: string, raw: unknown): Promise<ArticleDocument> {
  const parsed = articleDocument.safeParse(raw);
  if (!parsed.success) throw new InvalidDocument(fieldMessagesUnder(parsed.error, 'document'));
  const document = parsed.data;
  // No key a block does not read, and no script block anywhere (an article has none, for anyone).
  const fields: Record<string, string[]> = unknownKeyFields([{ path: 'document.body.fields', blocks: document.body.fields }]);
  if (hasScriptBlock(document)) fields['document.body.fields'] = ['A script block cannot go in an article.'];
  const foreign = foreignBlockTypes(document);
  if (foreign.length > 0) fields['document.body.fields'] = [`Only text, image, quote, list and video blocks go in an article (not ${[...new Set(foreign)].join(', ')}).`];
  const references = await foreignReferences(db, siteId, document);
  if (references.author) fields['document.author_id'] = ['This author does not exist on this site.'];
  if (references.categories.length > 0) fields['document.category_ids'] = [`Unknown categories: ${references.categories.join(', ')}.`];
  if (Object.keys(fields).length > 0) throw new InvalidDocument(fields);
  return document;
}

/** An article's id as the request names it (digits only), else null. */
function articleIdOf(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** See the module docstring. */
export const articleKind: DraftDocumentKind<CmsArticleRecord, ArticleDocument, ArticleRow, ArticlePublishOptions> = {
  entity: 'article',
  refusals: documentRefusals('article'),
  async load(db, siteId, id) {
    const articleId = articleIdOf(id);
    return articleId === null ? null : findCmsArticle(db, siteId, articleId);
  },
  revisionOf: ({ article }) => article,
  idOf: ({ article }) => String(article.id),
  read: (db, siteId, sent) => readArticle(db, siteId, sent),
  readWorking: (db, siteId, record) => readArticle(db, siteId, workingDocument(record)),
  async readVersion(db, siteId, { article }, versionId) {
    const version = await findArticleVersion(db, article.id, versionId);
    if (!version) return null;
    return { document: await readArticle(db, siteId, version.document), summary: { version_id: version.id, version_revision: version.revision } };
  },
  // No script block can be in an article (refused when read), for editors and admins alike.
  checkChange: () => undefined,
  checkPublishable(document) {
    const fields: Record<string, string[]> = {};
    for (const locale of ['fr', 'en'] as const) {
      const hasTitle = Boolean(document.title[locale]?.trim());
      const hasSlug = Boolean(document.slug[locale]);
      if (hasTitle && !hasSlug) fields[`document.slug.${locale}`] = ['Enter the address (slug) of this language.'];
      if (hasSlug && !hasTitle) fields[`document.title.${locale}`] = ['Enter the title of this language.'];
    }
    if (articleLanguages(document).length === 0) fields['document.title'] = ['Enter a title and an address in French or in English.'];
    if (document.body.fields.length === 0) fields['document.body.fields'] = ['Add the article’s text before publishing it.'];
    if (Object.keys(fields).length > 0) throw new InvalidDocument(fields, 'Complete the article before publishing it.', 'invalid_article');
    const invalid = invalidBodyBlocks(document);
    if (invalid.length > 0) throw new InvalidBlocks(invalid);
  },
  writeDraft: (tx, { article }, document, { expectedRevision, by, at }) => saveArticleDraft(tx, article, { expectedRevision, document, by, at }),
  writePublish(tx, { article }, document, { expectedRevision, by, at }, { publishedAt }) {
    // A republished article keeps its date unless a new one is given.
    const date = publishedAt ?? (article.status !== 'draft' && article.publishedAt ? article.publishedAt : at);
    return publishArticle(tx, article, { expectedRevision, document, publishedAt: date, by, at });
  },
  writeUnpublish: (tx, { article }, { expectedRevision, by, at }) => unpublishArticle(tx, article, { expectedRevision, by, at }),
  publicChange: (siteId, { article }) => ({ kind: 'articles', siteId, articleId: article.id }),
  draftSummary: (document) => ({ blocks: document.body.fields.length }),
  publishAudit: (_record, document, row) => ({
    action: row.status === 'scheduled' ? 'article.schedule' : 'article.publish',
    summary: { published_at: row.publishedAt ? row.publishedAt.toISOString() : null, languages: articleLanguages(document) },
  }),
};
