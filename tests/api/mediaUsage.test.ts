/**
 * Where a site's content uses media-library images (src/server/db/repositories/mediaUsage.ts), on
 * a real database: pages (published or draft), variants, articles (body, cover, draft), the
 * header and footer, directory records and blog authors each count once; other sites' content
 * and unrelated URLs do not count.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUrl } from '../../src/lib/mediaUrls';
import { insertArticle, insertBlogAuthor } from '../../src/server/db/repositories/articles';
import { insertMember, insertOffices } from '../../src/server/db/repositories/directory';
import { mediaUsesByHash, mediaUsesOf } from '../../src/server/db/repositories/mediaUsage';
import { insertPageVariant } from '../../src/server/db/repositories/pageVariants';
import { insertPage } from '../../src/server/db/repositories/pages';
import { pages, sites } from '../../src/server/db/schema';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

const used = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const unused = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const elsewhere = 'cccccccccccccccccccccccccccccccc';
let database: TestDatabase;

const imageBlock = (url: string) => ({
  block_type: 'image_text_block',
  block_params: {},
  fields: { main_title: { fr: 'Titre' }, image: { media: { fr: { url, alt: 'Photo' }, en: { url, alt: 'Photo' } } } },
});

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
});
afterAll(async () => database?.dispose());

describe('media usage', () => {
  it('counts each document using an image once, wherever its URL sits', async () => {
    const { db } = database;
    const url = mediaUrl(used, 1280, 'jpeg');
    const published = await insertPage(db, { siteId: FIXTURE.siteId, key: 'media-published', title: { fr: 'A' }, content: { fields: [imageBlock(url), imageBlock(mediaUrl(used, 640, 'webp'))] }, paths: [] });
    const drafted = await insertPage(db, { siteId: FIXTURE.siteId, key: 'media-draft', title: { fr: 'B' }, content: { fields: [] }, paths: [] });
    await db.update(pages).set({ draftContent: { fields: [imageBlock(`https://courtier.test${url}`)] } }).where(eq(pages.id, drafted.id));
    await insertPageVariant(db, { id: 'printemps', pageId: drafted.id, name: 'Printemps', color: '#336699', content: { fields: [imageBlock(url)] } });
    const article = await insertArticle(db, { siteId: FIXTURE.siteId, slug: { fr: 'maison' }, title: { fr: 'Maison' }, cover: { url, alt: { fr: 'Maison' } } });
    await db.update(sites).set({ footer: { fields: [imageBlock(url)] } }).where(eq(sites.id, FIXTURE.siteId));
    const member = await insertMember(db, { siteId: FIXTURE.siteId, kind: 'brokers', name: 'Julie', slug: 'julie', avatarUrl: url });
    const [office] = await insertOffices(db, [{ siteId: FIXTURE.siteId, name: { fr: 'Bureau' }, street: {}, city: 'Magog', latitude: 45.2, longitude: -72.1, photoUrl: '/images/bureau.jpg' }]);
    const author = await insertBlogAuthor(db, { siteId: FIXTURE.siteId, name: 'Julie', avatarUrl: url });
    // Another site's content and a look-alike hash do not count here.
    await insertPage(db, { siteId: FIXTURE.otherSiteId, key: 'other', title: { fr: 'C' }, content: { fields: [imageBlock(url), imageBlock(mediaUrl(elsewhere, 320, 'avif'))] }, paths: [] });
    await insertPage(db, { siteId: FIXTURE.siteId, key: 'look-alike', title: { fr: 'D' }, content: { fields: [imageBlock(`/images/${used}-1280.jpg`)] }, paths: [] });

    const uses = await mediaUsesOf(db, FIXTURE.siteId, used);
    expect(uses).toEqual(
      [
        { kind: 'article', id: String(article.id) },
        { kind: 'blog_author', id: String(author.id) },
        { kind: 'footer', id: FIXTURE.siteId },
        { kind: 'member', id: String(member.id) },
        { kind: 'page', id: drafted.id },
        { kind: 'page', id: published.id },
        { kind: 'variant', id: 'printemps' },
      ].sort((a, b) => a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id)),
    );
    expect(office).toBeDefined();
    expect(await mediaUsesOf(db, FIXTURE.siteId, unused)).toEqual([]);
    const bySite = await mediaUsesByHash(db, FIXTURE.siteId);
    expect([...bySite.keys()]).toEqual([used]);
    expect((await mediaUsesByHash(db, FIXTURE.otherSiteId)).get(elsewhere)).toHaveLength(1);
  });
});
