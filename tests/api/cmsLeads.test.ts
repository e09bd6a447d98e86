/**
 * Leads inbox CMS API: list with each filter and per-status counts,
 * detail with the notification state, status change with an audit entry, CSV export (BOM, CRLF,
 * quoting, formula guard on every fragment Excel may split off, headers per language), guards (401, 403 foreign Origin, 422 bad query).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadNotifications, leads } from '../../src/server/db/schema';
import { ADMIN, EDITOR, openCmsHarness, type CallInit, type CmsHarness } from './cmsHarness';
import { FIXTURE } from './fixtures';
import { readCsv } from '../support/readCsv';

let harness: CmsHarness;
let adminCookie: string;
let editorCookie: string;
const call = (path: string, init?: CallInit) => harness.call(path, init);

const LEADS = [
  {
    id: 'lead-contact-1',
    type: 'contact_form',
    createdAt: new Date('2026-03-02T15:00:00Z'),
    payload: { form_type: 'contact_form', first_name: 'Émilie', last_name: 'Côté', email: 'emilie.cote@example.ca', phone: '(514) 555-0182', message: 'Bonjour, "vite" svp, merci', locale: 'fr' },
  },
  {
    id: 'lead-alert-1',
    type: 'property_alert',
    createdAt: new Date('2026-03-05T04:30:00Z'), // 2026-03-04 23:30 in Montréal
    status: 'contacted' as const,
    payload: { form_type: 'property_alert', first_name: 'John', last_name: 'Smith', email: 'john@example.com', phone: '(450) 555-1234', municipality: 'Longueuil, Brossard', property_type: 'condo,maison', nb_bedrooms: '3', locale: 'en' },
  },
  {
    id: 'lead-valuation-1',
    type: 'property_valuation',
    createdAt: new Date('2026-03-10T12:00:00Z'),
    payload: { form_type: 'property_valuation', first_name: '=HYPERLINK("x")', last_name: 'Tremblay', email: 'tremblay@example.ca', phone: '(438) 555-0000', municipality: 'Laval', address: '12 rue des Érables', city: 'Laval', year_of_construction: '1998', locale: 'fr' },
  },
];

beforeAll(async () => {
  harness = await openCmsHarness();
  const { db } = harness.database;
  for (const lead of LEADS) {
    await db.insert(leads).values({ siteId: FIXTURE.siteId, locale: 'fr', status: 'new', ...lead });
  }
  await db.insert(leads).values({ id: 'lead-other-site', siteId: FIXTURE.otherSiteId, type: 'contact_form', locale: 'fr', payload: { first_name: 'Autre', email: 'autre@example.ca' } });
  await db.insert(leadNotifications).values({ leadId: 'lead-contact-1', status: 'sent', attempts: 1, sentAt: new Date('2026-03-02T15:00:05Z') });
  await db.insert(leadNotifications).values({ leadId: 'lead-alert-1', status: 'pending', attempts: 3, lastError: 'ECONNREFUSED' });
  adminCookie = await harness.logIn(ADMIN);
  editorCookie = await harness.logIn(EDITOR);
});
afterAll(() => harness.database.dispose());

const list = async (query = '', cookie = editorCookie) => {
  const res = await call(`/api/cms/leads${query}`, { cookie });
  expect(res.status).toBe(200);
  return res.json();
};
const ids = (body: { leads: { id: string }[] }) => body.leads.map((lead) => lead.id);

describe('GET /api/cms/leads', () => {
  it('lists the site’s leads newest first with rows, counts and paging', async () => {
    const body = await list();
    expect(ids(body)).toEqual(['lead-valuation-1', 'lead-alert-1', 'lead-contact-1']);
    expect(body).toMatchObject({ total: 3, page: 1, limit: 50, counts: { new: 2, contacted: 1, closed: 0 } });
    expect(body.leads[2]).toEqual({
      id: 'lead-contact-1',
      type: 'contact_form',
      status: 'new',
      locale: 'fr',
      created_at: '2026-03-02T15:00:00.000Z',
      listing_uls: null,
      name: 'Émilie Côté',
      email: 'emilie.cote@example.ca',
      phone: '(514) 555-0182',
      municipality: '',
      summary: 'Bonjour, "vite" svp, merci',
    });
    expect(body.leads[1]).toMatchObject({ municipality: 'Longueuil, Brossard', summary: 'Longueuil, Brossard' });
    expect(body.leads[0]).toMatchObject({ summary: '12 rue des Érables, Laval' });
    const second = await list('?limit=2&page=2');
    expect(ids(second)).toEqual(['lead-contact-1']);
    expect(second.total).toBe(3);
  });

  it('filters by type, status, text and inclusive local days', async () => {
    expect(ids(await list('?type=property_alert'))).toEqual(['lead-alert-1']);
    const contacted = await list('?status=contacted');
    expect(ids(contacted)).toEqual(['lead-alert-1']);
    expect(contacted.counts).toEqual({ new: 2, contacted: 1, closed: 0 });
    expect(ids(await list('?q=c%C3%B4t%C3%A9'))).toEqual(['lead-contact-1']);
    expect(ids(await list('?q=JOHN@EXAMPLE'))).toEqual(['lead-alert-1']);
    expect(ids(await list('?q=4385550000'))).toEqual(['lead-valuation-1']);
    expect(ids(await list('?q=%25'))).toEqual([]);
    // 04:30 UTC on March 5 is still March 4 in America/Toronto.
    expect(ids(await list('?from=2026-03-04&to=2026-03-04'))).toEqual(['lead-alert-1']);
    expect(ids(await list('?from=2026-03-05'))).toEqual(['lead-valuation-1']);
    expect(ids(await list('?to=2026-03-02'))).toEqual(['lead-contact-1']);
    const combined = await list('?type=contact_form&from=2026-03-01&to=2026-03-31&q=emilie');
    expect(ids(combined)).toEqual(['lead-contact-1']);
    expect(combined.counts).toEqual({ new: 1, contacted: 0, closed: 0 });
  });

  it('answers 422 with field messages for a bad query', async () => {
    for (const query of ['?type=spam', '?status=won', '?from=2026-02-30', '?from=03/01/2026', '?page=0', '?limit=500', '?from=2026-03-10&to=2026-03-01']) {
      const res = await call(`/api/cms/leads${query}`, { cookie: editorCookie });
      expect(res.status, query).toBe(422);
      const body = await res.json();
      expect(body.error).toBe('invalid_query');
      expect(Object.keys(body.fields).length, query).toBeGreaterThan(0);
    }
    const res = await call('/api/cms/leads?from=2026-02-30', { cookie: editorCookie });
    expect((await res.json()).fields.from).toEqual(['This day does not exist.']);
  });

  it('answers 401 to anonymous callers and never lists another site’s leads', async () => {
    const res = await call('/api/cms/leads');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'unauthenticated' });
    expect(ids(await list('?q=autre'))).toEqual([]);
    expect((await call('/api/cms/leads/lead-other-site', { cookie: adminCookie })).status).toBe(404);
  });
});

describe('GET /api/cms/leads/:id', () => {
  it('answers the whole payload and the notification state (sent, pending, none)', async () => {
    const res = await call('/api/cms/leads/lead-contact-1', { cookie: editorCookie });
    expect(res.status).toBe(200);
    const { lead } = await res.json();
    expect(lead).toMatchObject({ id: 'lead-contact-1', type: 'contact_form', status: 'new', locale: 'fr', listing_uls: null, payload: LEADS[0].payload });
    expect(lead.notification).toEqual({ status: 'sent', attempts: 1, sent_at: '2026-03-02T15:00:05.000Z', last_error: null });
    expect((await (await call('/api/cms/leads/lead-alert-1', { cookie: editorCookie })).json()).lead.notification).toMatchObject({ status: 'pending', attempts: 3, last_error: 'ECONNREFUSED' });
    expect((await (await call('/api/cms/leads/lead-valuation-1', { cookie: editorCookie })).json()).lead.notification).toBeNull();
  });

  it('answers 404 for an unknown id', async () => {
    const res = await call('/api/cms/leads/nope', { cookie: editorCookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('PATCH /api/cms/leads/:id', () => {
  it('changes the status (editor), bumps updated_at and writes a lead.status_change audit entry', async () => {
    const res = await call('/api/cms/leads/lead-valuation-1', { method: 'PATCH', cookie: editorCookie, body: { status: 'closed' } });
    expect(res.status).toBe(200);
    const { lead } = await res.json();
    expect(lead).toMatchObject({ id: 'lead-valuation-1', status: 'closed' });
    expect(lead.updated_at > lead.created_at).toBe(true);
    expect((await list()).counts).toEqual({ new: 1, contacted: 1, closed: 1 });
    const audit = await (await call('/api/cms/audit', { cookie: adminCookie })).json();
    const entry = (audit.entries ?? audit.audit ?? audit).find((e: { action: string }) => e.action === 'lead.status_change');
    expect(entry).toMatchObject({ entity: 'lead', entity_id: 'lead-valuation-1', user_email: EDITOR.email });
    expect(entry.summary).toMatchObject({ from: 'new', to: 'closed' });
    // Back to new (admin) for the other tests.
    expect((await call('/api/cms/leads/lead-valuation-1', { method: 'PATCH', cookie: adminCookie, body: { status: 'new' } })).status).toBe(200);
  });

  it('answers 422 for a bad status, 404 for an unknown id, 403 for a foreign Origin, 401 anonymous', async () => {
    const bad = await call('/api/cms/leads/lead-contact-1', { method: 'PATCH', cookie: editorCookie, body: { status: 'won' } });
    expect(bad.status).toBe(422);
    expect((await bad.json()).fields.status).toEqual(['Choose new, contacted or closed.']);
    expect((await call('/api/cms/leads/nope', { method: 'PATCH', cookie: editorCookie, body: { status: 'closed' } })).status).toBe(404);
    const foreign = await call('/api/cms/leads/lead-contact-1', { method: 'PATCH', cookie: editorCookie, body: { status: 'closed' }, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: 'csrf' });
    expect((await call('/api/cms/leads/lead-contact-1', { method: 'PATCH', body: { status: 'closed' } })).status).toBe(401);
    expect((await (await call('/api/cms/leads/lead-contact-1', { cookie: editorCookie })).json()).lead.status).toBe('new');
  });
});

describe('GET /api/cms/leads/export.csv', () => {
  it('downloads UTF-8 CSV with BOM, CRLF, RFC 4180 quoting, formula guard and French headers', async () => {
    const res = await call('/api/cms/leads/export.csv?lang=fr', { cookie: editorCookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="prospects-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFDate,Type,Statut,Prénom,Nom,Courriel,Téléphone,Municipalité,Inscription (n° MLS),Message / résumé,')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(5);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(lines[0]).toContain('Langue');
    expect(lines[0]).toContain('Année de construction');
    // Newest first; the valuation's first name is a formula: guarded and quoted.
    expect(lines[1]).toMatch(/^2026-03-10 08:00:00,Évaluation,Nouveau,"'=HYPERLINK\(""x""\)",Tremblay,tremblay@example.ca,\(438\) 555-0000,Laval,,"12 rue des Érables, Laval",/);
    expect(lines[2]).toMatch(/^2026-03-04 23:30:00,Alerte immobilière,Contacté,John,Smith,/);
    expect(lines[2]).toContain('"Condo, Maison"');
    expect(lines[3]).toContain('Émilie,Côté,emilie.cote@example.ca,(514) 555-0182,,,"Bonjour, ""vite"" svp, merci"');
  });

  it('applies the filters and writes English headers with lang=en', async () => {
    const res = await call('/api/cms/leads/export.csv?lang=en&type=contact_form', { cookie: adminCookie });
    expect(res.headers.get('content-disposition')).toMatch(/filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await res.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0].startsWith('Date,Type,Status,First name,Last name,Email,Phone,Municipality,Listing (MLS number),Message / summary')).toBe(true);
    expect(lines.filter(Boolean)).toHaveLength(2);
    expect(lines[1]).toContain(',Contact,New,Émilie,Côté,');
  });

  it('answers 401 anonymous and 422 for a bad filter', async () => {
    expect((await call('/api/cms/leads/export.csv')).status).toBe(401);
    expect((await call('/api/cms/leads/export.csv?lang=de', { cookie: editorCookie })).status).toBe(422);
  });

  it('guards the formulas French-Canadian Excel would split off at ";"', async () => {
    await harness.database.db.insert(leads).values({
      id: 'lead-semicolon',
      siteId: FIXTURE.siteId,
      type: 'contact_form',
      locale: 'fr',
      createdAt: new Date('2026-04-01T12:00:00Z'),
      payload: { form_type: 'contact_form', first_name: 'x;=1+1', last_name: 'x;@SUM(1)', email: 'a@example.ca', message: 'ok;\t-2+3, =cmd' },
    });
    const text = (await (await call('/api/cms/leads/export.csv?lang=fr', { cookie: editorCookie })).text()).slice(1);
    // Excel set to ";" (French Canada), to "," and to tab, honouring quotes, and a reader ignoring them.
    for (const separator of [';', ',', '\t']) {
      const lines = text.split('\r\n');
      const cells = [...readCsv(text, separator).flat(), ...lines.flatMap((line) => line.split(separator))];
      expect(cells.filter((cell) => /^[ ]*[=+\-@]/.test(cell))).toEqual([]);
    }
    expect(text).toContain(`"x;'=1+1","x;'@SUM(1)"`);
  });
});
