/**
 * Property alerts need a confirmed consent (CASL double opt-in): subscribing stores a pending
 * subscription with its consent record and sends one bilingual confirmation e-mail with a signed
 * link; no digest goes out before the link is followed (GET shows a button, POST confirms, twice
 * is harmless); the consent record is readable in the CMS lead detail; an unconfirmed subscription
 * expires after 7 days (no digest, its link answers "expired", the run deletes it); an altered
 * link answers a clear 404 page; without SMTP the subscription stays pending and the answer says
 * the e-mail was not sent. Through the content API, the whole server app and a local SMTP sink.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALERT_CONSENT_WORDING } from '../../src/schema/alertConsent';
import { createAlertConfirmationMailer } from '../../src/server/alerts/confirmationMailer';
import { createAlertsConfirmApp } from '../../src/server/alerts/confirmRoute';
import { runAlerts } from '../../src/server/alerts/runAlerts';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { unsubscribeSavedSearch } from '../../src/server/db/repositories/savedSearches';
import { leads, listings, savedSearches, sites, type SavedSearchRow } from '../../src/server/db/schema';
import { startSmtpSink, type SmtpSink } from '../support/smtpSink';
import { insertListings, listing, readSavedSearch } from './alertsFixtures';
import { EDITOR, openCmsHarness, type CmsHarness } from './cmsHarness';
import { FIXTURE } from './fixtures';
import { fakeCaptcha, insertTestMunicipalities, submitForm, validAlert } from './leadFormsFixtures';

const DAY_MS = 86_400_000;
const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

let harness: CmsHarness;
let sink: SmtpSink;
let api: ReturnType<typeof createContentApiApp>;
let editorCookie: string;
const warnings: string[] = [];

beforeAll(async () => {
  harness = await openCmsHarness();
  const db = harness.database.db;
  await insertTestMunicipalities(db);
  await db.update(sites).set({ mailFrom: '"Site de Courtier test" <no-reply@courtier.test>' }).where(eq(sites.id, FIXTURE.siteId));
  sink = await startSmtpSink();
  const alertConfirmations = createAlertConfirmationMailer({ db, mail: { smtpUrl: sink.url }, log: { ...quietLog, warn: (m: string) => warnings.push(m) } });
  api = createContentApiApp({ db, captcha: fakeCaptcha, alertConfirmations });
  editorCookie = await harness.logIn(EDITOR);
});
afterAll(async () => {
  await sink.close();
  await harness.database.dispose();
});
beforeEach(async () => {
  await harness.database.db.delete(savedSearches);
  await harness.database.db.delete(listings);
  sink.messages.length = 0;
  sink.setRejecting(false);
  warnings.length = 0;
});

/** Subscribes through the content API and returns the answer and the stored subscription. */
async function subscribe(overrides: Record<string, string> = {}) {
  const res = await submitForm(api, { ...validAlert, page: '/fr/acheter', ...overrides });
  const body = await res.json();
  const email = (overrides.email ?? validAlert.email).trim();
  const [search] = await harness.database.db.select().from(savedSearches).where(eq(savedSearches.email, email));
  return { status: res.status, body, search: search as SavedSearchRow | undefined };
}

/** The path of the confirmation link in an e-mail's text (`/alerts/confirm/{token}`). */
function confirmPath(text: string): string {
  const match = /https:\/\/courtier\.test(\/alerts\/confirm\/[^\s"<]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1];
}

const open = (path: string, headers: Record<string, string> = {}) => harness.app.request(`http://courtier.test${path}`, { headers });
const press = (path: string) => harness.app.request(`http://courtier.test${path}`, { method: 'POST' });
const run = (now: Date, dryRun = false) => runAlerts({ db: harness.database.db, mail: { smtpUrl: sink.url }, now, dryRun, log: quietLog });

describe('subscribing', () => {
  it('stores a pending subscription with its consent record and sends exactly one confirmation e-mail, French first then English', async () => {
    const before = Date.now();
    const { status, body, search } = await subscribe();
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'success', alert_confirmation: 'sent' });

    expect(search).toBeDefined();
    expect(search!.confirmedAt).toBeNull();
    expect(search!.consentPage).toBe('/fr/acheter');
    expect(search!.consentText).toBe(ALERT_CONSENT_WORDING.fr);
    expect(search!.consentRequestedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(search!.confirmationSentAt).toBeInstanceOf(Date);

    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.messages;
    expect(mail.envelope.to).toEqual(['julie.tremblay@example.ca']);
    expect(mail.headers.from).toContain('no-reply@courtier.test');
    expect(mail.subject).toBe('Confirmez votre abonnement aux alertes immobilières / Confirm your property alert subscription');
    const french = mail.text.indexOf('Bonjour Julie,');
    const english = mail.text.indexOf('Hello Julie,');
    expect(french).toBeGreaterThanOrEqual(0);
    expect(english).toBeGreaterThan(french);
    expect(mail.text).toContain('confirmez que l’adresse julie.tremblay@example.ca est bien la vôtre');
    expect(mail.text).toContain('confirm that julie.tremblay@example.ca is your address');
    expect(mail.text).toContain('Ce lien est valide pendant 7 jours.');
    expect(mail.text).toContain('This link is valid for 7 days.');
    expect(mail.text).toContain(`« ${ALERT_CONSENT_WORDING.fr} »`);
    const path = confirmPath(mail.text);
    expect(path).toMatch(new RegExp(`^/alerts/confirm/${search!.id}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    expect(mail.html).toContain(`href="https://courtier.test${path}"`);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('<div lang="en"');
    expect(mail.html).toContain('Confirmer mon abonnement</a>');
    expect(mail.html).toContain('Confirm my subscription</a>');
  });

  it('writes to an English subscriber in English first and keeps the English wording', async () => {
    const { body, search } = await subscribe({ locale: 'en', email: 'john.smith@example.ca', first_name: 'John', page: '/en/buy' });
    expect(body).toEqual({ status: 'success', alert_confirmation: 'sent' });
    expect(search).toMatchObject({ locale: 'en', consentPage: '/en/buy', consentText: ALERT_CONSENT_WORDING.en });
    const [mail] = sink.messages;
    expect(mail.subject).toBe('Confirm your property alert subscription / Confirmez votre abonnement aux alertes immobilières');
    expect(mail.text.indexOf('Hello John,')).toBeLessThan(mail.text.indexOf('Bonjour John,'));
    expect(mail.html).toContain('<html lang="en">');
  });

  it('refuses a page that is not a path on the site (shared site-path schema) with 422, storing and sending nothing', async () => {
    for (const page of ['https://ailleurs.example/alertes', '//ailleurs.example/x', 'javascript:alert(1)', '/fr/a b', `/${'a'.repeat(600)}`]) {
      const res = await submitForm(api, { ...validAlert, page });
      expect(res.status, page).toBe(422);
      expect((await res.json()).errors).toEqual({ page: ['lead-form.errors.invalid-format'] });
    }
    expect(await harness.database.db.select().from(savedSearches)).toEqual([]);
    expect(sink.messages).toEqual([]);
  });

  it('without SMTP (or when the send fails), keeps the subscription pending and answers that the e-mail was not sent', async () => {
    const offMailer = createAlertConfirmationMailer({ db: harness.database.db, mail: {}, log: quietLog });
    expect(offMailer.enabled).toBe(false);
    const offApi = createContentApiApp({ db: harness.database.db, captcha: fakeCaptcha, alertConfirmations: offMailer });
    const off = await submitForm(offApi, { ...validAlert, email: 'sans.smtp@example.ca' });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ status: 'success', alert_confirmation: 'not_sent' });

    sink.setRejecting(true);
    const refused = await subscribe({ email: 'refuse@example.ca' });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ status: 'success', alert_confirmation: 'not_sent' });
    expect(refused.search).toMatchObject({ confirmedAt: null, confirmationSentAt: null });
    expect(warnings.join('\n')).toContain(refused.search!.id);

    const rows = await harness.database.db.select().from(savedSearches);
    expect(rows.map((row) => [row.email, row.confirmedAt, row.confirmationSentAt])).toEqual(
      expect.arrayContaining([
        ['sans.smtp@example.ca', null, null],
        ['refuse@example.ca', null, null],
      ]),
    );
    expect(sink.messages).toEqual([]);
  });
});

describe('confirming', () => {
  it('sends no digest before confirmation; the link shows a button (GET changes nothing), POST confirms, twice is harmless, and the next run sends the digest', async () => {
    const db = harness.database.db;
    const { search } = await subscribe();
    const path = confirmPath(sink.messages[0].text);
    await insertListings(db, [listing({ listedAt: new Date(Date.now() + 1_000) })]);
    const runAt = () => new Date(Date.now() + 60_000);

    const pending = await run(runAt());
    expect(pending).toMatchObject({ searches: 0, sent: 0, expired: 0 });
    expect(sink.messages).toHaveLength(1);

    const page = await open(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Confirmer votre abonnement?');
    expect(html).toContain('Confirm your subscription?');
    expect(html.indexOf('Confirmer votre abonnement?')).toBeLessThan(html.indexOf('Confirm your subscription?'));
    expect(html).toContain(`<form method="post" action="${path}">`);
    expect(html).toContain('Confirmer mon abonnement</button>');
    expect(html).toContain('julie.tremblay@example.ca');
    expect(html).toContain('noindex');
    expect(html).not.toContain('<script');
    // Opened again, as a mail scanner would: still pending.
    await open(path);
    expect((await readSavedSearch(db, search!.id)).confirmedAt).toBeNull();

    const confirmed = await press(path);
    expect(confirmed.status).toBe(200);
    const done = await confirmed.text();
    expect(done).toContain('Abonnement confirmé');
    expect(done).toContain('Subscription confirmed');
    const confirmedAt = (await readSavedSearch(db, search!.id)).confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);

    const again = await press(path);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Abonnement confirmé');
    expect((await readSavedSearch(db, search!.id)).confirmedAt?.toISOString()).toBe(confirmedAt!.toISOString());
    const later = await open(path);
    expect(later.status).toBe(200);
    expect(await later.text()).toContain('Abonnement confirmé');

    const digest = await run(runAt());
    expect(digest).toMatchObject({ searches: 1, sent: 1, failed: 0 });
    expect(sink.messages).toHaveLength(2);
    expect(sink.messages[1].envelope.to).toEqual(['julie.tremblay@example.ca']);
    expect(sink.messages[1].subject).toBe('Alerte immobilière : 1 propriété correspond à votre recherche');
  });

  it('shows the consent record in the CMS lead detail: pending, then confirmed', async () => {
    const { search } = await subscribe();
    const detail = async () => {
      const res = await harness.call(`/api/cms/leads/${search!.leadId}`, { cookie: editorCookie });
      expect(res.status).toBe(200);
      return (await res.json()).lead;
    };
    const before = await detail();
    expect(before.payload.page).toBe('/fr/acheter');
    expect(before.alert_subscription).toEqual({
      status: 'pending',
      email: 'julie.tremblay@example.ca',
      locale: 'fr',
      requested_at: search!.consentRequestedAt.toISOString(),
      confirmation_sent_at: search!.confirmationSentAt!.toISOString(),
      confirmed_at: null,
      unsubscribed_at: null,
      page: '/fr/acheter',
      consent_text: ALERT_CONSENT_WORDING.fr,
    });

    await press(confirmPath(sink.messages[0].text));
    const confirmedAt = (await readSavedSearch(harness.database.db, search!.id)).confirmedAt!;
    expect((await detail()).alert_subscription).toMatchObject({ status: 'confirmed', confirmed_at: confirmedAt.toISOString(), page: '/fr/acheter' });
  });

  it('does not subscribe again an address that unsubscribed before confirming', async () => {
    const { search } = await subscribe();
    await unsubscribeSavedSearch(harness.database.db, search!.unsubscribeToken);
    const res = await press(confirmPath(sink.messages[0].text));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Vous êtes désabonné');
    expect((await readSavedSearch(harness.database.db, search!.id)).confirmedAt).toBeNull();
  });
});

describe('expiry after 7 days', () => {
  it('sends no digest to a pending subscription older than 7 days, answers its link with the expired page, and deletes it at the run', async () => {
    const db = harness.database.db;
    const { search } = await subscribe();
    const path = confirmPath(sink.messages[0].text);
    const eightDaysAgo = new Date(Date.now() - 8 * DAY_MS);
    await db.update(savedSearches).set({ consentRequestedAt: eightDaysAgo, createdAt: eightDaysAgo }).where(eq(savedSearches.id, search!.id));
    await insertListings(db, [listing({ listedAt: new Date(Date.now() - DAY_MS) })]);

    for (const response of [await open(path), await press(path)]) {
      expect(response.status).toBe(410);
      const html = await response.text();
      expect(html).toContain('Lien expiré');
      expect(html).toContain('Link expired');
      expect(html).toContain('valide pendant 7 jours');
    }
    expect((await readSavedSearch(db, search!.id)).confirmedAt).toBeNull();

    const preview = await run(new Date(), true);
    expect(preview).toMatchObject({ searches: 0, expired: 1, digests: [] });
    expect(await readSavedSearch(db, search!.id)).toBeDefined();

    const result = await run(new Date());
    expect(result).toMatchObject({ searches: 0, sent: 0, expired: 1 });
    expect(sink.messages).toHaveLength(1);
    expect(await db.select().from(savedSearches).where(eq(savedSearches.id, search!.id))).toEqual([]);
    // The lead itself stays in the inbox.
    expect(await db.select().from(leads).where(eq(leads.id, search!.leadId!))).toHaveLength(1);

    // Once the token's own 7 days are over, the deleted subscription's link still says "expired".
    const later = createAlertsConfirmApp({ db, now: () => new Date(Date.now() + 8 * DAY_MS) });
    const gone = await later.request(path.replace('/alerts/confirm', ''), { headers: { 'Accept-Language': 'en-CA' } });
    expect(gone.status).toBe(410);
    const html = await gone.text();
    expect(html).toContain('<html lang="en">');
    expect(html.indexOf('Link expired')).toBeLessThan(html.indexOf('Lien expiré'));
  });
});

describe('altered links', () => {
  it('answers a clear 404 page, in the browser language first, for a tampered, forged or malformed token, and confirms nothing', async () => {
    const { search } = await subscribe();
    const path = confirmPath(sink.messages[0].text);
    const token = path.slice('/alerts/confirm/'.length);
    const [id, expiry, signature] = token.split('.');
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    const altered = [
      `${id}.${expiry}.${flipped}`, // signature changed
      `${id}.${Number(expiry) + 30 * 86_400}.${signature}`, // expiry stretched
      `${randomUUID()}.${expiry}.${signature}`, // another subscription
      'inconnu',
      'x'.repeat(300),
      `${id}.${expiry}`,
    ];
    for (const bad of altered) {
      const fr = await open(`/alerts/confirm/${encodeURIComponent(bad)}`);
      expect(fr.status, bad).toBe(404);
      const frHtml = await fr.text();
      expect(frHtml).toContain('<html lang="fr">');
      expect(frHtml).toContain('Lien invalide');
      expect(frHtml).toContain('Invalid link');
      const en = await harness.app.request(`http://courtier.test/alerts/confirm/${encodeURIComponent(bad)}`, { method: 'POST', headers: { 'Accept-Language': 'en-CA,en;q=0.8' } });
      expect(en.status, bad).toBe(404);
      const enHtml = await en.text();
      expect(enHtml.indexOf('Invalid link')).toBeLessThan(enHtml.indexOf('Lien invalide'));
    }
    expect((await readSavedSearch(harness.database.db, search!.id)).confirmedAt).toBeNull();
  });
});
