/**
 * A site's page as a draft-and-publish document (src/server/documents/draftOperations.ts): its
 * document parsed whole with `pageDocument` (body blocks, footer override, page SEO), no key a
 * block does not read, and only an admin may add, change, remove or relocate a `script_block`.
 * Publishing stores a version and changes the public page; a restored version becomes the draft.
 */
import { pageDocument } from '../../schema/pageDocument';
import type { Database } from '../db/client';
import { findPageVersion } from '../db/repositories/pageVersions';
import type { PageRow, StoredLocalized, StoredPageContent } from '../db/schema';
import { Forbidden, InvalidDocument, InvalidBlocks } from '../documents/documentErrors';
import { documentRefusals } from '../documents/documentRefusals';
import type { DraftDocumentKind } from '../documents/draftOperations';
import { documentUnknownKeyFields, invalidDocumentBlocks } from './blockValidation';
import { fieldMessagesUnder } from './errors';
import { findCmsPage, publishPage, savePageDraft, workingContent, type CmsPageRecord } from './pageStore';
import { scriptBlocksDiffer } from './scriptBlocks';
import { summarizeBlockChanges } from './versionSummary';

/** A page's draft: its document and, when the editor changed it, its title. */
export interface PageDraft {
  content: StoredPageContent;
  title?: StoredLocalized;
}

/** The document parsed whole. @throws InvalidDocument */
function parsePage(raw: unknown): StoredPageContent {
  const parsed = pageDocument.safeParse(raw);
  if (!parsed.success) throw new InvalidDocument(fieldMessagesUnder(parsed.error, 'content'));
  return parsed.data;
}

/** See the module docstring. */
export const pageKind: DraftDocumentKind<CmsPageRecord, PageDraft, PageRow, undefined, PageDraft> = {
  entity: 'page',
  refusals: documentRefusals('page'),
  load: (db: Database, siteId, id) => findCmsPage(db, siteId, id),
  revisionOf: ({ page }) => page,
  idOf: ({ page }) => page.id,
  async read(_db, _siteId, sent, { page }) {
    // The editor's client may not send `override` (page SEO): the stored one is kept then, and the
    // document parsed as it will be stored.
    const override = sent.content.override ?? workingContent(page).override;
    const content = parsePage({ fields: sent.content.fields, ...(override ? { override } : {}) });
    return { content, ...(sent.title ? { title: sent.title } : {}) };
  },
  async readWorking(_db, _siteId, { page }) {
    return { content: parsePage(workingContent(page)), title: { ...page.title, ...(page.draftTitle ?? {}) } };
  },
  async readVersion(db, _siteId, { page }, versionId) {
    const version = await findPageVersion(db, page.id, versionId);
    if (!version) return null;
    return { document: { content: parsePage(version.content), title: version.title }, summary: { version_id: version.id, version_revision: version.revision } };
  },
  checkChange(user, { page }, next) {
    if (user.role !== 'admin' && scriptBlocksDiffer(workingContent(page), next.content)) throw new Forbidden('Only an admin can add, change or remove a script block.');
  },
  checkStorable({ content }) {
    const unknown = documentUnknownKeyFields(content);
    if (Object.keys(unknown).length > 0) throw new InvalidDocument(unknown, 'This content has parts no block reads: remove them before saving.');
  },
  checkPublishable({ content }) {
    const invalid = invalidDocumentBlocks(content);
    if (invalid.length > 0) throw new InvalidBlocks(invalid);
  },
  writeDraft: (tx, { page }, { content, title }, { expectedRevision, by, at }) => savePageDraft(tx, page, { expectedRevision, content, title, by, at }),
  writePublish: (tx, { page }, { content, title }, { expectedRevision, by, at }) => publishPage(tx, page, { expectedRevision, content, title: title ?? page.title, by, at }),
  publicChange: (siteId, { page }) => ({ kind: 'page', siteId, pageId: page.id }),
  draftSummary: ({ content }) => ({ blocks: content.fields.length }),
  publishAudit: ({ page }, { content }) => ({ action: 'page.publish', summary: { ...summarizeBlockChanges(page.published ? page.content.fields : [], content.fields) } }),
};
