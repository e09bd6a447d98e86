/**
 * The feed's roster written into a site's directory: offices by `OfficeKey`, brokers by
 * `MemberKey`. A new one is added at the end of the display order, published; one already there
 * gets only what the feed owns (name, address or contact, licence, office), so what an editor
 * wrote (biography, portrait, languages, title, order, opening hours) is kept; one the feed no
 * longer lists is unpublished, not deleted. Each changed row's revision moves, as an edit in QA
 * does (an editor's stale save is then refused instead of undoing the feed's change).
 */
import { and, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import { slugify } from '../../../lib/slug';
import { canonicalJson } from '../../cms/canonicalJson';
import type { FeedMember, FeedOffice } from '../../feed/resoRoster';
import type { Database } from '../client';
import { listings, members, offices, type FeedRosterCounts } from '../schema';

/** What one roster write did. */
export type RosterCounts = FeedRosterCounts;

// jsonb keeps no key order: compared with keys sorted.
const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/** The offices' feed-owned columns (the map point is set once: the feed has none of its own, QA may move it). */
function officeColumns(office: FeedOffice) {
  return {
    name: { fr: office.name, en: office.name },
    street: office.street ? { fr: office.street, en: office.street } : {},
    city: office.city,
    postalCode: office.postalCode,
    phoneDisplay: office.phone.display,
    phoneIntl: office.phone.intl,
    email: office.email,
  };
}

/**
 * Writes the feed's offices (all of them: those missing are unpublished).
 * @returns the counts, and each `OfficeKey`'s office id (published or not)
 */
export async function writeFeedOffices(db: Database, siteId: string, feedOffices: FeedOffice[]): Promise<{ counts: RosterCounts; idByKey: Map<string, number> }> {
  const counts: RosterCounts = { added: 0, updated: 0, unpublished: 0 };
  const stored = await db
    .select()
    .from(offices)
    .where(and(eq(offices.siteId, siteId), isNotNull(offices.officeKey)));
  const byKey = new Map(stored.map((row) => [row.officeKey!, row]));
  const idByKey = new Map<string, number>();
  const [{ last }] = await db
    .select({ last: max(offices.position) })
    .from(offices)
    .where(eq(offices.siteId, siteId));
  let position = (last ?? -1) + 1;
  for (const office of feedOffices) {
    const columns = officeColumns(office);
    const row = byKey.get(office.officeKey);
    if (!row) {
      const [created] = await db
        .insert(offices)
        .values({ siteId, officeKey: office.officeKey, position: position++, latitude: office.latitude, longitude: office.longitude, ...columns })
        .returning({ id: offices.id });
      idByKey.set(office.officeKey, created!.id);
      counts.added += 1;
      continue;
    }
    idByKey.set(office.officeKey, row.id);
    const current = { name: row.name, street: row.street, city: row.city, postalCode: row.postalCode, phoneDisplay: row.phoneDisplay, phoneIntl: row.phoneIntl, email: row.email };
    if (same(current, columns)) continue;
    await db
      .update(offices)
      .set({ ...columns, revision: sql`${offices.revision} + 1`, updatedAt: new Date() })
      .where(eq(offices.id, row.id));
    counts.updated += 1;
  }
  const listed = new Set(feedOffices.map((office) => office.officeKey));
  const leavers = stored.filter((row) => row.active && !listed.has(row.officeKey!)).map((row) => row.id);
  if (leavers.length) {
    await db
      .update(offices)
      .set({ active: false, revision: sql`${offices.revision} + 1`, updatedAt: new Date() })
      .where(inArray(offices.id, leavers));
    counts.unpublished = leavers.length;
  }
  return { counts, idByKey };
}

/** A profile slug from `name` that no other member of the site has (`marie-tremblay`, then `marie-tremblay-2`…). */
async function freeSlug(db: Database, siteId: string, name: string): Promise<string> {
  const base = slugify(name) || 'courtier';
  const taken = new Set(
    (
      await db
        .select({ slug: members.slug })
        .from(members)
        .where(and(eq(members.siteId, siteId), sql`${members.slug} like ${`${base}%`}`))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Writes the feed's brokers (all of them: those missing are unpublished), each linked to its
 * office by `OfficeKey` (`officeIdByKey`; none when the office is not the site's).
 */
export async function writeFeedMembers(db: Database, siteId: string, feedMembers: FeedMember[], officeIdByKey: Map<string, number>): Promise<RosterCounts> {
  const counts: RosterCounts = { added: 0, updated: 0, unpublished: 0 };
  const stored = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), isNotNull(members.memberKey)));
  const byKey = new Map(stored.map((row) => [row.memberKey!, row]));
  const [{ last }] = await db
    .select({ last: max(members.position) })
    .from(members)
    .where(eq(members.siteId, siteId));
  let position = (last ?? -1) + 1;
  for (const member of feedMembers) {
    const columns = {
      name: member.name,
      email: member.email,
      phoneDisplay: member.phone.display,
      phoneIntl: member.phone.intl,
      licenceNumber: member.licenceNumber,
      officeId: (member.officeKey && officeIdByKey.get(member.officeKey)) || null,
    };
    const row = byKey.get(member.memberKey);
    if (!row) {
      await db.insert(members).values({ siteId, memberKey: member.memberKey, kind: 'brokers', slug: await freeSlug(db, siteId, member.name), position: position++, ...columns });
      counts.added += 1;
      continue;
    }
    const current = { name: row.name, email: row.email, phoneDisplay: row.phoneDisplay, phoneIntl: row.phoneIntl, licenceNumber: row.licenceNumber, officeId: row.officeId };
    if (same(current, columns)) continue;
    await db
      .update(members)
      .set({ ...columns, revision: sql`${members.revision} + 1`, updatedAt: new Date() })
      .where(eq(members.id, row.id));
    counts.updated += 1;
  }
  const listed = new Set(feedMembers.map((member) => member.memberKey));
  const leavers = stored.filter((row) => row.active && !listed.has(row.memberKey!)).map((row) => row.id);
  if (leavers.length) {
    await db
      .update(members)
      .set({ active: false, revision: sql`${members.revision} + 1`, updatedAt: new Date() })
      .where(inArray(members.id, leavers));
    counts.unpublished = leavers.length;
  }
  return counts;
}

/** The `ListOfficeKey`s of the site's feed listings still shown or sold: the offices whose roster the site shows. */
export async function listingOfficeKeys(db: Database, siteId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: listings.listOfficeKey })
    .from(listings)
    .where(and(eq(listings.siteId, siteId), eq(listings.source, 'feed'), isNotNull(listings.listOfficeKey), sql`${listings.status} <> 'removed'`));
  return rows.map((row) => row.key!).sort();
}
