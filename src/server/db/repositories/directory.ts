/**
 * Directory repository (spec 001 §3 members, offices, partners, bank partners, testimonials,
 * rewards): a site's active records in display order (`position`, then id), one member by slug,
 * writes (insert, update with a slug check, deactivate), and the mapping of rows to the wire
 * shapes of src/schema/directory.ts. Functions take the database or a transaction.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DirectoryBankPartner, DirectoryMember, DirectoryOffice, DirectoryPartner, DirectoryReward, DirectoryTestimonial, MemberContextType } from '../../../schema/directory';
import type { Database } from '../client';
import {
  bankPartners,
  members,
  offices,
  partners,
  rewards,
  testimonials,
  type BankPartnerRow,
  type MemberRow,
  type NewBankPartnerRow,
  type NewMemberRow,
  type NewOfficeRow,
  type NewPartnerRow,
  type NewRewardRow,
  type NewTestimonialRow,
  type OfficeRow,
  type PartnerRow,
  type RewardRow,
  type TestimonialRow,
} from '../schema';

/** The wire shape of an office row. */
export function toDirectoryOffice(row: OfficeRow): DirectoryOffice {
  const address = (locale: 'fr' | 'en') => ({ street: row.street[locale] ?? row.street.fr ?? '', city: row.city });
  return {
    id: row.id,
    name: row.name,
    photo: row.photoUrl,
    latitude: row.latitude,
    longitude: row.longitude,
    address: { fr: address('fr'), en: address('en') },
    postal_code: row.postalCode,
    phone: { display: row.phoneDisplay, intl: row.phoneIntl },
    email: row.email,
    opening_hours: row.openingHours as DirectoryOffice['opening_hours'],
  };
}

/** The wire shape of a member row. */
export function toDirectoryMember(row: MemberRow): DirectoryMember {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    slug: row.slug,
    avatar: row.avatarUrl,
    title: row.title,
    bio: row.bio,
    phone: { display: row.phoneDisplay, intl: row.phoneIntl },
    email: row.email,
    languages: row.languages,
    social_links: row.socialLinks,
    office_id: row.officeId,
    licence_number: row.licenceNumber,
    designations: row.designations,
    position: row.position,
    active: row.active,
  };
}

/** The wire shape of a partner row. */
export function toDirectoryPartner(row: PartnerRow): DirectoryPartner {
  return { id: row.id, name: row.name, logo: row.logoUrl, description: row.description, tags: row.tags, url: row.url };
}

/** The wire shape of a bank partner row. */
export function toDirectoryBankPartner(row: BankPartnerRow): DirectoryBankPartner {
  return { id: row.id, name: row.name, logo: row.logoUrl, employees: row.employees };
}

/** The wire shape of a testimonial row. */
export function toDirectoryTestimonial(row: TestimonialRow): DirectoryTestimonial {
  return {
    id: row.id,
    author_name: row.authorName,
    author_subtitle: row.authorSubtitle,
    author_avatar: row.authorAvatarUrl,
    description: row.text,
    review_score: row.score,
    review_date: row.reviewDate,
    source: row.source,
    member_id: row.memberId,
  };
}

/** The wire shape of a reward row. */
export function toDirectoryReward(row: RewardRow): DirectoryReward {
  return {
    id: row.id,
    reward_ident: row.rewardIdent as DirectoryReward['reward_ident'],
    super_title: row.superTitle,
    main_title: row.mainTitle,
    description: row.description,
    member_id: row.memberId,
  };
}

/** A site's active offices in display order. */
export async function listOffices(db: Database, siteId: string): Promise<OfficeRow[]> {
  return db
    .select()
    .from(offices)
    .where(and(eq(offices.siteId, siteId), eq(offices.active, true)))
    .orderBy(asc(offices.position), asc(offices.id));
}

/** Which members to list. */
export interface MemberQuery {
  /** Only this kind; omitted: every kind. */
  kind?: MemberContextType;
  /** Only members of this office. */
  officeId?: number;
  /** Inactive members too (the directory's editing screens); default false. */
  includeInactive?: boolean;
}

/** A site's members in display order (`position`, then name). */
export async function listMembers(db: Database, siteId: string, query: MemberQuery = {}): Promise<MemberRow[]> {
  const conditions = [eq(members.siteId, siteId)];
  if (!query.includeInactive) conditions.push(eq(members.active, true));
  if (query.kind) conditions.push(eq(members.kind, query.kind));
  if (query.officeId !== undefined) conditions.push(eq(members.officeId, query.officeId));
  return db
    .select()
    .from(members)
    .where(and(...conditions))
    .orderBy(asc(members.position), asc(members.name), asc(members.id));
}

/** The active member of a site with this slug, or null. */
export async function findMemberBySlug(db: Database, siteId: string, slug: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.slug, slug), eq(members.active, true)))
    .limit(1);
  return row ?? null;
}

/** The office of a site with this id (active or not), or null. */
export async function findOffice(db: Database, siteId: string, id: number): Promise<OfficeRow | null> {
  const [row] = await db
    .select()
    .from(offices)
    .where(and(eq(offices.siteId, siteId), eq(offices.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * The published broker and office a feed listing names (`ListAgentKey`, `ListOfficeKey`), for its
 * page's broker card; the broker's own office when the listing names no office of the site.
 */
export async function findListingAgent(
  db: Database,
  siteId: string,
  keys: { listAgentKey: string | null; listOfficeKey: string | null },
): Promise<{ member: MemberRow | null; office: OfficeRow | null }> {
  const [member] = keys.listAgentKey
    ? await db
        .select()
        .from(members)
        .where(and(eq(members.siteId, siteId), eq(members.memberKey, keys.listAgentKey), eq(members.active, true)))
        .limit(1)
    : [];
  const [office] = keys.listOfficeKey
    ? await db
        .select()
        .from(offices)
        .where(and(eq(offices.siteId, siteId), eq(offices.officeKey, keys.listOfficeKey), eq(offices.active, true)))
        .limit(1)
    : [];
  const ownOffice = !office && member?.officeId ? await findOffice(db, siteId, member.officeId) : null;
  return { member: member ?? null, office: office ?? (ownOffice?.active ? ownOffice : null) };
}

/** Thrown when a member's slug is already another member's on the same site. */
export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`The slug ${slug} is already used by another member of this site`);
  }
}

async function assertSlugFree(db: Database, siteId: string, slug: string, exceptId?: number): Promise<void> {
  const conditions = [eq(members.siteId, siteId), eq(members.slug, slug)];
  if (exceptId !== undefined) conditions.push(ne(members.id, exceptId));
  const [taken] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw new SlugTakenError(slug);
}

/**
 * Inserts a member.
 * @throws SlugTakenError when the slug is taken on this site.
 */
export async function insertMember(db: Database, input: NewMemberRow): Promise<MemberRow> {
  await assertSlugFree(db, input.siteId, input.slug);
  const [row] = await db.insert(members).values(input).returning();
  return row;
}

/**
 * Updates a member of a site; null when no member of this site has the id.
 * @throws SlugTakenError when the new slug is another member's.
 */
export async function updateMember(db: Database, siteId: string, id: number, changes: Partial<Omit<NewMemberRow, 'id' | 'siteId'>>): Promise<MemberRow | null> {
  if (changes.slug) await assertSlugFree(db, siteId, changes.slug, id);
  const [row] = await db
    .update(members)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(members.siteId, siteId), eq(members.id, id)))
    .returning();
  return row ?? null;
}

/** Inserts offices, in order; @returns the rows. */
export async function insertOffices(db: Database, input: NewOfficeRow[]): Promise<OfficeRow[]> {
  return input.length === 0 ? [] : db.insert(offices).values(input).returning();
}

/** Inserts partners. */
export async function insertPartners(db: Database, input: NewPartnerRow[]): Promise<PartnerRow[]> {
  return input.length === 0 ? [] : db.insert(partners).values(input).returning();
}

/** Inserts bank partners. */
export async function insertBankPartners(db: Database, input: NewBankPartnerRow[]): Promise<BankPartnerRow[]> {
  return input.length === 0 ? [] : db.insert(bankPartners).values(input).returning();
}

/** Inserts testimonials. */
export async function insertTestimonials(db: Database, input: NewTestimonialRow[]): Promise<TestimonialRow[]> {
  return input.length === 0 ? [] : db.insert(testimonials).values(input).returning();
}

/** Inserts rewards. */
export async function insertRewards(db: Database, input: NewRewardRow[]): Promise<RewardRow[]> {
  return input.length === 0 ? [] : db.insert(rewards).values(input).returning();
}

/** A site's active partners in display order. */
export async function listPartners(db: Database, siteId: string): Promise<PartnerRow[]> {
  return db
    .select()
    .from(partners)
    .where(and(eq(partners.siteId, siteId), eq(partners.active, true)))
    .orderBy(asc(partners.position), asc(partners.id));
}

/** A site's active bank partners in display order. */
export async function listBankPartners(db: Database, siteId: string): Promise<BankPartnerRow[]> {
  return db
    .select()
    .from(bankPartners)
    .where(and(eq(bankPartners.siteId, siteId), eq(bankPartners.active, true)))
    .orderBy(asc(bankPartners.position), asc(bankPartners.id));
}

/** A site's active testimonials in display order; with `memberIds`, only those about these members. */
export async function listTestimonials(db: Database, siteId: string, memberIds?: number[]): Promise<TestimonialRow[]> {
  const conditions = [eq(testimonials.siteId, siteId), eq(testimonials.active, true)];
  if (memberIds) {
    if (memberIds.length === 0) return [];
    conditions.push(inArray(testimonials.memberId, memberIds));
  }
  return db
    .select()
    .from(testimonials)
    .where(and(...conditions))
    .orderBy(asc(testimonials.position), asc(testimonials.id));
}

/** A site's active rewards in display order. */
export async function listRewards(db: Database, siteId: string): Promise<RewardRow[]> {
  return db
    .select()
    .from(rewards)
    .where(and(eq(rewards.siteId, siteId), eq(rewards.active, true)))
    .orderBy(asc(rewards.position), asc(rewards.id));
}
