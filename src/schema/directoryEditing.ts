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
import { fieldMeta, type FieldMeta } from './content';
import { memberContextType, memberSlug, openingHours, partnerTag, recordImage, rewardIdent, socialLink } from './directory';
import { linkUrl } from './safeUrl';

/** `schema` with its editor label (and widget): the QA directory screen's forms are generated from these schemas. */
function labelled<T extends z.ZodType>(schema: T, fr: string, en: string, widget?: FieldMeta['widget']): T {
  fieldMeta.add(schema, { label: { fr, en }, ...(widget ? { widget } : {}) });
  return schema;
}

const localizedText = (max: number) => z.object({ fr: z.string().trim().max(max).optional(), en: z.string().trim().max(max).optional() });
const requiredLocalized = (max: number, message: string) =>
  localizedText(max).refine((value) => Boolean(value.fr || value.en), { error: message });
/** A portrait, logo or photo: an https:// address or a site path (src/schema/safeUrl.ts), empty or null for none. */
const imageUrl = recordImage;
/** Empty, or what `format` accepts (a plain string for the forms, which do not edit unions). */
const emptyOr = (format: z.ZodType, message: string, max = 2000) => z.string().trim().max(max).refine((value) => value === '' || format.safeParse(value).success, { error: message });
const email = () => labelled(emptyOr(z.email(), 'Enter a valid e-mail address.', 254), 'Courriel', 'E-mail');
const phone = () =>
  labelled(
    z.object({
      display: labelled(z.string().trim().max(40), 'Tel qu’affiché', 'As shown'),
      intl: labelled(emptyOr(z.string().regex(/^\+\d{6,15}$/), 'Enter the number as +15145550123.', 20), 'Format international', 'International format'),
    }),
    'Téléphone',
    'Phone',
  );

/** The editing collections, in the order of the QA screen's tabs. */
export const DIRECTORY_COLLECTIONS = ['members', 'offices', 'partners', 'bank-partners', 'testimonials', 'rewards'] as const;
export const directoryCollection = z.enum(DIRECTORY_COLLECTIONS);
export type DirectoryCollection = z.infer<typeof directoryCollection>;

/** A member as edited: kind, name, profile slug, portrait, title and biography per locale, contact, office. */
export const memberRecord = z.object({
  kind: labelled(memberContextType.clone(), 'Type', 'Kind', 'enum'),
  name: labelled(z.string().trim().min(1, 'Enter the name.').max(120), 'Nom', 'Name'),
  slug: labelled(memberSlug.clone(), 'Adresse du profil (slug)', 'Profile address (slug)'),
  avatar: labelled(imageUrl(), 'Portrait (URL)', 'Portrait (URL)'),
  title: labelled(localizedText(160), 'Titre', 'Title', 'text'),
  bio: labelled(localizedText(20000), 'Biographie', 'Biography', 'richtext'),
  phone: phone(),
  email: email(),
  languages: labelled(z.array(z.string().regex(/^[a-z]{2}$/, 'Use two-letter language codes (fr, en).')).max(20), 'Langues parlées', 'Languages spoken'),
  social_links: labelled(z.array(socialLink).max(10), 'Réseaux sociaux', 'Social links'),
  office_id: labelled(z.number().int().positive().nullable(), 'Bureau', 'Office'),
  licence_number: labelled(z.string().trim().max(40), 'Numéro de permis', 'Licence number'),
  designations: labelled(
    z.object({ fr: z.array(z.string().trim().max(120)).max(10).optional(), en: z.array(z.string().trim().max(120)).max(10).optional() }),
    'Désignations',
    'Designations',
  ),
});
export type MemberRecord = z.infer<typeof memberRecord>;

/** An office as edited: name and street per locale, city, postal code, coordinates (decimal degrees), contact, hours. */
export const officeRecord = z.object({
  name: labelled(requiredLocalized(120, 'Enter the name in French or in English.'), 'Nom', 'Name', 'text'),
  photo: labelled(imageUrl(), 'Photo (URL)', 'Photo (URL)'),
  street: labelled(localizedText(200), 'Rue', 'Street', 'text'),
  city: labelled(z.string().trim().min(1, 'Enter the city.').max(120), 'Ville', 'City'),
  postal_code: labelled(z.string().trim().max(10), 'Code postal', 'Postal code'),
  latitude: labelled(z.number().min(-90).max(90), 'Latitude', 'Latitude'),
  longitude: labelled(z.number().min(-180).max(180), 'Longitude', 'Longitude'),
  phone: phone(),
  email: email(),
  opening_hours: labelled(z.array(openingHours).max(14), 'Heures d’ouverture', 'Opening hours'),
});
export type OfficeRecord = z.infer<typeof officeRecord>;

/** A partner as edited: name, logo, description and link per locale, tags. */
export const partnerRecord = z.object({
  name: labelled(z.string().trim().min(1, 'Enter the name.').max(120), 'Nom', 'Name'),
  logo: labelled(imageUrl(), 'Logo (URL)', 'Logo (URL)'),
  description: labelled(localizedText(2000), 'Description', 'Description', 'textarea'),
  tags: labelled(z.array(partnerTag).max(20), 'Étiquettes', 'Tags'),
  url: labelled(z.object({ fr: linkUrl.optional(), en: linkUrl.optional() }), 'Site Web', 'Website', 'text'),
});
export type PartnerRecord = z.infer<typeof partnerRecord>;

/** A bank partner as edited: name, logo, employees. */
export const bankPartnerRecord = z.object({
  name: labelled(z.string().trim().min(1, 'Enter the name.').max(120), 'Nom', 'Name'),
  logo: labelled(imageUrl(), 'Logo (URL)', 'Logo (URL)'),
  employees: labelled(
    z
      .array(
        z.object({
          name: labelled(z.string().trim().min(1, 'Enter the name.').max(120), 'Nom', 'Name'),
          avatar_url: labelled(imageUrl(), 'Portrait (URL)', 'Portrait (URL)'),
          title: labelled(localizedText(160), 'Titre', 'Title', 'text'),
          phone_display: labelled(z.string().trim().max(40).optional(), 'Téléphone', 'Phone'),
          phone_intl: labelled(z.string().trim().max(20).optional(), 'Téléphone (international)', 'Phone (international)'),
          email: email().optional(),
        }),
      )
      .max(50),
    'Conseillers',
    'Advisers',
  ),
});
export type BankPartnerRecord = z.infer<typeof bankPartnerRecord>;

/** A testimonial as edited: author, text per locale, score out of 5, day `YYYY-MM-DD`, source, broker. */
export const testimonialRecord = z.object({
  author_name: labelled(z.string().trim().min(1, 'Enter the author’s name.').max(120), 'Nom de l’auteur', 'Author’s name'),
  author_subtitle: labelled(localizedText(160), 'Sous-titre de l’auteur', 'Author’s subtitle', 'text'),
  author_avatar: labelled(imageUrl(), 'Photo de l’auteur (URL)', 'Author’s photo (URL)'),
  description: labelled(requiredLocalized(4000, 'Enter the testimonial in French or in English.'), 'Témoignage', 'Testimonial', 'textarea'),
  review_score: labelled(z.number().min(0).max(5).nullable(), 'Note sur 5', 'Score out of 5'),
  review_date: labelled(z.iso.date('Enter a date as YYYY-MM-DD.'), 'Date (AAAA-MM-JJ)', 'Date (YYYY-MM-DD)'),
  source: labelled(z.string().trim().min(1).max(40), 'Source', 'Source'),
  member_id: labelled(z.number().int().positive().nullable(), 'Courtier', 'Broker'),
});
export type TestimonialRecord = z.infer<typeof testimonialRecord>;

/** A reward as edited: badge, titles and description per locale, broker. */
export const rewardRecord = z.object({
  reward_ident: labelled(rewardIdent.clone(), 'Distinction', 'Award', 'enum'),
  super_title: labelled(localizedText(160), 'Surtitre', 'Super title', 'text'),
  main_title: labelled(requiredLocalized(160, 'Enter the title in French or in English.'), 'Titre principal', 'Main title', 'text'),
  description: labelled(localizedText(2000), 'Description', 'Description', 'textarea'),
  member_id: labelled(z.number().int().positive().nullable(), 'Courtier', 'Broker'),
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

/**
 * The record fields the site's listing feed owns on a member or an office that comes from it
 * (its roster): shown read-only in QA with their source, refused when a save changes them.
 */
export const FEED_OWNED_FIELDS = {
  members: ['name', 'email', 'phone', 'licence_number', 'office_id'],
  offices: ['name', 'street', 'city', 'postal_code', 'phone', 'email'],
} as const satisfies Partial<Record<DirectoryCollection, readonly string[]>>;

/** One record of a collection as the editing API lists it. */
export interface DirectoryItem<R = Record<string, unknown>> {
  id: number;
  record: R;
  /** Display order (smallest first). */
  position: number;
  active: boolean;
  revision: number;
  updated_at: string;
  /** A member or an office from the feed's roster: its `MemberKey` or `OfficeKey` and the fields the feed owns. */
  feed?: { key: string; fields: readonly string[] } | null;
}
