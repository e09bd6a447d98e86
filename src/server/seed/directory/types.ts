/**
 * What the seed writes into a site's directory (src/server/db/schema.ts: offices, members,
 * partners, bank partners, testimonials, rewards). Offices are referred to by their index in
 * `offices`, members by their slug. Also the testimonial row builder both sites' seeds share.
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

/** A testimonial as the seed files write it: author, subtitle (fr, en), text (fr, en), score, `YYYY-MM-DD`, source, the broker's slug. */
export type SeedTestimonialRow = [author: string, subtitle: [string, string], fr: string, en: string, score: number, date: string, source: string, member?: string];

/** A seed testimonial row as a directory testimonial (no avatar: the author placeholder). */
export function seedTestimonial([author, subtitle, fr, en, score, date, source, member]: SeedTestimonialRow): SeedDirectory['testimonials'][number] {
  return {
    authorName: author,
    authorSubtitle: { fr: subtitle[0], en: subtitle[1] },
    authorAvatarUrl: null,
    text: { fr, en },
    score,
    reviewDate: date,
    source,
    ...(member ? { member } : {}),
  };
}
