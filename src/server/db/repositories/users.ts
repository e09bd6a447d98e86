/**
 * Users repository: CMS editors and admins. E-mails are stored lower-case and
 * unique; passwords only as argon2id hashes (see src/server/auth/password.ts).
 */
import { asc, count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../client';
import { users, type UserRow } from '../schema';
import { grantSiteRole } from './siteMemberships';

/** A CMS role: `editor` (content) or `admin` (also settings, script blocks, head elements, users). */
export type UserRole = 'editor' | 'admin';

/** The user as the API shows it (never the hash). */
export interface PublicUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
}

/** A user's public shape: `{ id, email, name, role }`. */
export function toPublicUser(row: UserRow): PublicUser {
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

/** Lower-cased, trimmed e-mail: the form every lookup and insert uses. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user with this e-mail (any case), or null. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return row ?? null;
}

/** The user with this id, or null. */
export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Every user, by e-mail. */
export async function listUsers(db: Database): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.email));
}

/** Number of users (the seed creates the first admin when it is 0). */
export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}

/** Fields of a new user; `passwordHash` is an argon2id PHC string. */
export interface NewUser {
  email: string;
  name?: string;
  role: UserRole;
  passwordHash: string;
  /** Sites where the user gets `role`: every existing site (default) or these site ids. */
  sites?: 'all' | string[];
}

/**
 * Inserts a user (e-mail lower-cased) with `role` on `input.sites` (default every existing site).
 * @throws on a duplicate e-mail (unique violation)
 */
export async function insertUser(db: Database, input: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ id: randomUUID(), email: normalizeEmail(input.email), name: input.name?.trim() ?? '', role: input.role, passwordHash: input.passwordHash })
    .returning();
  await grantSiteRole(db, row.id, input.sites ?? 'all', input.role);
  return row;
}

/** Replaces a user's password hash. @returns false when no user has this id. */
export async function updateUserPassword(db: Database, id: string, passwordHash: string): Promise<boolean> {
  const rows = await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
