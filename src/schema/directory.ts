/**
 * Directory wire shapes (spec 001 §3 "Member card item", "Member cards block", "Office item and
 * Office (directory)", "Partner item", "Bank partner", "Reward item", "Testimonial items"), shared
 * by the content API (which feeds them to blocks), its clients and the people blocks.
 *
 * A directory record is what the site's directory holds (one broker, one office…); the server
 * turns records into the item blocks the spec's blocks carry (`member_cards_repeater`,
 * `offices_list`, `succursales`).
 */
import { z } from 'zod';
import { fieldMeta } from './content';
import { BROKERS_PATH, MEMBER_NAME_QUERY, OFFICES_PATH, memberProfilePath, REWARD_IDENTS } from './directoryValues';
import { linkUrl, mediaUrl, requiredWebUrl } from './safeUrl';

const optionalLocalized = z.object({ fr: z.string().optional(), en: z.string().optional() });
/** An image of a record (portrait, logo, photo): an https:// address or a site path; null → the placeholder. */
export const recordImage = () => mediaUrl.nullable();

/** The members `context_type` values (spec 001 §5), one per kind of directory member. */
export const memberContextType = z.enum(['brokers', 'teams', 'admins', 'directors']);
export type MemberContextType = z.infer<typeof memberContextType>;




/** Slugs of profile paths: lowercase letters, digits and single hyphens. */
export const memberSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug').max(80);

/** A social profile link: the network's name and the profile's web address (http(s) only: src/schema/safeUrl.ts). */
export const socialLink = z.object({ network: z.string().min(1).max(40), url: requiredWebUrl });

/** One line of opening hours: days per locale, schema.org days of week, `HH:MM` opening and closing. */
export const openingHours = z.object({
  days: optionalLocalized,
  day_of_week: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])),
  opens: z.string().regex(/^\d{2}:\d{2}$/),
  closes: z.string().regex(/^\d{2}:\d{2}$/),
});
export type OpeningHours = z.infer<typeof openingHours>;

/**
 * An office of the directory (spec 001 §3 "Office (directory)": id, name, photo, latitude,
 * longitude, address per locale (street, city), phone (display, intl), email) plus postal code and
 * opening hours. Coordinates in decimal degrees; `photo` null → the office placeholder.
 */
export const directoryOffice = z.object({
  id: z.number().int(),
  name: optionalLocalized,
  photo: recordImage(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: z.object({
    fr: z.object({ street: z.string(), city: z.string() }).optional(),
    en: z.object({ street: z.string(), city: z.string() }).optional(),
  }),
  postal_code: z.string().optional(),
  phone: z.object({ display: z.string(), intl: z.string() }),
  email: z.string(),
  opening_hours: z.array(openingHours).optional(),
});
export type DirectoryOffice = z.infer<typeof directoryOffice>;

/** Server data of the offices blocks (spec 001 §3 "Server data feeding blocks": offices `{succursales}`). */
export const officesFeed = z.object({ succursales: z.array(directoryOffice) });
export type OfficesFeed = z.infer<typeof officesFeed>;
fieldMeta.add(officesFeed, { serverData: true });

/** One entry of a member cards block's office filter (spec 001 §3 `offices_list`: id, multilingual label). */
export const officeOption = z.object({ id: z.number().int(), label: optionalLocalized });
export type OfficeOption = z.infer<typeof officeOption>;

/**
 * A member of the directory as the content API gives it (a broker, a team, an admin, a director):
 * portrait URL (null → the member placeholder), title and biography (HTML) per locale, contact,
 * languages spoken (ISO 639-1), social links, office id, licence number, designations per locale.
 */
export const directoryMember = z.object({
  id: z.number().int(),
  kind: memberContextType,
  name: z.string().min(1).max(120),
  slug: memberSlug,
  avatar: recordImage(),
  title: optionalLocalized,
  bio: optionalLocalized,
  phone: z.object({ display: z.string(), intl: z.string() }),
  email: z.string(),
  languages: z.array(z.string().length(2)),
  social_links: z.array(socialLink),
  office_id: z.number().int().nullable(),
  licence_number: z.string(),
  designations: z.object({ fr: z.array(z.string()).optional(), en: z.array(z.string()).optional() }),
  position: z.number().int(),
  active: z.boolean(),
});
export type DirectoryMember = z.infer<typeof directoryMember>;

/** What a write of a member accepts (the id, position and active flag are optional). */
export const memberInput = directoryMember.omit({ id: true }).extend({
  position: z.number().int().min(0).default(0),
  active: z.boolean().default(true),
  email: z.union([z.email(), z.literal('')]),
});
export type MemberInput = z.input<typeof memberInput>;

/** A partner tag (spec 001 §3 `tags_repeater`: multilingual name, background and text colour). */
export const partnerTag = z.object({
  name: optionalLocalized,
  bg_color: z.string().regex(/^#[0-9a-f]{6}$/i),
  text_color: z.string().regex(/^#[0-9a-f]{6}$/i),
});

/** A partner of the directory (spec 001 §3 "Partner item"): logo, name, description per locale, tags, link per locale. */
export const directoryPartner = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  logo: recordImage(),
  description: optionalLocalized,
  tags: z.array(partnerTag),
  /** The partner's link per locale: its web site, or a site path, e-mail or phone (safeUrl.ts `linkUrl`). */
  url: z.object({ fr: linkUrl.optional(), en: linkUrl.optional() }),
});
export type DirectoryPartner = z.infer<typeof directoryPartner>;

/** A bank partner (spec 001 §3 "Bank partner": logo, name, employees). */
export const directoryBankPartner = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  logo: recordImage(),
  employees: z.array(
    z.object({
      name: z.string(),
      avatar_url: recordImage(),
      title: optionalLocalized,
      phone_display: z.string().optional(),
      phone_intl: z.string().optional(),
      email: z.string().optional(),
    }),
  ),
});
export type DirectoryBankPartner = z.infer<typeof directoryBankPartner>;

export const rewardIdent = z.enum(REWARD_IDENTS);

/** A reward (spec 001 §3 "Reward item": reward_ident, super_title, main_title, description). */
export const directoryReward = z.object({
  id: z.number().int(),
  reward_ident: rewardIdent,
  super_title: optionalLocalized,
  main_title: optionalLocalized,
  description: optionalLocalized,
  member_id: z.number().int().nullable(),
});
export type DirectoryReward = z.infer<typeof directoryReward>;

/**
 * A testimonial (spec 001 §3 "Testimonial items": author name, subtitle and avatar, text per
 * locale, score out of 5, `review_date` `YYYY-MM-DD`, source, optional broker).
 */
export const directoryTestimonial = z.object({
  id: z.number().int(),
  author_name: z.string().min(1),
  author_subtitle: optionalLocalized,
  author_avatar: recordImage(),
  description: optionalLocalized,
  review_score: z.number().min(0).max(5).nullable(),
  review_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  source: z.string(),
  member_id: z.number().int().nullable(),
});
export type DirectoryTestimonial = z.infer<typeof directoryTestimonial>;

export { BROKERS_PATH, MEMBER_NAME_QUERY, OFFICES_PATH, memberProfilePath, REWARD_IDENTS };
