/**
 * Storage of the directory's editing API: per collection, its table, the mapping between rows and
 * edited records (src/schema/directoryEditing.ts), the text a search matches; and the writes every
 * collection shares (insert at the end of the display order, update and (de)activate from an
 * expected revision, reorder, delete). Every row is read and written within one site.
 */
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { cmsDirectoryItem } from '../../schema/cmsAnswers';
import {
  FEED_OWNED_FIELDS,
  directoryRecordSchemas,
  type BankPartnerRecord,
  type DirectoryCollection,
  type DirectoryItem,
  type MemberRecord,
  type OfficeRecord,
  type PartnerRecord,
  type RewardRecord,
  type TestimonialRecord,
} from '../../schema/directoryEditing';
import type { Database } from '../db/client';
import { canonicalJson } from './canonicalJson';
import { toDirectoryMember, toDirectoryPartner, toDirectoryReward, toDirectoryTestimonial } from '../db/repositories/directory';
import { bankPartners, members, offices, partners, rewards, testimonials, type StoredOpeningHours } from '../db/schema';

/** The columns every directory table shares. */
interface CommonRow {
  id: number;
  siteId: string;
  position: number;
  active: boolean;
  revision: number;
  updatedAt: Date;
}

/** How one collection is stored. */
interface CollectionStorage {
  /** The drizzle table (the shared columns are read through {@link CommonRow}). */
  table: typeof members | typeof offices | typeof partners | typeof bankPartners | typeof testimonials | typeof rewards;
  /** Audit entity name (`member`, `office`…). */
  entity: string;
  /** The edited record of a row. */
  toRecord(row: never): Record<string, unknown>;
  /** The row columns of a parsed record. */
  toColumns(record: never): Record<string, unknown>;
  /** Text a search matches (names, titles, cities…), lowercased. */
  searchText(row: never): string;
}

/** A wire shape without its row id: the editable record. */
function withoutId<T extends { id: number }>({ id: _id, ...record }: T): Omit<T, 'id'> {
  return record;
}

const texts = (...values: (string | undefined | null)[]) => values.filter(Boolean).join(' ').toLowerCase();

/** Per collection: table, entity and mappings. */
export const collectionStorage: Record<DirectoryCollection, CollectionStorage> = {
  members: {
    table: members,
    entity: 'member',
    toRecord: (row: typeof members.$inferSelect): MemberRecord => {
      const { id: _id, position: _position, active: _active, ...record } = toDirectoryMember(row);
      return record;
    },
    toColumns: (record: MemberRecord) => ({
      kind: record.kind,
      name: record.name,
      slug: record.slug,
      avatarUrl: record.avatar || null,
      title: record.title,
      bio: record.bio,
      phoneDisplay: record.phone.display,
      phoneIntl: record.phone.intl,
      email: record.email,
      languages: record.languages,
      socialLinks: record.social_links,
      officeId: record.office_id,
      licenceNumber: record.licence_number,
      designations: record.designations,
    }),
    searchText: (row: typeof members.$inferSelect) => texts(row.name, row.slug, row.email, row.title.fr, row.title.en),
  },
  offices: {
    table: offices,
    entity: 'office',
    toRecord: (row: typeof offices.$inferSelect): OfficeRecord => ({
      name: row.name,
      photo: row.photoUrl,
      street: row.street,
      city: row.city,
      postal_code: row.postalCode,
      latitude: row.latitude,
      longitude: row.longitude,
      phone: { display: row.phoneDisplay, intl: row.phoneIntl },
      email: row.email,
      opening_hours: row.openingHours as OfficeRecord['opening_hours'],
    }),
    toColumns: (record: OfficeRecord) => ({
      name: record.name,
      photoUrl: record.photo || null,
      street: record.street,
      city: record.city,
      postalCode: record.postal_code,
      latitude: record.latitude,
      longitude: record.longitude,
      phoneDisplay: record.phone.display,
      phoneIntl: record.phone.intl,
      email: record.email,
      openingHours: record.opening_hours as StoredOpeningHours[],
    }),
    searchText: (row: typeof offices.$inferSelect) => texts(row.name.fr, row.name.en, row.city, row.street.fr, row.street.en),
  },
  partners: {
    table: partners,
    entity: 'partner',
    toRecord: (row: typeof partners.$inferSelect): PartnerRecord => withoutId(toDirectoryPartner(row)),
    toColumns: (record: PartnerRecord) => ({ name: record.name, logoUrl: record.logo || null, description: record.description, tags: record.tags, url: record.url }),
    searchText: (row: typeof partners.$inferSelect) => texts(row.name, ...row.tags.flatMap((tag) => [tag.name.fr, tag.name.en])),
  },
  'bank-partners': {
    table: bankPartners,
    entity: 'bank_partner',
    toRecord: (row: typeof bankPartners.$inferSelect): BankPartnerRecord => ({ name: row.name, logo: row.logoUrl, employees: row.employees as BankPartnerRecord['employees'] }),
    toColumns: (record: BankPartnerRecord) => ({
      name: record.name,
      logoUrl: record.logo || null,
      employees: record.employees.map((employee) => ({ ...employee, title: employee.title })),
    }),
    searchText: (row: typeof bankPartners.$inferSelect) => texts(row.name, ...row.employees.map((employee) => employee.name)),
  },
  testimonials: {
    table: testimonials,
    entity: 'testimonial',
    toRecord: (row: typeof testimonials.$inferSelect): TestimonialRecord => withoutId(toDirectoryTestimonial(row)),
    toColumns: (record: TestimonialRecord) => ({
      authorName: record.author_name,
      authorSubtitle: record.author_subtitle,
      authorAvatarUrl: record.author_avatar || null,
      text: record.description,
      score: record.review_score,
      reviewDate: record.review_date,
      source: record.source,
      memberId: record.member_id,
    }),
    searchText: (row: typeof testimonials.$inferSelect) => texts(row.authorName, row.text.fr, row.text.en, row.source),
  },
  rewards: {
    table: rewards,
    entity: 'reward',
    toRecord: (row: typeof rewards.$inferSelect): RewardRecord => withoutId(toDirectoryReward(row)),
    toColumns: (record: RewardRecord) => ({
      rewardIdent: record.reward_ident,
      superTitle: record.super_title,
      mainTitle: record.main_title,
      description: record.description,
      memberId: record.member_id,
    }),
    searchText: (row: typeof rewards.$inferSelect) => texts(row.rewardIdent, row.mainTitle.fr, row.mainTitle.en, row.superTitle.fr, row.superTitle.en),
  },
};

/** The parsed record type of a collection. */
export type RecordOf<C extends DirectoryCollection> = z.infer<(typeof directoryRecordSchemas)[C]>;

// Drizzle cannot type a query over a union of tables: the shared columns are reached through this view.
type AnyTable = typeof members;
const tableOf = (collection: DirectoryCollection) => collectionStorage[collection].table as unknown as AnyTable;
type AnyRow = CommonRow & Record<string, unknown>;

/** The listed shape of a row. */
export function toItem(collection: DirectoryCollection, row: AnyRow): DirectoryItem {
  return {
    id: row.id,
    record: collectionStorage[collection].toRecord(row as never),
    position: row.position,
    active: row.active,
    revision: row.revision,
    updated_at: row.updatedAt.toISOString(),
    feed: feedSourceOf(collection, row),
  } satisfies z.input<typeof cmsDirectoryItem>;
}

/** The feed's key and owned fields of a roster member or office; null for a record typed in QA. */
export function feedSourceOf(collection: DirectoryCollection, row: AnyRow): DirectoryItem['feed'] {
  const key = collection === 'members' ? row.memberKey : collection === 'offices' ? row.officeKey : null;
  return typeof key === 'string' && (collection === 'members' || collection === 'offices') ? { key, fields: FEED_OWNED_FIELDS[collection] } : null;
}

/** The feed-owned fields a save would change on a roster record (empty: none, or not from the feed). */
export function changedFeedFields(collection: DirectoryCollection, row: AnyRow, record: Record<string, unknown>): string[] {
  const source = feedSourceOf(collection, row);
  if (!source) return [];
  const stored = collectionStorage[collection].toRecord(row as never);
  return source.fields.filter((field) => canonicalJson(stored[field] ?? null) !== canonicalJson(record[field] ?? null));
}

/** Filters of a collection's list. */
export interface DirectoryListQuery {
  /** Words the search text must hold (case-insensitive). */
  q?: string;
  /** Members only: this kind. */
  kind?: string;
  /** Members only: this office. */
  officeId?: number;
  /** Only active (true) or inactive (false) records; omitted: both. */
  active?: boolean;
}

/** Every row of a site's collection in display order (position, then id), filtered. */
export async function listDirectoryRows(db: Database, siteId: string, collection: DirectoryCollection, query: DirectoryListQuery = {}): Promise<AnyRow[]> {
  const table = tableOf(collection);
  const conditions = [eq(table.siteId, siteId)];
  if (query.active !== undefined) conditions.push(eq(table.active, query.active));
  if (collection === 'members') {
    if (query.kind) conditions.push(eq(members.kind, query.kind as typeof members.$inferSelect.kind));
    if (query.officeId !== undefined) conditions.push(eq(members.officeId, query.officeId));
  }
  const rows = (await db
    .select()
    .from(table)
    .where(and(...conditions))
    .orderBy(asc(table.position), asc(table.id))) as unknown as AnyRow[];
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  const searchText = collectionStorage[collection].searchText as (row: AnyRow) => string;
  return rows.filter((row) => {
    const text = searchText(row);
    return words.every((word) => text.includes(word));
  });
}

/** One row of a site's collection, or null. */
export async function findDirectoryRow(db: Database, siteId: string, collection: DirectoryCollection, id: number): Promise<AnyRow | null> {
  const table = tableOf(collection);
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.siteId, siteId), eq(table.id, id)))
    .limit(1);
  return (row as unknown as AnyRow) ?? null;
}

/** Inserts a record at the end of the display order. */
export async function insertDirectoryRow(db: Database, siteId: string, collection: DirectoryCollection, record: Record<string, unknown>): Promise<AnyRow> {
  const table = tableOf(collection);
  const [{ last }] = await db
    .select({ last: max(table.position) })
    .from(table)
    .where(eq(table.siteId, siteId));
  const columns = (collectionStorage[collection].toColumns as (record: unknown) => Record<string, unknown>)(record);
  const [row] = await db
    .insert(table)
    .values({ ...columns, siteId, position: (last ?? -1) + 1 } as never)
    .returning();
  return row as unknown as AnyRow;
}

/**
 * Writes columns of a row if its revision is still `expectedRevision` (null: whatever it is),
 * bumping the revision. @returns the row, or null when the revision moved (or the row is gone).
 */
export async function updateDirectoryRow(
  db: Database,
  siteId: string,
  collection: DirectoryCollection,
  id: number,
  expectedRevision: number | null,
  columns: Record<string, unknown>,
): Promise<AnyRow | null> {
  const table = tableOf(collection);
  const conditions = [eq(table.siteId, siteId), eq(table.id, id)];
  if (expectedRevision !== null) conditions.push(eq(table.revision, expectedRevision));
  const [row] = await db
    .update(table)
    .set({ ...columns, revision: sql`${table.revision} + 1`, updatedAt: new Date() } as never)
    .where(and(...conditions))
    .returning();
  return (row as unknown as AnyRow) ?? null;
}

/** The edited columns of a parsed record. */
export function recordColumns(collection: DirectoryCollection, record: unknown): Record<string, unknown> {
  return (collectionStorage[collection].toColumns as (record: unknown) => Record<string, unknown>)(record);
}

/**
 * Puts `ids` (records of the site's collection) in this display order: positions 0, 1, 2… in the
 * given order, the records not named after them in their current order. Revisions do not move
 * (the order is not part of an edited record).
 */
export async function reorderDirectoryRows(db: Database, siteId: string, collection: DirectoryCollection, ids: number[]): Promise<void> {
  const table = tableOf(collection);
  const rows = await listDirectoryRows(db, siteId, collection);
  const named = new Set(ids);
  const order = [...ids, ...rows.filter((row) => !named.has(row.id)).map((row) => row.id)];
  await db.transaction(async (tx) => {
    for (const [position, id] of order.entries()) {
      await tx
        .update(table)
        .set({ position } as never)
        .where(and(eq(table.siteId, siteId), eq(table.id, id)));
    }
  });
}

/** Deletes a row of a site's collection. */
export async function deleteDirectoryRow(db: Database, siteId: string, collection: DirectoryCollection, id: number): Promise<void> {
  const table = tableOf(collection);
  await db.delete(table).where(and(eq(table.siteId, siteId), eq(table.id, id)));
}

/** Ids among `ids` that are not records of the site's collection. */
export async function foreignIds(db: Database, siteId: string, collection: DirectoryCollection, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const table = tableOf(collection);
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.siteId, siteId), inArray(table.id, ids)));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * What still points at a record and loses it on delete: members of an office; testimonials and
 * rewards of a member. Empty for other collections.
 */
export async function dependentsOf(db: Database, siteId: string, collection: DirectoryCollection, id: number): Promise<Record<string, number>> {
  if (collection === 'offices') {
    const [row] = await db
      .select({ n: count() })
      .from(members)
      .where(and(eq(members.siteId, siteId), eq(members.officeId, id)));
    return row.n > 0 ? { members: row.n } : {};
  }
  if (collection === 'members') {
    const [t] = await db
      .select({ n: count() })
      .from(testimonials)
      .where(and(eq(testimonials.siteId, siteId), eq(testimonials.memberId, id)));
    const [r] = await db
      .select({ n: count() })
      .from(rewards)
      .where(and(eq(rewards.siteId, siteId), eq(rewards.memberId, id)));
    return { ...(t.n > 0 ? { testimonials: t.n } : {}), ...(r.n > 0 ? { rewards: r.n } : {}) };
  }
  return {};
}
