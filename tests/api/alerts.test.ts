/**
 * Property alerts matched: saved searches against new and price-reduced listings,
 * digests in French and English sent to a local SMTP sink, retries after a failed send.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findAlertMatches } from '../../src/server/alerts/matchListings';
import { runAlerts } from '../../src/server/alerts/runAlerts';
import { unsubscribeSavedSearch } from '../../src/server/db/repositories/savedSearches';
import { listings, savedSearches, sites } from '../../src/server/db/schema';
import type { MailMessage, MailTransport } from '../../src/server/mail/transport';
import { startSmtpSink, type SmtpSink } from '../support/smtpSink';
import { at, insertListings, listing, readSavedSearch, savedSearch } from './alertsFixtures';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { insertTestMunicipalities } from './leadFormsFixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let sink: SmtpSink;
const SITE_FROM = '"Site de Courtier test" <no-reply@courtier.test>';
const quietLog = { info: () => {}, warn: () => {}, error: () => {} };
/** The run starts ten days after the searches were created. */
const RUN_AT = at(10);

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  await insertTestMunicipalities(database.db);
  await database.db.update(sites).set({ mailFrom: SITE_FROM }).where(eq(sites.id, FIXTURE.siteId));
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await database.dispose();
});
beforeEach(async () => {
  await database.db.delete(savedSearches);
  await database.db.delete(listings);
  sink.messages.length = 0;
  sink.setRejecting(false);
});

const ulsOf = (result: Awaited<ReturnType<typeof findAlertMatches>>) => result.matches.map((m) => m.listing.uls);

describe('matching', () => {
  it('finds exactly the new and price-reduced listings that fit every criterion', async () => {
    const db = database.db;
    const matchNew = listing();
    const reduced = listing({ listedAt: at(-30), price: 440_000, previousPrice: 500_000, priceChangedAt: at(2) });
    const excluded = [
      listing({ listedAt: at(-5) }), // listed before the search
      listing({ listedAt: at(-30), price: 460_000, previousPrice: 400_000, priceChangedAt: at(2) }), // price went up
      listing({ listedAt: at(-30), price: 440_000, previousPrice: 500_000, priceChangedAt: at(-1) }), // reduced before the search
      listing({ municipalityCode: '58007' }), // Brossard
      listing({ type: 'condo' }),
      listing({ price: 650_000 }), // above the maximum
      listing({ price: 250_000 }), // below the minimum
      listing({ bedrooms: 2 }),
      listing({ bathrooms: 1 }),
      listing({ transaction: 'rent', price: 2_000 + 400_000 }), // a rental, even within the range
      listing({ status: 'sold' }),
      listing({ status: 'removed' }),
      listing({ siteId: FIXTURE.otherSiteId }),
      listing({ listedAt: at(11) }), // after the run started
    ];
    await insertListings(db, [matchNew, reduced, ...excluded]);
    const search = await savedSearch(db);

    const result = await findAlertMatches(db, search, { until: RUN_AT });
    // Most recent event first: the reduction (day 2) before the new listing (day 1).
    expect(ulsOf(result)).toEqual([reduced.uls, matchNew.uls]);
    expect(result.total).toBe(2);
    expect(result.matches.map((m) => [m.reason, m.reducedFrom, m.municipalityName])).toEqual([
      ['price_reduced', 500_000, 'Longueuil'],
      ['new', null, 'Longueuil'],
    ]);
  });

  it('treats empty criteria as "any" and bounds as inclusive', async () => {
    const db = database.db;
    const rows = [
      listing({ municipalityCode: '58007', type: 'condo', price: 300_000, bedrooms: 0, bathrooms: 0 }),
      listing({ municipalityCode: '66023', type: 'terrain', price: 600_000, bedrooms: 0, bathrooms: 0, livingArea: null, lotArea: 9000 }),
      listing({ price: 3_000_000, bedrooms: 3, bathrooms: 2 }),
    ];
    await insertListings(db, [...rows, listing({ transaction: 'rent', price: 1800 }), listing({ siteId: FIXTURE.otherSiteId })]);
    const any = await savedSearch(db, { municipalityCodes: [], propertyTypes: [], priceMin: 0, priceMax: null, bedrooms: 0, bathrooms: 0 });
    expect(ulsOf(await findAlertMatches(db, any, { until: RUN_AT })).sort()).toEqual(rows.map((r) => r.uls).sort());

    const range = await savedSearch(db, { municipalityCodes: ['58007', '66023'], propertyTypes: ['condo', 'terrain'], bedrooms: null, bathrooms: null });
    expect(ulsOf(await findAlertMatches(db, range, { until: RUN_AT })).sort()).toEqual([rows[0].uls, rows[1].uls].sort());
  });

  it('only counts what happened after the last digest', async () => {
    const db = database.db;
    const early = listing({ listedAt: at(1) });
    const late = listing({ listedAt: at(4) });
    const reducedLate = listing({ listedAt: at(1), price: 420_000, previousPrice: 450_000, priceChangedAt: at(5) });
    await insertListings(db, [early, late, reducedLate]);
    const search = await savedSearch(db, { lastNotifiedAt: at(3) });
    expect(ulsOf(await findAlertMatches(db, search, { until: RUN_AT }))).toEqual([reducedLate.uls, late.uls]);
  });

  it('returns at most 20 listings, newest first, with the total', async () => {
    const db = database.db;
    const rows = Array.from({ length: 23 }, (_, i) => listing({ listedAt: at(1 + i * 0.1) }));
    await insertListings(db, rows);
    const result = await findAlertMatches(db, await savedSearch(db), { until: RUN_AT });
    expect(result.total).toBe(23);
    expect(ulsOf(result)).toEqual(rows.slice(3).reverse().map((r) => r.uls));
  });
});

describe('digests', () => {
  it('sends one French digest per search with prices, reductions, specs, absolute links and unsubscribe headers', async () => {
    const db = database.db;
    const fresh = listing({ price: 489_000, address: { fr: '12, rue des Érables', en: '12 Maple St.' }, photos: ['/listings/maison-01.svg'] });
    const reduced = listing({ listedAt: at(-40), price: 440_000, previousPrice: 500_000, priceChangedAt: at(2) });
    await insertListings(db, [fresh, reduced]);
    const search = await savedSearch(db);

    const result = await runAlerts({ db, mail: { smtpUrl: sink.url }, now: RUN_AT, log: quietLog });
    expect(result).toMatchObject({ searches: 1, sent: 1, failed: 0 });
    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.messages;
    expect(mail.envelope.to).toEqual(['marie.roy@exemple.test']);
    expect(mail.headers.from).toContain('no-reply@courtier.test');
    expect(mail.subject).toBe('Alerte immobilière : 2 propriétés correspondent à votre recherche');

    const unsubscribeUrl = `https://courtier.test/alerts/unsubscribe/${search.unsubscribeToken}`;
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const freshUrl = `https://courtier.test/fr/proprietes/12-rue-des-erables-longueuil-${fresh.uls}`;
    expect(mail.text).toContain('Bonjour Marie,');
    expect(mail.text).toContain('489\u00a0000\u00a0$');
    expect(mail.text).toContain('Prix réduit : auparavant 500\u00a0000\u00a0$');
    expect(mail.text).toContain('12, rue des Érables, Longueuil');
    expect(mail.text).toContain('Maison · 3 chambres · 2 salles de bains · 1 salle d’eau · 1\u00a0450\u00a0pi²');
    expect(mail.text).toContain(freshUrl);
    expect(mail.text).toContain(unsubscribeUrl);
    expect(mail.text).toContain('Longueuil · Maison · 300\u00a0000\u00a0$ – 600\u00a0000\u00a0$ · 3 chambres ou plus · 2 salles de bains ou plus');
    expect(mail.html).toContain(`href="${freshUrl}"`);
    expect(mail.html).toContain('src="https://courtier.test/listings/maison-01.svg"');
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    expect(mail.html).toContain('<html lang="fr">');

    expect((await readSavedSearch(db, search.id)).lastNotifiedAt?.toISOString()).toBe(RUN_AT.toISOString());
  });

  it('writes English digests in English, escapes HTML, and links "and N more" to the search page with the filters', async () => {
    const db = database.db;
    const rows = Array.from({ length: 22 }, (_, i) =>
      listing({ listedAt: at(1 + i * 0.1), address: { fr: '5, rue <b>Test</b>', en: `${i + 1} <script>alert(1)</script> Road` } }),
    );
    await insertListings(db, rows);
    await savedSearch(db, { locale: 'en', firstName: 'John', municipalityCodes: ['58227', '58007'], propertyTypes: ['condo', 'maison'], priceMax: null });

    const result = await runAlerts({ db, mail: { smtpUrl: sink.url }, now: RUN_AT, log: quietLog });
    expect(result.digests.map((d) => [d.shown, d.total, d.status])).toEqual([[20, 22, 'sent']]);
    const [mail] = sink.messages;
    expect(mail.subject).toBe('Property alert: 22 properties match your search');
    expect(mail.text).toContain('Hello John,');
    expect(mail.text).toContain('$450,000');
    expect(mail.text).toContain('3 bedrooms · 2 bathrooms · 1 powder room · 1,450\u00a0ft²');
    expect(mail.text).toContain('Longueuil, Brossard · Condo, House · $300,000 and up · 3+ bedrooms · 2+ bathrooms');
    const searchUrl = 'https://courtier.test/en/properties?mun=58007%2C58227&type=condo%2Cmaison&price_min=300000&bedrooms=3&bathrooms=2';
    expect(mail.text).toContain(`And 2 more properties: ${searchUrl}`);
    expect(mail.html).toContain(`href="${searchUrl.replaceAll('&', '&amp;')}"`);
    expect(mail.text).toContain('https://courtier.test/en/properties/22-script-alert-1-script-road-longueuil-');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('22 &lt;script&gt;alert(1)&lt;/script&gt; Road, Longueuil');
    // The two oldest are the ones left out.
    expect(mail.text).not.toContain(`-${rows[0].uls}\n`);
    expect(mail.text).toContain(`-${rows[2].uls}\n`);
  });

  it('skips unsubscribed searches, searches without news and other sites, and sends nothing again for an unchanged set', async () => {
    const db = database.db;
    await insertListings(db, [listing(), listing({ siteId: FIXTURE.otherSiteId })]);
    const subscribed = await savedSearch(db);
    const gone = await savedSearch(db, { email: 'parti@exemple.test' });
    await unsubscribeSavedSearch(db, gone.unsubscribeToken);
    await savedSearch(db, { email: 'condo@exemple.test', propertyTypes: ['condo'] });

    const first = await runAlerts({ db, mail: { smtpUrl: sink.url }, now: RUN_AT, log: quietLog });
    expect(first).toMatchObject({ searches: 2, sent: 1, failed: 0 });
    expect(sink.messages.map((m) => m.envelope.to[0])).toEqual(['marie.roy@exemple.test']);
    expect((await readSavedSearch(db, gone.id)).lastNotifiedAt).toBeNull();

    const second = await runAlerts({ db, mail: { smtpUrl: sink.url }, now: at(11), log: quietLog });
    expect(second).toMatchObject({ sent: 0, failed: 0, digests: [] });
    expect(sink.messages).toHaveLength(1);
    expect((await readSavedSearch(db, subscribed.id)).lastNotifiedAt?.toISOString()).toBe(RUN_AT.toISOString());
  });

  it('keeps last_notified_at after a failed send and sends the same listings at the next run', async () => {
    const db = database.db;
    const row = listing();
    await insertListings(db, [row]);
    const search = await savedSearch(db);
    const warnings: string[] = [];
    sink.setRejecting(true);

    const failed = await runAlerts({ db, mail: { smtpUrl: sink.url }, now: RUN_AT, log: { ...quietLog, warn: (m: string) => warnings.push(m) } });
    expect(failed).toMatchObject({ sent: 0, failed: 1 });
    expect(failed.digests[0].status).toBe('failed');
    expect(warnings.join('\n')).toContain(search.id);
    expect((await readSavedSearch(db, search.id)).lastNotifiedAt).toBeNull();

    sink.setRejecting(false);
    const retried = await runAlerts({ db, mail: { smtpUrl: sink.url }, now: at(11), log: quietLog });
    expect(retried).toMatchObject({ sent: 1, failed: 0 });
    expect(sink.messages[0].text).toContain(row.uls);
    expect((await readSavedSearch(db, search.id)).lastNotifiedAt?.toISOString()).toBe(at(11).toISOString());
  });

  it('a dry run composes the digests but sends and records nothing', async () => {
    const db = database.db;
    await insertListings(db, [listing()]);
    const search = await savedSearch(db);
    const sent: MailMessage[] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(m), close: () => {} };
    const result = await runAlerts({ db, mail: {}, transport, dryRun: true, now: RUN_AT, log: quietLog });
    expect(result.digests.map((d) => [d.email, d.status, d.shown])).toEqual([['marie.roy@exemple.test', 'dry-run', 1]]);
    expect(sent).toEqual([]);
    expect((await readSavedSearch(db, search.id)).lastNotifiedAt).toBeNull();
  });

  it('refuses to run without SMTP unless dry', async () => {
    await expect(runAlerts({ db: database.db, mail: {}, log: quietLog })).rejects.toThrow(/SMTP_URL/);
  });
});
