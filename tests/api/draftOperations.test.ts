/**
 * The draft-and-publish operations (src/server/documents/draftOperations.ts) on each kind that has
 * them, a page and an article, called as the routes call them: a stale revision is refused with the
 * stored facts, an unknown document is 404, a document that does not parse or cannot be published
 * is refused before anything is written, an editor may not change a page's script block, every
 * write leaves its audit row, and only a public change is announced, after the commit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { listAudit } from '../../src/server/db/repositories/audit';
import { findPageByPath } from '../../src/server/db/repositories/pages';
import { listPageVersions } from '../../src/server/db/repositories/pageVersions';
import { insertUser } from '../../src/server/db/repositories/users';
import type { UserRow } from '../../src/server/db/schema';
import { createArticle, findCmsArticle } from '../../src/server/cms/articleStore';
import { articleKind } from '../../src/server/cms/articleKind';
import { pageKind } from '../../src/server/cms/pageKind';
import { Forbidden, InvalidBlocks, InvalidDocument, NotFound, StaleRevision } from '../../src/server/documents/documentErrors';
import { loadDocument, publish, restore, saveDraft, unpublish } from '../../src/server/documents/draftOperations';
import { heardContentChanges } from './heardContentChanges';
import { emptyArticleDocument } from '../../src/schema/articleDocument';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let db: Database;
let admin: UserRow;
let editor: UserRow;
let aboutId: string;
const heard = heardContentChanges();

const text = (fr: string, en: string) => ({ fr, en });
const textBlock = (title: string) => ({ block_type: 'text_block_1', block_params: {}, fields: { main_title: text(title, title), description: text('<p>Texte</p>', '<p>Text</p>') } });
const scriptBlock = { block_type: 'script_block', block_params: {}, fields: { content: text('<script>window.ran = 1</script>', '<script>window.ran = 1</script>') } };
const paragraph = (words: string) => ({ block_type: 'article_text_block', block_params: {}, fields: { content: text(`<p>${words}</p>`, `<p>${words}</p>`) } });
const at = new Date('2026-11-29T10:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await insertFixtureSites(db);
  admin = await insertUser(db, { email: 'admin@operations.test', role: 'admin', passwordHash: 'x' });
  editor = await insertUser(db, { email: 'editor@operations.test', role: 'editor', passwordHash: 'x' });
  aboutId = (await findPageByPath(db, FIXTURE.siteId, '/en/about'))!.page.id;
});
afterAll(async () => {
  await database.dispose();
});

const target = (user: UserRow, id = aboutId) => ({ siteId: FIXTURE.siteId, id, user, at });
const revisionOf = async (id = aboutId) => (await loadDocument(db, pageKind, FIXTURE.siteId, id)).page.revision;
const lastAudit = async () => (await listAudit(db, 1))[0];

describe('a page', () => {
  it('saves a draft from the current revision: a new revision, an audit row, nothing announced', async () => {
    const revision = await revisionOf();
    const row = await saveDraft(db, pageKind, { ...target(editor), revision, document: { content: { fields: [textBlock('Brouillon')] } } });
    expect(row.revision).toBe(revision + 1);
    expect(await lastAudit()).toMatchObject({ action: 'page.draft_save', entity: 'page', entityId: aboutId, userEmail: editor.email, summary: { revision: revision + 1, forced: false, blocks: 1 } });
    expect(heard).toEqual([]);
    // The stored page SEO the editor did not send is kept.
    expect((await loadDocument(db, pageKind, FIXTURE.siteId, aboutId)).page.draftContent?.override).toEqual({ seo: { global: { en: { title: 'About the broker' } } } });
  });

  it('refuses a stale revision with the stored facts, and a forced save goes through', async () => {
    const revision = await revisionOf();
    const stale = saveDraft(db, pageKind, { ...target(editor), revision: revision - 1, document: { content: { fields: [textBlock('Ancien')] } } });
    await expect(stale).rejects.toBeInstanceOf(StaleRevision);
    await expect(stale).rejects.toMatchObject({ current: { revision, updatedBy: editor.email }, message: 'Someone else changed this page.' });
    const forced = await saveDraft(db, pageKind, { ...target(editor), revision: revision - 1, force: true, document: { content: { fields: [textBlock('Forcé')] } } });
    expect(forced.revision).toBe(revision + 1);
    expect(await lastAudit()).toMatchObject({ action: 'page.draft_save', summary: { forced: true } });
  });

  it('refuses keys no block reads, and an editor’s script block, before writing anything', async () => {
    const revision = await revisionOf();
    const unknown = { ...textBlock('Titre'), fields: { ...textBlock('Titre').fields, colour_of_the_day: 'mauve' } };
    await expect(saveDraft(db, pageKind, { ...target(editor), revision, document: { content: { fields: [unknown] } } })).rejects.toBeInstanceOf(InvalidDocument);
    await expect(saveDraft(db, pageKind, { ...target(editor), revision, document: { content: { fields: [textBlock('Titre'), scriptBlock] } } })).rejects.toBeInstanceOf(Forbidden);
    expect(await revisionOf()).toBe(revision);
    const byAdmin = await saveDraft(db, pageKind, { ...target(admin), revision, document: { content: { fields: [textBlock('Titre'), scriptBlock] } } });
    expect(byAdmin.revision).toBe(revision + 1);
  });

  it('publishes: the public page changes, announced after the commit with its audit row', async () => {
    const revision = await revisionOf();
    await saveDraft(db, pageKind, { ...target(admin), revision, document: { content: { fields: [textBlock('Publié')] }, title: text('À propos', 'About us') } });
    const published = await publish(db, pageKind, { ...target(editor), revision: revision + 1, options: undefined });
    expect(published.revision).toBe(revision + 2);
    expect(published.title).toEqual(text('À propos', 'About us'));
    expect(heard).toEqual([{ kind: 'page', siteId: FIXTURE.siteId, pageId: aboutId }]);
    expect(await lastAudit()).toMatchObject({ action: 'page.publish', entity: 'page', entityId: aboutId, summary: { revision: revision + 2 } });
  });

  it('refuses to publish a block that does not pass its schema, naming it', async () => {
    const revision = await revisionOf();
    const broken = { block_type: 'text_block_1', block_params: {}, fields: { main_title: 'not localized' } };
    await saveDraft(db, pageKind, { ...target(admin), revision, document: { content: { fields: [textBlock('Bon'), broken] } } }).catch(() => undefined);
    const current = await revisionOf();
    const refused = publish(db, pageKind, { ...target(admin), revision: current, options: undefined });
    await expect(refused).rejects.toSatisfy((error) => error instanceof InvalidBlocks || error instanceof InvalidDocument);
    expect(heard).toEqual([]);
  });

  it('restores a version as the draft whatever the draft’s revision; an unknown version or page is 404', async () => {
    const { page } = await loadDocument(db, pageKind, FIXTURE.siteId, aboutId);
    const versions = await listPageVersions(db, aboutId);
    const version = versions.at(-1)!;
    const restored = await restore(db, pageKind, { ...target(editor), versionId: version.id });
    expect(restored.revision).toBe(page.revision + 1);
    expect(await lastAudit()).toMatchObject({ action: 'page.restore', summary: { version_id: version.id, version_revision: version.revision, revision: page.revision + 1 } });
    expect(heard).toEqual([]);
    await expect(restore(db, pageKind, { ...target(editor), versionId: 'no-such-version' })).rejects.toMatchObject({ message: 'This version does not exist.' });
    await expect(saveDraft(db, pageKind, { ...target(editor, 'no-such-page'), revision: 0, document: { content: { fields: [] } } })).rejects.toBeInstanceOf(NotFound);
  });

  it('cannot be unpublished through the draft operations (a page is taken down by deleting it)', async () => {
    await expect(unpublish(db, pageKind, { ...target(admin), revision: await revisionOf() })).rejects.toBeInstanceOf(NotFound);
  });
});

describe('an article', () => {
  let articleId: string;
  const documentWith = (title: string, fields: unknown[]) => ({ ...emptyArticleDocument({ fr: title }), slug: { fr: 'un-article' }, body: { fields } });

  beforeAll(async () => {
    articleId = String((await createArticle(db, FIXTURE.siteId, emptyArticleDocument({ fr: 'Un article' }), admin.email, at)).id);
  });
  const articleRevision = async () => (await findCmsArticle(db, FIXTURE.siteId, Number(articleId)))!.article.revision;

  it('refuses to publish an incomplete article with its own code, and a foreign block at every save', async () => {
    const revision = await articleRevision();
    await expect(publish(db, articleKind, { ...target(editor, articleId), revision, options: {} })).rejects.toMatchObject({ code: 'invalid_article' });
    const foreign = saveDraft(db, articleKind, { ...target(admin, articleId), revision, document: documentWith('Un article', [scriptBlock]) });
    await expect(foreign).rejects.toBeInstanceOf(InvalidDocument);
    expect(await articleRevision()).toBe(revision);
  });

  it('saves, publishes, schedules and unpublishes, each audited; the public ones announced', async () => {
    let revision = await articleRevision();
    await saveDraft(db, articleKind, { ...target(editor, articleId), revision, document: documentWith('Un article', [paragraph('Paragraphe')]) });
    revision += 1;
    const published = await publish(db, articleKind, { ...target(editor, articleId), revision, options: {} });
    expect(published.status).toBe('published');
    expect(published.publishedAt).toEqual(at);
    expect(await lastAudit()).toMatchObject({ action: 'article.publish', entity: 'article', entityId: articleId, summary: { languages: ['fr'] } });
    const scheduled = await publish(db, articleKind, { ...target(editor, articleId), revision: published.revision, options: { publishedAt: new Date('2027-01-15T12:00:00Z') } });
    expect(scheduled.status).toBe('scheduled');
    expect(await lastAudit()).toMatchObject({ action: 'article.schedule' });
    const down = await unpublish(db, articleKind, { ...target(editor, articleId), revision: scheduled.revision });
    expect(down.status).toBe('draft');
    expect(await lastAudit()).toMatchObject({ action: 'article.unpublish', summary: { revision: down.revision } });
    const change = { kind: 'articles', siteId: FIXTURE.siteId, articleId: Number(articleId) };
    expect(heard).toEqual([change, change, change]);
    await expect(unpublish(db, articleKind, { ...target(editor, articleId), revision: scheduled.revision })).rejects.toBeInstanceOf(StaleRevision);
  });

  it('an id that is not an article’s is 404', async () => {
    await expect(loadDocument(db, articleKind, FIXTURE.siteId, 'abc')).rejects.toMatchObject({ message: 'This article does not exist.' });
  });
});
