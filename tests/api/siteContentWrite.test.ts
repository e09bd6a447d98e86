/**
 * Writing a site's content whole (src/server/documents/siteContentWrite.ts), the path of the
 * content import and the seed: every page document parsed as the CMS parses it, the import's
 * audit entry committed with the content, the site announced changed once committed, and nothing
 * written, audited or announced when one document cannot be stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../src/server/db/repositories/audit';
import { listSitePages } from '../../src/server/db/repositories/pages';
import { listPageVariants } from '../../src/server/db/repositories/pageVariants';
import { listRedirects } from '../../src/server/db/repositories/redirects';
import { insertUser } from '../../src/server/db/repositories/users';
import { findSiteById } from '../../src/server/db/repositories/sites';
import type { SiteRow, StoredPageContent, UserRow } from '../../src/server/db/schema';
import { replaceSiteContent, writeSitePages, type SiteContentInput, type SitePageInput } from '../../src/server/documents/siteContentWrite';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { heardContentChanges } from './heardContentChanges';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let site: SiteRow;
let admin: UserRow;
const heard = heardContentChanges();

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  site = (await findSiteById(database.db, FIXTURE.siteId))!;
  admin = await insertUser(database.db, { email: 'admin@example.com', role: 'admin', passwordHash: 'unused' });
});
afterAll(() => database.dispose());

const textPage = (title: string): StoredPageContent => ({ fields: [{ block_type: 'text_block_1', block_params: {}, fields: { main_title: { fr: title, en: title } } }] });

const page = (key: string, overrides: Partial<SitePageInput> = {}): SitePageInput => ({
  key,
  status: 200,
  published: true,
  title: { fr: key, en: key },
  content: textPage(key),
  paths: [
    { locale: 'fr', path: `/fr/${key}` },
    { locale: 'en', path: `/en/${key}` },
  ],
  variants: [],
  ...overrides,
});

const content = (pages: SitePageInput[]): SiteContentInput => ({
  settings: site.settings,
  header: site.header,
  footer: site.footer,
  pages,
  redirects: [{ from_path: '/fr/ancien', to_path: '/fr/nouveau', status: 301 }],
});

describe('replaceSiteContent', () => {
  it('replaces the pages, variants and redirects, audits the import with them and announces the site once committed', async () => {
    const written = await replaceSiteContent(
      database.db,
      site,
      content([page('accueil', { variants: [{ id: 'ete-import', name: 'Été', color: '#aa3300', content: textPage('Été'), published: true }] }), page('contact')]),
      admin,
    );
    expect(written).toEqual({ pages: 2, redirects: 1, variants: 1, renamedVariants: {} });
    const pages = await listSitePages(database.db, site.id);
    expect(pages.map((row) => row.page.key).sort()).toEqual(['accueil', 'contact']);
    const home = pages.find((row) => row.page.key === 'accueil')!;
    expect((await listPageVariants(database.db, home.page.id)).map((variant) => variant.id)).toEqual(['ete-import']);
    expect(await listRedirects(database.db, site.id)).toEqual([{ from_path: '/fr/ancien', to_path: '/fr/nouveau', status: 301 }]);
    const [entry] = await listAudit(database.db, 1);
    expect(entry).toMatchObject({ action: 'site.import', entity: 'site', entityId: site.id, userEmail: 'admin@example.com', summary: { pages: 2, variants: 1, redirects: 1 } });
    expect(heard).toEqual([{ kind: 'site', siteId: site.id }]);
  });

  it('writes, audits and announces nothing when one page document cannot be stored', async () => {
    const before = (await listSitePages(database.db, site.id)).map((row) => row.page.key).sort();
    const auditBefore = (await listAudit(database.db, 100)).length;
    const unreadable = { ...textPage('x'), script: '<script>alert(1)</script>' } as unknown as StoredPageContent;
    await expect(replaceSiteContent(database.db, site, content([page('nouveau'), page('casse', { content: unreadable })]))).rejects.toThrow(/script/);
    expect((await listSitePages(database.db, site.id)).map((row) => row.page.key).sort()).toEqual(before);
    expect(await listAudit(database.db, 100)).toHaveLength(auditBefore);
    expect(heard).toEqual([]);
  });
});

describe('writeSitePages', () => {
  it('gives a variant whose id another site uses the next free id', async () => {
    await database.db.transaction((tx) =>
      writeSitePages(tx, site.id, [page('ete-source', { variants: [{ id: 'ete-libre', name: 'Été', color: '#aa3300', content: textPage('Été'), published: true }] })], []),
    );
    const written = await database.db.transaction((tx) =>
      writeSitePages(tx, FIXTURE.otherSiteId, [page('ete', { variants: [{ id: 'ete-libre', name: 'Été', color: '#aa3300', content: textPage('Été'), published: false }] })], []),
    );
    expect(written.renamedVariants).toEqual({ 'ete-libre': 'ete-libre-2' });
    const row = (await listSitePages(database.db, FIXTURE.otherSiteId)).find((entry) => entry.page.key === 'ete');
    const [variant] = await listPageVariants(database.db, row!.page.id);
    expect(variant).toMatchObject({ id: 'ete-libre-2', publishedAt: null });
  });
});
