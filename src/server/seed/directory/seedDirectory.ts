/**
 * Writes a site's seeded directory: offices first (members refer to them by index), then members,
 * partners, bank partners, testimonials and rewards (these refer to members by slug).
 */
import type { Database } from '../../db/client';
import { insertBankPartners, insertMember, insertOffices, insertPartners, insertRewards, insertTestimonials } from '../../db/repositories/directory';
import type { SeedDirectory } from './types';

/** What was written. */
export interface SeedDirectoryReport {
  offices: number;
  members: number;
}

/** Seeds `directory` into `siteId`, in order (positions follow the seed's order). */
export async function seedDirectory(db: Database, siteId: string, directory: SeedDirectory | undefined): Promise<SeedDirectoryReport> {
  if (!directory) return { offices: 0, members: 0 };
  const offices = await insertOffices(
    db,
    directory.offices.map((office, position) => ({ ...office, siteId, position })),
  );
  const memberIds = new Map<string, number>();
  for (const [position, { office, ...member }] of directory.members.entries()) {
    const row = await insertMember(db, { ...member, siteId, position, officeId: office === undefined ? null : offices[office].id });
    memberIds.set(row.slug, row.id);
  }
  const memberId = (slug: string | undefined) => (slug ? (memberIds.get(slug) ?? null) : null);
  await insertPartners(db, directory.partners.map((partner, position) => ({ ...partner, siteId, position })));
  await insertBankPartners(db, directory.bankPartners.map((bank, position) => ({ ...bank, siteId, position })));
  await insertTestimonials(db, directory.testimonials.map(({ member, ...item }, position) => ({ ...item, siteId, position, memberId: memberId(member) })));
  await insertRewards(db, directory.rewards.map(({ member, ...item }, position) => ({ ...item, siteId, position, memberId: memberId(member) })));
  return { offices: offices.length, members: memberIds.size };
}
