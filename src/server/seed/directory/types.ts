/**
 * What the seed writes into a site's directory (src/server/db/schema.ts: offices, members,
 * partners, bank partners, testimonials, rewards). Offices are referred to by their index in
 * `offices`, members by their slug.
 */
import type { NewBankPartnerRow, NewMemberRow, NewOfficeRow, NewPartnerRow, NewRewardRow, NewTestimonialRow } from '../../db/schema';

type Seeded<T> = Omit<T, 'siteId' | 'id'>;

export interface SeedDirectory {
  offices: Seeded<NewOfficeRow>[];
  /** `office`: index in `offices`. */
  members: (Omit<Seeded<NewMemberRow>, 'officeId'> & { office?: number })[];
  partners: Seeded<NewPartnerRow>[];
  bankPartners: Seeded<NewBankPartnerRow>[];
  /** `member`: the slug of the broker the testimonial is about. */
  testimonials: (Omit<Seeded<NewTestimonialRow>, 'memberId'> & { member?: string })[];
  rewards: (Omit<Seeded<NewRewardRow>, 'memberId'> & { member?: string })[];
}
