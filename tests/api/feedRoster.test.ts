/**
 * The feed's roster in the directory: a first run reads the offices its listings name and their
 * active brokers into the directory (published, at the end of the order); a listing's page shows
 * its listing broker's card and sends its requests to them; what an editor writes on a roster
 * broker (biography) is kept by the next read, while the fields the feed owns are refused in QA;
 * a broker who leaves the feed is unpublished, not deleted; a feed without a roster leaves the
 * directory as it is.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFeedConnection } from '../../src/server/db/repositories/feedConnections';
import { members, offices } from '../../src/server/db/schema';
import { RESO_PROPERTY_FIELDS } from '../../src/server/feed/resoProperty';
import { RESO_MEMBER_FIELDS, RESO_OFFICE_FIELDS } from '../../src/server/feed/resoRoster';
import { syncFeed } from '../../src/server/feed/syncFeed';
import { startResoServer, type ResoServer } from '../support/resoServer';
import { EDITOR, openCmsHarness, type CmsHarness } from './cmsHarness';
import { FIXTURE } from './fixtures';
import { insertFixtureListings } from './listingsFixtures';

let harness: CmsHarness;
let feed: ResoServer;
let editor: string;
const SITE = FIXTURE.siteId;

const blank = (fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, null]));
const property = (n: number, fields: Record<string, unknown> = {}) => ({
  ...blank(RESO_PROPERTY_FIELDS),
  ListingKey: `R${n}`,
  ListingId: String(50_000_000 + n),
  StandardStatus: 'Active',
  ModificationTimestamp: `2026-11-20T10:0${n}:00Z`,
  ListPrice: 500_000 + n,
  PropertyType: 'Residential',
  PropertySubType: 'Single Family Residence',
  StreetNumber: String(n),
  StreetName: 'rue des Érables',
  City: 'Longueuil',
  ListOfficeKey: 'QC1',
  ListAgentKey: 'M1',
  ...fields,
});
const office = (key: string, fields: Record<string, unknown> = {}) => ({
  ...blank(RESO_OFFICE_FIELDS),
  OfficeKey: key,
  OfficeName: `Immeubles ${key}`,
  OfficeAddress1: '150, rue Saint-Charles Ouest',
  OfficeCity: 'Longueuil',
  OfficePostalCode: 'J4H 1C8',
  OfficePhone: '450-555-0100',
  OfficeEmail: `${key.toLowerCase()}@rive-sud.test`,
  OfficeStatus: 'Active',
  ...fields,
});
const member = (key: string, name: string, fields: Record<string, unknown> = {}) => ({
  ...blank(RESO_MEMBER_FIELDS),
  MemberKey: key,
  MemberFullName: name,
  MemberEmail: `${key.toLowerCase()}@rive-sud.test`,
  MemberMobilePhone: '514-555-0142',
  MemberStateLicense: `D${key}`,
  MemberStatus: 'Active',
  OfficeKey: 'QC1',
  ...fields,
});

const sync = (full = true) => syncFeed(harness.database.db, SITE, { full, maxPageSize: 5 });
const rosterMembers = () =>
  harness.database.db
    .select()
    .from(members)
    .where(and(eq(members.siteId, SITE), isNotNull(members.memberKey)))
    .orderBy(members.memberKey);
const pageAt = (path: string) => harness.call(`/api/swc/page/${SITE}`, { method: 'POST', body: { path, production: true } });
/** The listing's page, reached from its bare number as a visitor's link is (one redirect to the page with its address). */
async function listingPage(uls: string): Promise<Response> {
  const first = await pageAt(`/fr/proprietes/${uls}`);
  if (first.status !== 301) return first;
  const { location } = (await first.json()) as { location: string };
  return pageAt(location);
}

beforeAll(async () => {
  harness = await openCmsHarness();
  await insertFixtureListings(harness.database.db);
  editor = await harness.logIn(EDITOR);
  feed = await startResoServer({
    data: {
      Property: [property(1), property(2, { ListAgentKey: 'M2' })],
      Office: [office('QC1'), office('QC2')],
      Member: [member('M1', 'Julie Tremblay'), member('M2', 'Marc Côté'), member('M3', 'Ailleurs Autre', { OfficeKey: 'QC2' }), member('M4', 'Ancien Courtier', { MemberStatus: 'Inactive' })],
    },
  });
  await saveFeedConnection(harness.database.db, SITE, {
    serviceRoot: feed.serviceRoot,
    auth: { kind: 'oauth', tokenUrl: feed.tokenUrl, clientId: feed.clientId, clientSecret: feed.clientSecret },
    filter: "ListOfficeKey eq 'QC1'",
  });
});
afterAll(async () => {
  await feed.close();
  await harness.database.dispose();
});

describe('the feed roster', () => {
  it('brings the offices the listings name and their active brokers into the directory', async () => {
    const result = await sync();
    expect(result).toMatchObject({
      outcome: 'completed',
      summary: { added: 2, roster: { offices: { added: 1, updated: 0, unpublished: 0 }, members: { added: 2, updated: 0, unpublished: 0 }, skipped: [] } },
    });
    const memberReads = feed.requests.filter((request) => request.path.endsWith('/Member'));
    expect(memberReads[0]!.query.get('$filter')).toBe("(OfficeKey eq 'QC1') and MemberStatus eq 'Active'");
    const [qc1] = await harness.database.db
      .select()
      .from(offices)
      .where(and(eq(offices.siteId, SITE), eq(offices.officeKey, 'QC1')));
    expect(qc1).toMatchObject({ name: { fr: 'Immeubles QC1', en: 'Immeubles QC1' }, city: 'Longueuil', postalCode: 'J4H 1C8', phoneDisplay: '450 555-0100', active: true });
    const roster = await rosterMembers();
    expect(roster.map((row) => [row.memberKey, row.name, row.slug, row.kind, row.officeId, row.active])).toEqual([
      ['M1', 'Julie Tremblay', expect.stringMatching(/^julie-tremblay(-\d+)?$/), 'brokers', qc1!.id, true],
      ['M2', 'Marc Côté', 'marc-cote', 'brokers', qc1!.id, true],
    ]);
  });

  it('puts the listing broker’s card on the listing page, their requests going to them', async () => {
    const body = (await (await listingPage('50000001')).json()) as { content: { fields: { block_type: string; fields: Record<string, unknown> }[] } };
    const form = body.content.fields.find((block) => block.block_type === 'contact_form_block')!;
    const [julie] = await rosterMembers();
    expect(form.fields).toMatchObject({ recipient_type: 'broker', recipient_slug: julie!.slug, broker_name: 'Julie Tremblay', broker_under_subtitle: { fr: 'Immeubles QC1', en: 'Immeubles QC1' } });
  });

  it('lets an editor write a roster broker’s biography, refuses the fields the feed owns, and the next read keeps the biography', async () => {
    const list = (await (await harness.call('/api/cms/directory/members?q=julie', { cookie: editor })).json()) as {
      items: { id: number; revision: number; record: Record<string, unknown>; feed: { key: string; fields: string[] } | null }[];
    };
    const julie = list.items[0]!;
    expect(julie.feed).toEqual({ key: 'M1', fields: ['name', 'email', 'phone', 'licence_number', 'office_id'] });
    const renamed = await harness.call(`/api/cms/directory/members/${julie.id}`, { method: 'PUT', cookie: editor, body: { revision: julie.revision, record: { ...julie.record, name: 'Julie T.' } } });
    expect(renamed.status).toBe(422);
    expect(await renamed.json()).toMatchObject({ error: 'feed_owned', fields: { 'record.name': ["Comes from the board's feed (MemberKey M1): change it at the board."] } });
    const bio = { fr: '<p>Courtière depuis 2009.</p>', en: '<p>Broker since 2009.</p>' };
    const written = await harness.call(`/api/cms/directory/members/${julie.id}`, { method: 'PUT', cookie: editor, body: { revision: julie.revision, record: { ...julie.record, bio } } });
    expect(written.status).toBe(200);

    Object.assign(feed.data.Member[0]!, { MemberMobilePhone: '514-555-0199' });
    const result = await sync();
    expect(result).toMatchObject({ outcome: 'completed', summary: { roster: { members: { added: 0, updated: 1, unpublished: 0 } } } });
    const [stored] = await rosterMembers();
    expect(stored).toMatchObject({ phoneDisplay: '514 555-0199', bio, active: true });
  });

  it('unpublishes a broker who leaves the feed, and their listing shows no broker card', async () => {
    feed.data.Member[1]!.MemberStatus = 'Inactive';
    const result = await sync();
    expect(result).toMatchObject({ outcome: 'completed', summary: { roster: { members: { unpublished: 1 } } } });
    const roster = await rosterMembers();
    expect(roster.map((row) => [row.memberKey, row.active])).toEqual([
      ['M1', true],
      ['M2', false],
    ]);
    const body = (await (await listingPage('50000002')).json()) as { content: { fields: { block_type: string; fields: Record<string, unknown> }[] } };
    const form = body.content.fields.find((block) => block.block_type === 'contact_form_block')!;
    expect(form.fields.recipient_slug).toBeUndefined();
    expect(form.fields.broker_subtitle).toEqual({ fr: 'Immeubles QC1', en: 'Immeubles QC1' });
  });

  it('leaves the directory as it is when the feed serves no roster, and says so', async () => {
    const saved = { Office: feed.data.Office!, Member: feed.data.Member! };
    delete feed.data.Office;
    delete feed.data.Member;
    const result = await sync();
    expect(result).toMatchObject({ outcome: 'completed', summary: { roster: { unavailable: expect.stringContaining('Office') } } });
    expect((await rosterMembers()).map((row) => [row.memberKey, row.active])).toEqual([
      ['M1', true],
      ['M2', false],
    ]);
    Object.assign(feed.data, saved);
  });
});
