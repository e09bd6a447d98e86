/**
 * Editing the directory through the CMS API (`/api/cms/directory/{collection}`): list with search
 * and filters, create, update with revisions (409 when stale, forced overwrite), reorder,
 * deactivate, delete (refused while other records point at it unless confirmed); every record
 * parsed whole (422 with field messages, other sites' offices and members refused, unique slugs);
 * editors and admins of the site only; the audit log; the cached brokers page and profiles
 * following every write.
 *
 * @postgres: the directory repository (jsonb, arrays, revisions).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_HTML_CACHE_CONTROL } from '../../src/lib/httpCaching';
import { insertPage } from '../../src/server/db/repositories/pages';
import { insertOffices } from '../../src/server/db/repositories/directory';
import { auditLog } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/auth/password';
import { insertUser } from '../../src/server/db/repositories/users';
import type { RenderFunction } from '../../src/server/ssr';
import { EDITOR, ADMIN, ORIGIN, openCmsHarness, type CmsHarness } from './cmsHarness';
import { FIXTURE } from './fixtures';

let harness: CmsHarness;
let editor: string;
let admin: string;
let officeId: number;
let otherSiteOfficeId: number;

/** Stand-in SSR: the page payload as HTML (like tests/api/pageCache.test.ts). */
const render: RenderFunction = async (request, options) => {
  const url = new URL(request.url);
  const answer = await options.api.pageByDomain({ path: url.pathname, domainName: url.hostname });
  const html = `<!doctype html><html><head><meta property="csp-nonce" content="${options.nonce}"/></head><body><pre>${JSON.stringify(answer.data).replace(/</g, '&lt;')}</pre></body></html>`;
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
  headers.set('Cache-Control', options.private ? 'private, no-store' : answer.status === 200 ? PUBLIC_HTML_CACHE_CONTROL : 'no-cache');
  return new Response(html, { status: answer.status, headers });
};

const json = async <T>(res: Response) => (await res.json()) as T;
interface Item {
  id: number;
  record: Record<string, unknown>;
  position: number;
  active: boolean;
  revision: number;
}

const broker = (patch: Record<string, unknown> = {}) => ({
  kind: 'brokers',
  name: 'Sophie Lavoie',
  slug: 'sophie-lavoie',
  avatar: null,
  title: { fr: 'Courtière immobilière', en: 'Real estate broker' },
  bio: { fr: '<p>Vingt ans sur la Rive-Sud.</p>' },
  phone: { display: '450 555-0199', intl: '+14505550199' },
  email: 'sophie@agence.test',
  languages: ['fr', 'en'],
  social_links: [],
  office_id: officeId,
  licence_number: 'H1234',
  designations: {},
  ...patch,
});
const create = (collection: string, record: unknown, cookie = editor) => harness.call(`/api/cms/directory/${collection}`, { method: 'POST', cookie, body: { record } });
const list = async (query = '', collection = 'members') => (await json<{ items: Item[] }>(await harness.call(`/api/cms/directory/${collection}${query}`, { cookie: editor }))).items;
const page = (path: string) => harness.app.request(`http://localhost${path}`);

beforeAll(async () => {
  harness = await openCmsHarness({ render, pageCacheMb: 8 });
  editor = await harness.logIn(EDITOR);
  admin = await harness.logIn(ADMIN);
  const [office, elsewhere] = await insertOffices(harness.database.db, [
    { siteId: FIXTURE.siteId, name: { fr: 'Bureau de Longueuil', en: 'Longueuil office' }, street: { fr: '1, rue Saint-Charles' }, city: 'Longueuil', latitude: 45.53, longitude: -73.51 },
    { siteId: FIXTURE.otherSiteId, name: { fr: 'Ailleurs' }, street: {}, city: 'Laval', latitude: 45.6, longitude: -73.7 },
  ]);
  officeId = office.id;
  otherSiteOfficeId = elsewhere.id;
  await insertPage(harness.database.db, {
    siteId: FIXTURE.siteId,
    key: 'brokers',
    title: { fr: 'Courtiers', en: 'Brokers' },
    content: { fields: [{ block_type: 'member_cards_block', block_params: { context_type: 'brokers' }, fields: { member_cards_repeater: [], offices_list: [] } }] },
    paths: [
      { locale: 'fr', path: '/fr/courtiers' },
      { locale: 'en', path: '/en/brokers' },
    ],
  });
});
afterAll(() => harness.database.dispose());

describe('directory editing API', () => {
  it('creates a broker who shows at once on the cached brokers page and gets a profile', async () => {
    await page('/fr/courtiers');
    const warm = await page('/fr/courtiers');
    expect(warm.headers.get('x-page-cache')).toBe('HIT');
    expect(await warm.text()).not.toContain('Sophie Lavoie');
    expect((await page('/fr/courtiers/sophie-lavoie')).status).toBe(404);

    const res = await create('members', broker());
    expect(res.status).toBe(201);
    const { item } = await json<{ item: Item }>(res);
    expect(item).toMatchObject({ active: true, revision: 0, record: { name: 'Sophie Lavoie', office_id: officeId } });

    const after = await page('/fr/courtiers');
    expect(after.headers.get('x-page-cache')).not.toBe('HIT');
    expect(await after.text()).toContain('Sophie Lavoie');
    expect(await (await page('/en/brokers')).text()).toContain('Sophie Lavoie');
    const profile = await page('/fr/courtiers/sophie-lavoie');
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain('Sophie Lavoie');
  });

  it('refuses invalid records with field messages (422), never a 500, and writes nothing', async () => {
    const before = (await list()).length;
    const res = await create('members', broker({ name: '', slug: 'Pas Un Slug', email: 'pas-un-courriel', office_id: 'un' }));
    expect(res.status).toBe(422);
    const body = await json<{ error: string; fields: Record<string, string[]> }>(res);
    expect(body.error).toBe('invalid_record');
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['record.name', 'record.slug', 'record.email', 'record.office_id']));
    expect(body.fields['record.name']).toEqual(['Enter the name.']);

    const foreign = await create('members', broker({ slug: 'autre', office_id: otherSiteOfficeId }));
    expect(foreign.status).toBe(422);
    expect((await json<{ fields: Record<string, string[]> }>(foreign)).fields['record.office_id']).toEqual(['This office does not exist on this site.']);

    const taken = await create('members', broker());
    expect(taken.status).toBe(422);
    expect((await json<{ fields: Record<string, string[]> }>(taken)).fields['record.slug']).toEqual(['Another member already has this address (slug).']);

    for (const body of [null, { record: 'x' }, 'pas du json']) {
      const bad = await harness.call('/api/cms/directory/offices', { method: 'POST', cookie: editor, body });
      expect(bad.status).toBe(422);
    }
    const badReward = await create('rewards', { reward_ident: 'inconnu', super_title: {}, main_title: {}, description: {}, member_id: null });
    expect(badReward.status).toBe(422);
    expect(Object.keys((await json<{ fields: Record<string, string[]> }>(badReward)).fields)).toEqual(expect.arrayContaining(['record.reward_ident', 'record.main_title']));
    expect((await list()).length).toBe(before);
    expect((await harness.call('/api/cms/directory/inconnus', { cookie: editor })).status).toBe(404);
  });

  it('updates from the current revision and answers 409 to a stale one (forced overwrite allowed)', async () => {
    const [sophie] = await list('?q=sophie');
    const first = await harness.call(`/api/cms/directory/members/${sophie.id}`, {
      method: 'PUT',
      cookie: editor,
      body: { revision: sophie.revision, record: broker({ name: 'Sophie Lavoie-Roy' }) },
    });
    expect(first.status).toBe(200);
    expect((await json<{ item: Item }>(first)).item.revision).toBe(sophie.revision + 1);

    const stale = await harness.call(`/api/cms/directory/members/${sophie.id}`, {
      method: 'PUT',
      cookie: admin,
      body: { revision: sophie.revision, record: broker({ name: 'Sophie L.' }) },
    });
    expect(stale.status).toBe(409);
    expect(await json(stale)).toMatchObject({ error: 'stale_revision', current_revision: sophie.revision + 1 });

    const forced = await harness.call(`/api/cms/directory/members/${sophie.id}`, {
      method: 'PUT',
      cookie: admin,
      body: { revision: sophie.revision, record: broker({ name: 'Sophie Lavoie' }), force: true },
    });
    expect(forced.status).toBe(200);
    expect(await (await page('/fr/courtiers/sophie-lavoie')).text()).toContain('Sophie Lavoie');
  });

  it('lists with search and filters, reorders and deactivates (the public pages follow)', async () => {
    await create('members', broker({ name: 'Marc Tremblay', slug: 'marc-tremblay', office_id: null }));
    await create('members', broker({ kind: 'admins', name: 'Julie Adjointe', slug: 'julie-adjointe' }));
    expect((await list('?kind=brokers')).map((item) => item.record.name)).toEqual(['Sophie Lavoie', 'Marc Tremblay']);
    expect((await list(`?office_id=${officeId}`)).map((item) => item.record.name)).toEqual(['Sophie Lavoie', 'Julie Adjointe']);
    expect((await list('?q=TREMBLAY')).map((item) => item.record.name)).toEqual(['Marc Tremblay']);
    expect((await harness.call('/api/cms/directory/members?office_id=abc', { cookie: editor })).status).toBe(422);

    const [sophie, marc] = await list('?kind=brokers');
    const order = await harness.call('/api/cms/directory/members/order', { method: 'POST', cookie: editor, body: { ids: [marc.id, sophie.id] } });
    expect(order.status).toBe(200);
    expect((await list('?kind=brokers')).map((item) => item.record.name)).toEqual(['Marc Tremblay', 'Sophie Lavoie']);
    const html = await (await page('/fr/courtiers')).text();
    expect(html.indexOf('Marc Tremblay')).toBeLessThan(html.indexOf('Sophie Lavoie'));
    const unknown = await harness.call('/api/cms/directory/members/order', { method: 'POST', cookie: editor, body: { ids: [otherSiteOfficeId + 999] } });
    expect(unknown.status).toBe(422);

    const off = await harness.call(`/api/cms/directory/members/${marc.id}/active`, { method: 'POST', cookie: editor, body: { revision: marc.revision, active: false } });
    expect(off.status).toBe(200);
    expect((await list('?active=false')).map((item) => item.record.name)).toEqual(['Marc Tremblay']);
    expect(await (await page('/fr/courtiers')).text()).not.toContain('Marc Tremblay');
    expect((await page('/fr/courtiers/marc-tremblay')).status).toBe(404);
    const staleOff = await harness.call(`/api/cms/directory/members/${marc.id}/active`, { method: 'POST', cookie: editor, body: { revision: marc.revision, active: true } });
    expect(staleOff.status).toBe(409);
  });

  it('refuses to delete an office with members unless confirmed, then deletes it', async () => {
    const [office] = await list('', 'offices');
    const refused = await harness.call(`/api/cms/directory/offices/${office.id}`, { method: 'DELETE', cookie: editor, body: { revision: office.revision } });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ error: 'in_use', dependents: { members: 2 } });
    const deleted = await harness.call(`/api/cms/directory/offices/${office.id}`, { method: 'DELETE', cookie: editor, body: { revision: office.revision, confirm: true } });
    expect(deleted.status).toBe(204);
    expect(await list('', 'offices')).toEqual([]);
    expect((await list('?q=sophie'))[0].record.office_id).toBeNull();
  });

  it('edits every other collection (create, update, list)', async () => {
    const [sophie] = await list('?q=sophie');
    const records: Record<string, Record<string, unknown>> = {
      offices: { name: { fr: 'Bureau de Brossard' }, photo: null, street: { fr: '2, boul. Taschereau' }, city: 'Brossard', postal_code: 'J4W 1A1', latitude: 45.46, longitude: -73.46, phone: { display: '', intl: '' }, email: '', opening_hours: [] },
      partners: { name: 'Notaires Rive-Sud', logo: null, description: { fr: 'Notaires' }, tags: [{ name: { fr: 'Notaire' }, bg_color: '#eeeeee', text_color: '#111111' }], url: { fr: 'https://notaires.example' } },
      'bank-partners': { name: 'Banque du Quartier', logo: null, employees: [{ name: 'Luc Hypothèque', avatar_url: null, title: { fr: 'Conseiller' } }] },
      testimonials: { author_name: 'Annie', author_subtitle: {}, author_avatar: null, description: { fr: 'Excellent service.' }, review_score: 5, review_date: '2026-03-01', source: 'google', member_id: sophie.id },
      rewards: { reward_ident: 'platine', super_title: {}, main_title: { fr: 'Prix Platine' }, description: {}, member_id: sophie.id },
    };
    for (const [collection, record] of Object.entries(records)) {
      const res = await create(collection, record);
      expect(res.status, collection).toBe(201);
      const { item } = await json<{ item: Item }>(res);
      const update = await harness.call(`/api/cms/directory/${collection}/${item.id}`, { method: 'PUT', cookie: editor, body: { revision: 0, record } });
      expect(update.status, collection).toBe(200);
      expect((await list('', collection)).map((listed) => listed.id)).toContain(item.id);
    }
    const foreignMember = await create('testimonials', { ...records.testimonials, member_id: 999999 });
    expect(foreignMember.status).toBe(422);
    const refused = await harness.call(`/api/cms/directory/members/${sophie.id}`, { method: 'DELETE', cookie: editor, body: { revision: sophie.revision } });
    expect(await json(refused)).toMatchObject({ error: 'in_use', dependents: { testimonials: 1, rewards: 1 } });
  });

  it('a testimonial written drops the cached pages whose carousel and testimonials come from the directory, and the broker’s profile', async () => {
    const sophie = (await list()).find((item) => item.record.slug === 'sophie-lavoie')!;
    expect(sophie.active).toBe(true);
    await insertPage(harness.database.db, {
      siteId: FIXTURE.siteId,
      key: 'team',
      title: { fr: 'Équipe', en: 'Team' },
      content: {
        fields: [
          { block_type: 'members_carousel_block', block_params: { context_type: 'brokers' }, fields: { main_title: { fr: 'Notre équipe' }, members_repeater: [] } },
          { block_type: 'testimonials_list_block', block_params: {}, fields: { main_title: { fr: 'Ils en parlent' }, testimonials_repeater: [] } },
        ],
      },
      paths: [
        { locale: 'fr', path: '/fr/equipe' },
        { locale: 'en', path: '/en/team' },
      ],
    });
    const profilePath = `/fr/courtiers/${String(sophie.record.slug)}`;
    for (const path of ['/fr/equipe', profilePath]) {
      await page(path);
      const warm = await page(path);
      expect(warm.headers.get('x-page-cache'), path).toBe('HIT');
      expect(await warm.text()).not.toContain('Marc-Antoine');
    }
    expect(await (await page('/fr/equipe')).text()).toContain(String(sophie.record.name));

    const testimonial = { author_name: 'Marc-Antoine', author_subtitle: {}, author_avatar: null, description: { fr: 'Une vente rapide et sans stress.' }, review_score: 5, review_date: '2026-04-02', source: 'direct', member_id: sophie.id };
    expect((await create('testimonials', testimonial)).status).toBe(201);

    for (const path of ['/fr/equipe', profilePath]) {
      const after = await page(path);
      expect(after.headers.get('x-page-cache'), path).not.toBe('HIT');
      expect(await after.text(), path).toContain('Une vente rapide et sans stress.');
    }
  });

  it('lets only the site’s editors and admins in, same-origin only', async () => {
    expect((await harness.call('/api/cms/directory/members')).status).toBe(401);
    // An editor of the broker site only is nobody on the agency site, even with a live session.
    const siteEditor = { email: 'editeur-courtier@courtier.test', password: 'Editeur-Seulement-Courtier-1!' };
    await insertUser(harness.database.db, { ...siteEditor, role: 'editor', passwordHash: await hashPassword(siteEditor.password), sites: [FIXTURE.siteId] });
    const cookie = await harness.logIn(siteEditor);
    expect((await harness.call('/api/cms/directory/members', { cookie })).status).toBe(200);
    const foreignSite = await harness.app.request('http://agence.test/api/cms/directory/members', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'http://agence.test', 'Content-Type': 'application/json' },
      body: JSON.stringify({ record: broker({ slug: 'intrus' }) }),
    });
    expect(foreignSite.status).toBe(403);
    expect((await json<{ error: string }>(foreignSite)).error).toBe('no_site_access');
    const csrf = await harness.call('/api/cms/directory/members', { method: 'POST', cookie: editor, body: { record: broker({ slug: 'x' }) }, origin: 'https://evil.example' });
    expect(csrf.status).toBe(403);
    expect(ORIGIN).toBe('http://localhost');
  });

  it('audits every write with who made it', async () => {
    const rows = await harness.database.db.select().from(auditLog);
    const actions = rows.filter((row) => row.action.startsWith('directory.')).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'directory.member.create',
        'directory.member.update',
        'directory.member.reorder',
        'directory.member.deactivate',
        'directory.office.delete',
        'directory.partner.create',
        'directory.bank_partner.update',
        'directory.testimonial.create',
        'directory.reward.update',
      ]),
    );
    const created = rows.find((row) => row.action === 'directory.member.create');
    expect(created?.summary).toMatchObject({ name: 'Sophie Lavoie' });
    expect(created?.userEmail).toBe(EDITOR.email);
  });
});
