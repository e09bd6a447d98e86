/**
 * Per-site roles (`site_memberships`): what a user may do on one site. Authorization reads
 * {@link siteRoleOf} for the request's site; a user with no membership there is nobody on it.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { siteMemberships, sites, users, type SiteMembershipRow, type UserRow } from '../schema';
import type { UserRole } from './users';

/** The user's role on the site, or null when the user has none there. */
export async function siteRoleOf(db: Database, userId: string, siteId: string): Promise<UserRole | null> {
  const [row] = await db
    .select({ role: siteMemberships.role })
    .from(siteMemberships)
    .where(and(eq(siteMemberships.userId, userId), eq(siteMemberships.siteId, siteId)))
    .limit(1);
  return row?.role ?? null;
}

/** Gives the user `role` on each site (replacing a previous role there). `'all'`: every existing site. */
export async function grantSiteRole(db: Database, userId: string, siteIds: string[] | 'all', role: UserRole): Promise<void> {
  const ids = siteIds === 'all' ? (await db.select({ id: sites.id }).from(sites)).map((s) => s.id) : siteIds;
  if (ids.length === 0) return;
  await db
    .insert(siteMemberships)
    .values(ids.map((siteId) => ({ userId, siteId, role })))
    .onConflictDoUpdate({ target: [siteMemberships.userId, siteMemberships.siteId], set: { role } });
}

/** Removes the user's role on one site. @returns false when there was none. */
export async function revokeSiteRole(db: Database, userId: string, siteId: string): Promise<boolean> {
  const rows = await db
    .delete(siteMemberships)
    .where(and(eq(siteMemberships.userId, userId), eq(siteMemberships.siteId, siteId)))
    .returning({ userId: siteMemberships.userId });
  return rows.length > 0;
}

/** Every membership of a user, by site id. */
export async function membershipsOf(db: Database, userId: string): Promise<SiteMembershipRow[]> {
  return db.select().from(siteMemberships).where(eq(siteMemberships.userId, userId)).orderBy(asc(siteMemberships.siteId));
}

/** The users with a role on the site, with that role, by e-mail. */
export async function listSiteUsers(db: Database, siteId: string): Promise<{ user: UserRow; role: UserRole }[]> {
  const rows = await db
    .select({ user: users, role: siteMemberships.role })
    .from(siteMemberships)
    .innerJoin(users, eq(users.id, siteMemberships.userId))
    .where(eq(siteMemberships.siteId, siteId))
    .orderBy(asc(users.email));
  return rows;
}
