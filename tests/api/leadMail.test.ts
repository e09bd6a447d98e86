/**
 * Lead e-mails: every stored lead queues an e-mail to the site's broker, sent over SMTP to
 * a local sink; failures are retried with backoff and the lead is never lost.
 *
 * @postgres: the e-mail queue claimed with `for update skip locked`.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/money';
import { createContentApiApp } from '../../src/server/api/contentApi';
import type { CaptchaVerifier } from '../../src/server/captcha/types';
import { findLeadNotification } from '../../src/server/db/repositories/leadNotifications';
import { insertMember } from '../../src/server/db/repositories/directory';
import { insertLead, listLeads } from '../../src/server/db/repositories/leads';
import { sites, type LeadRow } from '../../src/server/db/schema';
import { createLeadNotifier, type LeadNotifier } from '../../src/server/mail/leadNotifier';
import type { MailSettings } from '../../src/server/mail/mailConfig';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { freePort, startSmtpSink, type SinkMessage, type SmtpSink } from '../support/smtpSink';
import { openTestDatabase, type TestDatabase } from './testDatabase';

const BROKER_INBOX = 'courtier@courtier.test';
const BROKER_FROM = '"Courtier test" <site@courtier.test>';
const AGENCY_INBOX = 'agence@agence.test';
const DEFAULT_FROM = 'Vitrine test <no-reply@vitrine.test>';

let database: TestDatabase;
let sink: SmtpSink;
const notifiers: LeadNotifier[] = [];
const sinks: SmtpSink[] = [];
const quietLog = { info: (_m: string) => {}, warn: (_m: string) => {}, error: (..._args: unknown[]) => {} };
const acceptAll: CaptchaVerifier = { verify: async () => ({ ok: true }) };

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  await database.db.update(sites).set({ notificationEmail: BROKER_INBOX, mailFrom: BROKER_FROM }).where(eq(sites.id, FIXTURE.siteId));
  // The agency site writes its lead e-mails in English and has no sender of its own (MAIL_FROM).
  await database.db
    .update(sites)
    .set({ notificationEmail: AGENCY_INBOX, settings: { theme: { preset: 'red' }, metadata: { mail_locale: 'en' } as never } })
    .where(eq(sites.id, FIXTURE.otherSiteId));
  sink = await startSmtpSink();
});
afterEach(async () => {
  await Promise.all(notifiers.splice(0).map((n) => n.stop()));
  await Promise.all(sinks.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  await sink.close();
  await database.dispose();
});

/** A started notifier over `smtpUrl` with fast retries (50 ms doubling, at most 200 ms). */
function notifier(mail: MailSettings = {}, log = quietLog): LeadNotifier {
  const created = createLeadNotifier({ db: database.db, mail: { smtpUrl: sink.url, mailFrom: DEFAULT_FROM, retryBaseMs: 50, retryMaxMs: 200, ...mail }, log });
  created.start();
  notifiers.push(created);
  return created;
}

async function waitUntil<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const notificationOf = (lead: LeadRow) => findLeadNotification(database.db, lead.id);
const forVisitor = (email: string) => (m: SinkMessage) => m.headers['reply-to']?.includes(email) ?? false;

const contactBody = (email: string, message = 'Bonjour, je souhaite visiter le condo de la rue Saint-Charles.') => ({
  recaptcha_response: 'token',
  form_type: 'contact_form',
  locale: 'fr',
  first_name: 'Marc',
  last_name: 'Gagnon',
  email,
  phone: '(514) 555-0147',
  message,
  consent_transaction: '1',
  consent_marketing: '0',
});

function postContact(api: ReturnType<typeof createContentApiApp>, body: Record<string, string>) {
  return api.request(`/${FIXTURE.micrositeId}/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Site-Key': FIXTURE.siteKey },
    body: new URLSearchParams(body).toString(),
  });
}

const alertPayload = (email: string) => ({
  form_type: 'property_alert',
  locale: 'fr',
  first_name: 'Sophie',
  last_name: 'Bouchard',
  phone: '(450) 555-0199',
  email,
  address: '125, rue Principale',
  postal_code: 'J4K 2T5',
  city: 'Longueuil',
  province: 'Québec',
  country: 'Canada',
  municipality: 'Longueuil, Brossard',
  desired_moving_timeframe: '60-120-days',
  current_client_situation: 'tenant',
  budget_min: '350000',
  budget_max: '',
  property_type: 'maison,condo',
  nb_bedrooms: '3',
  nb_bathrooms: '2',
  preferred_method_of_contact: 'text',
  consent_transaction: '1',
  consent_marketing: '1',
});

const valuationPayload = (email: string, locale: 'fr' | 'en') => ({
  form_type: 'property_valuation',
  locale,
  first_name: 'John',
  last_name: 'Smith',
  phone: '(819) 555-0123',
  email,
  address: '48 Lakeshore Road',
  postal_code: 'J8X 3B2',
  city: 'Gatineau',
  province: 'Québec',
  country: 'Canada',
  municipality: 'Gatineau',
  property_type: 'maison',
  year_of_construction: '1987',
  nb_bedrooms: '4',
  nb_bathrooms: '2',
  nb_parking: '2',
  nb_garage: '1',
  living_area: '1850 ft²',
  land_area: '',
  evaluation_report: '1',
  availability_of_report: '0',
  reason_for_sale: 'Moving closer to family',
  renos_and_improvments: 'New roof in 2021',
  consent_transaction: '1',
});

describe('lead e-mails', () => {
  it('e-mails a contact lead posted to the content API to the broker, in French', async () => {
    const mail = notifier();
    const api = createContentApiApp({ db: database.db, captcha: acceptAll, onLeadStored: mail.onLeadStored });
    const res = await postContact(api, contactBody('marc.gagnon@example.ca'));
    expect(res.status).toBe(200);

    const message = await sink.waitFor(forVisitor('marc.gagnon@example.ca'));
    expect(message.envelope.to).toEqual([BROKER_INBOX]);
    expect(message.envelope.from).toBe('site@courtier.test');
    expect(message.headers.from).toBe('Courtier test <site@courtier.test>');
    expect(message.headers.to).toBe(BROKER_INBOX);
    expect(message.headers['reply-to']).toBe('Marc Gagnon <marc.gagnon@example.ca>');
    expect(message.subject).toBe('Nouveau prospect : Demande de contact – Marc Gagnon');
    for (const line of [
      'Type de demande : Demande de contact',
      'Prénom : Marc',
      'Nom : Gagnon',
      'Courriel : marc.gagnon@example.ca',
      'Téléphone : (514) 555-0147',
      'Message : Bonjour, je souhaite visiter le condo de la rue Saint-Charles.',
      'Accepte d’être contacté au sujet de sa transaction : Oui',
      'Accepte de recevoir des nouvelles du marché : Non',
      'https://courtier.test/qa/prospects',
    ]) {
      expect(message.text).toContain(line);
    }
    expect(message.text).toMatch(/Reçue le : \d{1,2} \S+ 20\d\d/);
    expect(message.html).toContain('<a href="https://courtier.test/qa/prospects"');
    expect(message.html).toContain('Marc');

    const [lead] = await listLeads(database.db, FIXTURE.siteId);
    const row = await waitUntil(() => notificationOf(lead), (r) => r?.status === 'sent');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('e-mails a property alert with every field labelled in French (CAD budget, options, areas)', async () => {
    const mail = notifier();
    const lead = await insertLead(database.db, { siteId: FIXTURE.siteId, type: 'property_alert', payload: alertPayload('sophie@example.ca'), locale: 'fr' });
    await mail.onLeadStored(lead);

    const message = await sink.waitFor(forVisitor('sophie@example.ca'));
    expect(message.subject).toBe('Nouveau prospect : Alerte immobilière – Sophie Bouchard');
    for (const line of [
      'Type de demande : Alerte immobilière',
      'Municipalité : Longueuil, Brossard',
      'Date de déménagement souhaitée : Dans 60 à 120 jours',
      'Situation actuelle : Locataire',
      `Budget minimum : ${formatMoney(350000, 'fr', { tag: true })}`,
      'Budget maximum : Aucun maximum',
      'Type de propriété : Maison, Condo',
      'Chambres : 3',
      'Salles de bain : 2',
      'Mode de communication préféré : Texto',
      'Adresse : 125, rue Principale',
      'Code postal : J4K 2T5',
      'Ville : Longueuil',
      'Accepte de recevoir des nouvelles du marché : Oui',
    ]) {
      expect(message.text).toContain(line);
    }
    expect(message.text).toContain('350\u00a0000\u00a0$');
  });

  it('writes in English for a site whose mail_locale is en, from MAIL_FROM when the site has no sender', async () => {
    const mail = notifier();
    const lead = await insertLead(database.db, { siteId: FIXTURE.otherSiteId, type: 'property_valuation', payload: valuationPayload('john.smith@example.com', 'fr'), locale: 'fr' });
    await mail.onLeadStored(lead);

    const message = await sink.waitFor(forVisitor('john.smith@example.com'));
    expect(message.envelope.to).toEqual([AGENCY_INBOX]);
    expect(message.headers.from).toBe(DEFAULT_FROM);
    expect(message.subject).toBe('New lead: Property valuation request – John Smith');
    for (const line of [
      'Type of request: Property valuation request',
      'Municipality: Gatineau',
      'Property type: House',
      'Year of construction: 1987',
      'Parking spaces: 2',
      'Garages: 1',
      'Living area: 1850 ft²',
      'Lot area: Not provided',
      'Valuation report: Yes',
      'Report available: No',
      'Reason for selling: Moving closer to family',
      'Renovations and improvements: New roof in 2021',
      'Visitor’s language: French',
      'Agrees to receive market news: No',
      'https://agence.test/qa/leads',
    ]) {
      expect(message.text).toContain(line);
    }
    expect(message.html).toContain('<html lang="en">');
  });

  it('sends a lead addressed to a broker of the directory to that broker, and to the site when nobody has the slug', async () => {
    await insertMember(database.db, { siteId: FIXTURE.otherSiteId, kind: 'brokers', name: 'Camille Bergeron', slug: 'camille-bergeron', email: 'camille@agence.test' });
    const mail = notifier();
    const toBroker = await insertLead(database.db, {
      siteId: FIXTURE.otherSiteId,
      type: 'contact_form',
      payload: { ...contactBody('broker-lead@example.ca'), recipient_type: 'broker', recipient_slug: 'camille-bergeron' },
      locale: 'fr',
    });
    await mail.onLeadStored(toBroker);
    expect((await sink.waitFor(forVisitor('broker-lead@example.ca'))).envelope.to).toEqual(['camille@agence.test']);
    const unknown = await insertLead(database.db, {
      siteId: FIXTURE.otherSiteId,
      type: 'contact_form',
      payload: { ...contactBody('nobody-lead@example.ca'), recipient_type: 'broker', recipient_slug: 'personne' },
      locale: 'fr',
    });
    await mail.onLeadStored(unknown);
    expect((await sink.waitFor(forVisitor('nobody-lead@example.ca'))).envelope.to).toEqual([AGENCY_INBOX]);
  });

  it('escapes what the visitor typed in the HTML part', async () => {
    const mail = notifier();
    const api = createContentApiApp({ db: database.db, captcha: acceptAll, onLeadStored: mail.onLeadStored });
    await postContact(api, contactBody('html@example.ca', '<script>alert("x")</script> & <b>gras</b>'));
    const message = await sink.waitFor(forVisitor('html@example.ca'));
    expect(message.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;gras&lt;/b&gt;');
    expect(message.html).not.toContain('<script>');
    expect(message.text).toContain('<script>alert("x")</script> & <b>gras</b>');
  });

  it('keeps the lead while SMTP is down, retries with backoff, and sends once the server is back', async () => {
    const port = await freePort();
    const mail = notifier({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const api = createContentApiApp({ db: database.db, captcha: acceptAll, onLeadStored: mail.onLeadStored });
    const res = await postContact(api, contactBody('down@example.ca'));
    expect(res.status).toBe(200);

    const lead = (await listLeads(database.db, FIXTURE.siteId)).find((l) => l.payload.email === 'down@example.ca')!;
    expect(lead).toBeDefined();
    const failing = await waitUntil(() => notificationOf(lead), (r) => (r?.attempts ?? 0) >= 2);
    expect(failing).toMatchObject({ status: 'pending' });
    expect(failing!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failing!.sentAt).toBeNull();

    const back = await startSmtpSink(port);
    sinks.push(back);
    const message = await back.waitFor(forVisitor('down@example.ca'));
    expect(message.subject).toBe('Nouveau prospect : Demande de contact – Marc Gagnon');
    const sent = await waitUntil(() => notificationOf(lead), (r) => r?.status === 'sent');
    expect(sent!.attempts).toBeGreaterThanOrEqual(3);
    expect(back.messages.filter(forVisitor('down@example.ca'))).toHaveLength(1);
    expect((await listLeads(database.db, FIXTURE.siteId)).some((l) => l.id === lead.id)).toBe(true);
  });

  it('retries a message the SMTP server refuses until it is accepted', async () => {
    const refusing = await startSmtpSink();
    sinks.push(refusing);
    refusing.setRejecting(true);
    const mail = notifier({ smtpUrl: refusing.url });
    const lead = await insertLead(database.db, { siteId: FIXTURE.siteId, type: 'property_alert', payload: alertPayload('refused@example.ca'), locale: 'fr' });
    await mail.onLeadStored(lead);
    const failing = await waitUntil(() => notificationOf(lead), (r) => (r?.attempts ?? 0) >= 1);
    expect(failing!.status).toBe('pending');
    expect(failing!.lastError).toMatch(/550/);

    refusing.setRejecting(false);
    await refusing.waitFor(forVisitor('refused@example.ca'));
    await waitUntil(() => notificationOf(lead), (r) => r?.status === 'sent');
  });

  it('picks up pending e-mails after a restart', async () => {
    // Queued while the server was stopping: the worker never ran.
    const before = createLeadNotifier({ db: database.db, mail: { smtpUrl: sink.url, retryBaseMs: 50 }, log: quietLog });
    const lead = await insertLead(database.db, { siteId: FIXTURE.siteId, type: 'contact_form', payload: contactBody('restart@example.ca'), locale: 'fr' });
    await before.onLeadStored(lead);
    expect(await notificationOf(lead)).toMatchObject({ status: 'pending', attempts: 0 });

    notifier();
    await sink.waitFor(forVisitor('restart@example.ca'));
    await waitUntil(() => notificationOf(lead), (r) => r?.status === 'sent');
  });

  it('records `skipped` and says once that lead e-mails are off when SMTP_URL is not set', async () => {
    const infos: string[] = [];
    const mail = notifier({ smtpUrl: undefined }, { ...quietLog, info: (m: string) => void infos.push(m) });
    expect(mail.enabled).toBe(false);
    expect(infos).toHaveLength(1);
    expect(infos[0]).toMatch(/SMTP_URL.*off/);
    const lead = await insertLead(database.db, { siteId: FIXTURE.siteId, type: 'contact_form', payload: contactBody('off@example.ca'), locale: 'fr' });
    await mail.onLeadStored(lead);
    expect(await notificationOf(lead)).toMatchObject({ status: 'skipped', attempts: 0 });
  });

  it('records `skipped` for a site without notification e-mail, and keeps the lead', async () => {
    const warnings: string[] = [];
    const mail = notifier({}, { ...quietLog, warn: (m: string) => void warnings.push(m) });
    await database.db.update(sites).set({ notificationEmail: null }).where(eq(sites.id, FIXTURE.otherSiteId));
    try {
      const lead = await insertLead(database.db, { siteId: FIXTURE.otherSiteId, type: 'property_valuation', payload: valuationPayload('nobody@example.com', 'en'), locale: 'en' });
      await mail.onLeadStored(lead);
      expect(await notificationOf(lead)).toMatchObject({ status: 'skipped' });
      expect(warnings.join('\n')).toMatch(/notification_email/);
      expect((await listLeads(database.db, FIXTURE.otherSiteId)).some((l) => l.id === lead.id)).toBe(true);
    } finally {
      await database.db.update(sites).set({ notificationEmail: AGENCY_INBOX }).where(eq(sites.id, FIXTURE.otherSiteId));
    }
  });
});
