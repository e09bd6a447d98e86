/**
 * The directory through the content API and its repository: the seeded agency directory (offices,
 * members of each kind, partners, bank partners, testimonials, rewards), member cards filled on the
 * brokers' page in the spec's shapes (hand-written cards kept), the offices feed, a new broker who
 * shows on the page at once, slug uniqueness, and the broker site's own testimonials and rewards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockEnvelope } from '../../src/schema/block';
import { directoryOffice } from '../../src/schema/directory';
import { pagePayload } from '../../src/schema/page';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { injectDirectoryFeeds } from '../../src/server/api/directory/directoryFeeds';
import { memberCardsBlockSchema } from '../../src/blocks/people/member_cards_block/schema';
import { heroMembersSearchBlockSchema } from '../../src/blocks/people/hero_members_search_block/schema';
import { membersCarouselBlockSchema } from '../../src/blocks/people/members_carousel_block/schema';
import { testimonialsGoogleBlockSchema } from '../../src/blocks/people/testimonials_google_block/schema';
import { testimonialsListBlockSchema } from '../../src/blocks/people/testimonials_list_block/schema';
import {
  insertMember,
  listBankPartners,
  listMembers,
  listOffices,
  listPartners,
  listRewards,
  listTestimonials,
  SlugTakenError,
  updateMember,
} from '../../src/server/db/repositories/directory';
import { createSeoRoutes } from '../../src/server/seo/routes';
import { seedIfEmpty } from '../../src/server/seed/index';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let api: ReturnType<typeof createContentApiApp>;
const AGENCY = 'site-groupe-laurentides';
const BROKER_SITE = 'site-julie-tremblay';

beforeAll(async () => {
  database = await openTestDatabase();
  await seedIfEmpty(database.db);
  api = createContentApiApp({ db: database.db });
});
afterAll(() => database.dispose());

const page = (site: string, path: string) =>
  api.request(`/page/${site}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path, production: true }) });

async function memberCards(path: string) {
  const res = await page(AGENCY, path);
  expect(res.status).toBe(200);
  const payload = pagePayload.parse(await res.json());
  return payload.content.fields.filter((block) => block.block_type === 'member_cards_block').map((block) => memberCardsBlockSchema.fields.parse(block.fields));
}

describe('the seeded agency directory', () => {
  it('has 3 offices with coordinates, 24 brokers, 2 teams, 4 admins and 2 directors, every one at an office', async () => {
    const offices = await listOffices(database.db, AGENCY);
    expect(offices.map((office) => office.city)).toEqual(['Montréal', 'Longueuil', 'Brossard']);
    for (const office of offices) {
      expect(office.latitude).toBeGreaterThan(45.4);
      expect(office.latitude).toBeLessThan(45.6);
      expect(office.longitude).toBeGreaterThan(-73.6);
      expect(office.longitude).toBeLessThan(-73.4);
    }
    const counts = Object.fromEntries(
      await Promise.all((['brokers', 'teams', 'admins', 'directors'] as const).map(async (kind) => [kind, (await listMembers(database.db, AGENCY, { kind })).length])),
    );
    expect(counts).toEqual({ brokers: 24, teams: 2, admins: 4, directors: 2 });
    const officeIds = new Set(offices.map((office) => office.id));
    for (const member of await listMembers(database.db, AGENCY)) expect(officeIds.has(member.officeId!)).toBe(true);
  });

  it('has 8 partners with coloured tags, 3 bank partners with employees, 12 testimonials and rewards', async () => {
    const partners = await listPartners(database.db, AGENCY);
    expect(partners).toHaveLength(8);
    for (const partner of partners) {
      expect(partner.tags.length).toBeGreaterThan(0);
      for (const tag of partner.tags) expect(tag.bg_color).toMatch(/^#[0-9a-f]{6}$/);
    }
    const banks = await listBankPartners(database.db, AGENCY);
    expect(banks).toHaveLength(3);
    expect(banks.every((bank) => bank.employees.length > 0)).toBe(true);
    const testimonials = await listTestimonials(database.db, AGENCY);
    expect(testimonials).toHaveLength(12);
    expect(testimonials.filter((item) => item.memberId !== null).length).toBeGreaterThan(6);
    expect((await listRewards(database.db, AGENCY)).length).toBeGreaterThanOrEqual(3);
  });

  it('gives the broker site its own testimonials and rewards, and no members', async () => {
    expect((await listTestimonials(database.db, BROKER_SITE)).length).toBeGreaterThan(0);
    expect((await listRewards(database.db, BROKER_SITE)).length).toBeGreaterThan(0);
    expect(await listMembers(database.db, BROKER_SITE)).toEqual([]);
    const agencyAuthors = new Set((await listTestimonials(database.db, AGENCY)).map((item) => item.authorName));
    expect((await listTestimonials(database.db, BROKER_SITE)).some((item) => agencyAuthors.has(item.authorName))).toBe(false);
  });
});

describe('member cards on the brokers page', () => {
  it('fills the brokers block with every active broker and the offices they work from, in both languages', async () => {
    for (const path of ['/fr/courtiers', '/en/brokers']) {
      const [brokers, teams] = await memberCards(path);
      expect(brokers.member_cards_repeater).toHaveLength(24);
      expect(brokers.offices_list.map((office) => office.label.fr)).toEqual(['Montréal — Plateau-Mont-Royal', 'Vieux-Longueuil', 'Brossard — Quartier DIX30']);
      const first = brokers.member_cards_repeater[0];
      expect(first.fields.person_name).toBe('Camille Bergeron');
      expect(first.fields.cta?.url).toEqual({ fr: '/fr/courtiers/camille-bergeron', en: '/en/brokers/camille-bergeron' });
      expect(first.fields.person_avatar?.media.fr?.url).toBe('/directory/avatars/camille-bergeron.svg');
      expect(first.fields.icon_links_repeater.map((link) => link.fields.icon.type)).toEqual(['phone', 'mail']);
      expect(brokers.offices_list.map((office) => office.id)).toContain(first.block_params.office_id);
      expect(teams.member_cards_repeater.map((card) => card.fields.person_name)).toEqual(['Équipe Bergeron Fortin', 'Équipe Thibodeau Ouellet']);
      // Only brokers have a profile page.
      expect(teams.member_cards_repeater[0].fields.cta).toBeUndefined();
    }
  });

  it('leaves a portrait out when the broker has none (the card shows the placeholder)', async () => {
    const [brokers] = await memberCards('/fr/courtiers');
    expect(brokers.member_cards_repeater.find((card) => card.fields.person_name === 'Rosalie Paquin')!.fields.person_avatar).toBeUndefined();
  });

  it('shows a new broker at once, and leaves out a deactivated one', async () => {
    const [office] = await listOffices(database.db, AGENCY);
    const added = await insertMember(database.db, {
      siteId: AGENCY,
      kind: 'brokers',
      name: 'Zoé Lafrenière',
      slug: 'zoe-lafreniere',
      title: { fr: 'Courtière immobilière', en: 'Real estate broker' },
      officeId: office.id,
      position: 99,
    });
    let [brokers] = await memberCards('/en/brokers');
    expect(brokers.member_cards_repeater.at(-1)!.fields.person_name).toBe('Zoé Lafrenière');
    await updateMember(database.db, AGENCY, added.id, { active: false });
    [brokers] = await memberCards('/en/brokers');
    expect(brokers.member_cards_repeater.map((card) => card.fields.person_name)).not.toContain('Zoé Lafrenière');
  });

  it('refuses a slug another member of the site already has', async () => {
    await expect(insertMember(database.db, { siteId: AGENCY, kind: 'brokers', name: 'Autre Camille', slug: 'camille-bergeron' })).rejects.toBeInstanceOf(SlugTakenError);
    const [camille] = await listMembers(database.db, AGENCY, { kind: 'brokers' });
    const [other] = (await listMembers(database.db, AGENCY, { kind: 'directors' })).slice(0, 1);
    await expect(updateMember(database.db, AGENCY, other.id, { slug: camille.slug })).rejects.toBeInstanceOf(SlugTakenError);
  });
});

describe('injectDirectoryFeeds', () => {
  const card = { block_type: 'member_card_item', block_params: { office_id: 1 }, fields: { person_name: 'Écrit à la main' } };

  it('keeps hand-written cards and offices, and fills what is empty', async () => {
    const [result] = await injectDirectoryFeeds(database.db, AGENCY, 'fr', [
      { block_type: 'member_cards_block', block_params: { context_type: 'admins' }, fields: { main_title: { fr: 'Équipe' }, member_cards_repeater: [card] } },
    ]);
    expect(result.fields.member_cards_repeater).toEqual([card]);
    // The offices of the hand-written cards only.
    expect((result.fields.offices_list as { id: number }[]).map((office) => office.id)).toEqual([1]);
  });

  it('fills each kind of member from block_params.context_type (brokers by default)', async () => {
    const blocks = await injectDirectoryFeeds(database.db, AGENCY, 'en', [
      { block_type: 'member_cards_block', block_params: {}, fields: {} },
      { block_type: 'member_cards_block', block_params: { context_type: 'directors' }, fields: {} },
      { block_type: 'member_cards_block', block_params: { context_type: 'nonsense' }, fields: {} },
    ]);
    expect(blocks.map((block) => (block.fields.member_cards_repeater as unknown[]).length)).toEqual([24, 2, 24]);
  });

  it('gives offices blocks the succursales in the spec shape', async () => {
    const [result] = await injectDirectoryFeeds(database.db, AGENCY, 'fr', [{ block_type: 'offices_map_block', block_params: {}, fields: {} }]);
    const feed = (result.block_params.core_data as { succursales: unknown[] }).succursales.map((office) => directoryOffice.parse(office));
    expect(feed).toHaveLength(3);
    expect(feed[1].address.fr).toEqual({ street: '150, rue Saint-Charles Ouest', city: 'Longueuil' });
    expect(feed[1].phone).toEqual({ display: '450 555-0150', intl: '+14505550150' });
    expect(feed[2].photo).toBeNull();
  });

  it('fills the members carousel with every broker and the hero members search with the first 10, each linking to the profile', async () => {
    const [carousel, hero, handWritten] = await injectDirectoryFeeds(database.db, AGENCY, 'fr', [
      { block_type: 'members_carousel_block', block_params: {}, fields: { main_title: { fr: 'Équipe' } } },
      { block_type: 'hero_members_search_block', block_params: {}, fields: { main_title: { fr: 'Trouvez votre courtier' } } },
      { block_type: 'members_carousel_block', block_params: {}, fields: { main_title: { fr: 'Équipe' }, members_repeater: [{ block_type: 'members_carousel_item', fields: { person_name: 'Écrit à la main' } }] } },
    ]);
    const members = membersCarouselBlockSchema.fields.parse(carousel.fields).members_repeater;
    expect(members).toHaveLength(24);
    expect(members[0].fields.cta_repeater[0].fields.cta.url).toEqual({ fr: expect.stringMatching(/^\/fr\/courtiers\/[a-z0-9-]+$/), en: expect.stringMatching(/^\/en\/brokers\/[a-z0-9-]+$/) });
    const heroMembers = heroMembersSearchBlockSchema.fields.parse(hero.fields).members_repeater;
    expect(heroMembers.map((item) => item.fields.person_name)).toEqual(members.slice(0, 10).map((item) => item.fields.person_name));
    expect((handWritten.fields.members_repeater as unknown[]).length).toBe(1);
  });

  it('fills empty testimonial blocks with the site’s testimonials, as each block’s item type', async () => {
    const [list, google, handWritten] = await injectDirectoryFeeds(database.db, AGENCY, 'en', [
      { block_type: 'testimonials_list_block', block_params: {}, fields: {} },
      { block_type: 'testimonials_google_block', block_params: {}, fields: {} },
      { block_type: 'testimonials_slider_block', block_params: {}, fields: { testimonials_repeater: [{ block_type: 'testimonial_card_item', fields: { author_name: 'A', description: { fr: 'B' } } }] } },
    ]);
    const items = testimonialsListBlockSchema.fields.parse(list.fields).testimonials_repeater;
    expect(items).toHaveLength(12);
    expect(items[0].fields).toMatchObject({ author_name: 'Geneviève L.', author_subtitle: { en: 'Seller in Rosemont' } });
    expect(items[0].fields.description.en).toContain('Camille sold our condo in nine days');
    const reviews = testimonialsGoogleBlockSchema.fields.parse(google.fields).testimonials_repeater;
    expect(reviews[4].fields).toMatchObject({ author_name: 'Yasmine K.', review_score: 4.5, review_date: '2026-07-03' });
    expect((handWritten.fields.testimonials_repeater as unknown[]).length).toBe(1);
  });

  it('returns the same list, untouched, when no block reads the directory', async () => {
    const blocks = [blockEnvelope.parse({ block_type: 'cta_block', fields: {} })];
    expect(await injectDirectoryFeeds(database.db, AGENCY, 'fr', blocks)).toBe(blocks);
  });
});

describe('broker profile pages', () => {
  it('answers an active broker in both languages: hero, biography and a contact form addressed to them', async () => {
    for (const [path, other] of [
      ['/fr/courtiers/emilie-thibodeau', '/en/brokers/emilie-thibodeau'],
      ['/en/brokers/emilie-thibodeau', '/fr/courtiers/emilie-thibodeau'],
    ]) {
      const res = await page(AGENCY, path);
      expect(res.status).toBe(200);
      const payload = pagePayload.parse(await res.json());
      expect(payload.content.fields.map((block) => block.block_type)).toEqual(['hero_profile_page', 'biography_block', 'testimonials_list_block', 'contact_form_block']);
      const [hero, bio, testimonials, form] = payload.content.fields;
      // Her own testimonial only.
      expect(testimonialsListBlockSchema.fields.parse(testimonials.fields).testimonials_repeater.map((item) => item.fields.author_name)).toEqual(['François et Annie']);
      expect(hero.fields.person_name).toBe('Émilie Thibodeau');
      expect(hero.fields.super_title).toEqual({ fr: 'Vieux-Longueuil', en: 'Old Longueuil' });
      expect((bio.fields.description as { en: string }).en).toContain('Old Longueuil');
      expect(form.fields).toMatchObject({ recipient_type: 'broker', recipient_slug: 'emilie-thibodeau', broker_name: 'Émilie Thibodeau' });
      expect(payload.alternate_paths.map((alternate) => alternate.path).sort()).toEqual([path, other].sort());
    }
  });

  it('describes the broker with RealEstateAgent JSON-LD: office address and coordinates, phone, languages', async () => {
    const payload = pagePayload.parse(await (await page(AGENCY, '/en/brokers/ana-rodrigues')).json());
    const [agent] = payload.seo.structured_data!.en!;
    expect(agent).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Ana Rodrigues',
      jobTitle: 'Residential real estate broker',
      url: '/en/brokers/ana-rodrigues',
      knowsLanguage: ['fr', 'en', 'pt', 'es'],
      address: { '@type': 'PostalAddress', streetAddress: '9160 Leduc Boulevard', addressLocality: 'Brossard', addressRegion: 'QC', postalCode: 'J4Y 0E3', addressCountry: 'CA' },
      geo: { '@type': 'GeoCoordinates', latitude: 45.44376, longitude: -73.43683 },
    });
    expect(payload.seo.canonical_url).toEqual({ fr: '/fr/courtiers/ana-rodrigues', en: '/en/brokers/ana-rodrigues' });
    expect(payload.seo.global?.en?.title).toBe('Ana Rodrigues | Residential real estate broker');
  });

  it('answers 404 for an unknown slug, a member who is not a broker, a broker of another site, and the wrong language prefix', async () => {
    expect((await page(AGENCY, '/fr/courtiers/personne-inconnue')).status).toBe(404);
    expect((await page(AGENCY, '/fr/courtiers/helene-beaudry')).status).toBe(404);
    expect((await page(BROKER_SITE, '/fr/courtiers/emilie-thibodeau')).status).toBe(404);
    expect((await page(AGENCY, '/fr/brokers/emilie-thibodeau')).status).toBe(404);
  });

  it('lists the profile of every active broker in the sitemap, both languages with hreflang', async () => {
    const seo = createSeoRoutes({ db: database.db });
    const xml = await (await seo.request('http://agence.localhost/sitemap.xml', { headers: { host: 'agence.localhost' } })).text();
    expect(xml).toContain('<loc>https://groupe-immobilier-laurentides.ca/fr/courtiers/emilie-thibodeau</loc>');
    expect(xml).toContain('hreflang="en-CA" href="https://groupe-immobilier-laurentides.ca/en/brokers/emilie-thibodeau"');
    expect(xml).toContain('<loc>https://groupe-immobilier-laurentides.ca/en/brokers</loc>');
    expect(xml.match(/<loc>[^<]*\/fr\/courtiers\/[a-z-]+<\/loc>/g)).toHaveLength(24);
  });
});

describe('the offices page', () => {
  it('feeds the offices map and describes every office with RealEstateAgent/LocalBusiness JSON-LD, in both languages', async () => {
    for (const [path, locale] of [
      ['/fr/bureaux', 'fr'],
      ['/en/offices', 'en'],
    ] as const) {
      const res = await page(AGENCY, path);
      expect(res.status).toBe(200);
      const payload = pagePayload.parse(await res.json());
      const map = payload.content.fields.find((block) => block.block_type === 'offices_map_block')!;
      expect((map.block_params.core_data as { succursales: unknown[] }).succursales).toHaveLength(3);
      const offices = payload.seo.structured_data![locale]!;
      expect(offices).toHaveLength(3);
      expect(offices[0]).toMatchObject({
        '@type': ['RealEstateAgent', 'LocalBusiness'],
        address: { addressLocality: 'Montréal', postalCode: 'H2J 1Y4', addressCountry: 'CA' },
        geo: { latitude: 45.52834, longitude: -73.57878 },
        telephone: '+15145550140',
        url: path,
        openingHoursSpecification: [
          { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:30' },
          { dayOfWeek: ['Saturday'], opens: '10:00', closes: '15:00' },
        ],
      });
      expect(String(offices[1].name)).toContain(locale === 'fr' ? 'Vieux-Longueuil' : 'Old Longueuil');
    }
  });
});
