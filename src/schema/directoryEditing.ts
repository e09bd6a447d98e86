/**
 * What the directory's editing screens send and receive (spec 001 §3 directory collections, the
 * QA directory screen): one record shape per collection, parsed whole by the CMS API on every
 * create and update (422 with field messages otherwise), and the collection names of the
 * `/api/cms/directory/{collection}` routes.
 *
 * Records carry neither their id, display order, active flag nor revision: those travel beside
 * them ({@link DirectoryItem}) and change through their own routes (reorder, deactivate).
 */
import { z } from 'zod';
import { memberContextType, memberSlug, openingHours, partnerTag, rewardIdent, socialLink } from './directory';

const localizedText = (max: number) => z.object({ fr: z.string().trim().max(max).optional(), en: z.string().trim().max(max).optional() });
const requiredLocalized = (max: number, message: string) =>
  localizedText(max).refine((value) => Boolean(value.fr || value.en), { error: message });
const imageUrl = z.string().trim().max(2000).nullable();
const email = z.union([z.email('Enter a valid e-mail address.'), z.literal('')]);
const phone = z.object({ display: z.string().trim().max(40), intl: z.union([z.string().regex(/^\+\d{6,15}$/, 'Enter the number as +15145550123.'), z.literal('')]) });

/** The editing collections, in the order of the QA screen's tabs. */
export const DIRECTORY_COLLECTIONS = ['members', 'offices', 'partners', 'bank-partners', 'testimonials', 'rewards'] as const;
export const directoryCollection = z.enum(DIRECTORY_COLLECTIONS);
export type DirectoryCollection = z.infer<typeof directoryCollection>;

/** A member as edited: kind, name, profile slug, portrait, title and biography per locale, contact, office. */
export const memberRecord = z.object({
  kind: memberContextType,
  name: z.string().trim().min(1, 'Enter the name.').max(120),
  slug: memberSlug,
  avatar: imageUrl,
  title: localizedText(160),
  bio: localizedText(20000),
  phone,
  email,
  languages: z.array(z.string().regex(/^[a-z]{2}$/, 'Use two-letter language codes (fr, en).')).max(20),
  social_links: z.array(socialLink).max(10),
  office_id: z.number().int().positive().nullable(),
  licence_number: z.string().trim().max(40),
  designations: z.object({ fr: z.array(z.string().trim().max(120)).max(10).optional(), en: z.array(z.string().trim().max(120)).max(10).optional() }),
});
export type MemberRecord = z.infer<typeof memberRecord>;

/** An office as edited: name and street per locale, city, postal code, coordinates (decimal degrees), contact, hours. */
export const officeRecord = z.object({
  name: requiredLocalized(120, 'Enter the name in French or in English.'),
  photo: imageUrl,
  street: localizedText(200),
  city: z.string().trim().min(1, 'Enter the city.').max(120),
  postal_code: z.string().trim().max(10),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  phone,
  email,
  opening_hours: z.array(openingHours).max(14),
});
export type OfficeRecord = z.infer<typeof officeRecord>;

/** A partner as edited: name, logo, description and link per locale, tags. */
export const partnerRecord = z.object({
  name: z.string().trim().min(1, 'Enter the name.').max(120),
  logo: imageUrl,
  description: localizedText(2000),
  tags: z.array(partnerTag).max(20),
  url: z.object({ fr: z.union([z.url(), z.literal('')]).optional(), en: z.union([z.url(), z.literal('')]).optional() }),
});
export type PartnerRecord = z.infer<typeof partnerRecord>;

/** A bank partner as edited: name, logo, employees. */
export const bankPartnerRecord = z.object({
  name: z.string().trim().min(1, 'Enter the name.').max(120),
  logo: imageUrl,
  employees: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'Enter the name.').max(120),
        avatar_url: imageUrl,
        title: localizedText(160),
        phone_display: z.string().trim().max(40).optional(),
        phone_intl: z.string().trim().max(20).optional(),
        email: email.optional(),
      }),
    )
    .max(50),
});
export type BankPartnerRecord = z.infer<typeof bankPartnerRecord>;

/** A testimonial as edited: author, text per locale, score out of 5, day `YYYY-MM-DD`, source, broker. */
export const testimonialRecord = z.object({
  author_name: z.string().trim().min(1, 'Enter the author’s name.').max(120),
  author_subtitle: localizedText(160),
  author_avatar: imageUrl,
  description: requiredLocalized(4000, 'Enter the testimonial in French or in English.'),
  review_score: z.number().min(0).max(5).nullable(),
  review_date: z.iso.date('Enter a date as YYYY-MM-DD.'),
  source: z.string().trim().min(1).max(40),
  member_id: z.number().int().positive().nullable(),
});
export type TestimonialRecord = z.infer<typeof testimonialRecord>;

/** A reward as edited: badge, titles and description per locale, broker. */
export const rewardRecord = z.object({
  reward_ident: rewardIdent,
  super_title: localizedText(160),
  main_title: requiredLocalized(160, 'Enter the title in French or in English.'),
  description: localizedText(2000),
  member_id: z.number().int().positive().nullable(),
});
export type RewardRecord = z.infer<typeof rewardRecord>;

/** The record schema of each collection. */
export const directoryRecordSchemas = {
  members: memberRecord,
  offices: officeRecord,
  partners: partnerRecord,
  'bank-partners': bankPartnerRecord,
  testimonials: testimonialRecord,
  rewards: rewardRecord,
} as const satisfies Record<DirectoryCollection, z.ZodType>;

/** One record of a collection as the editing API lists it. */
export interface DirectoryItem<R = Record<string, unknown>> {
  id: number;
  record: R;
  /** Display order (smallest first). */
  position: number;
  active: boolean;
  revision: number;
  updated_at: string;
}
