/**
 * Broker profile pages of the content API's page resolver: `/fr/courtiers/{slug}` and
 * `/en/brokers/{slug}`, assembled from blocks for every active broker of the site's directory.
 *
 * - An active broker → 200: `hero_profile_page` (portrait, name as the h1, title, office,
 *   designations and languages, phone and e-mail, a button opening the contact form addressed to
 *   them), `biography_block` (bio and licence, office, languages), and `contact_form_block` with
 *   `recipient_type: 'broker'` and their slug (their lead e-mails go to them); SEO per locale
 *   (title, description, portrait, canonical) with `RealEstateAgent` JSON-LD; both languages as
 *   alternates. Between the biography and the form, `testimonials_list_block` with the
 *   testimonials about them, when there are any.
 * - The broker's listings are not listed: listings carry the agency, not the listing broker.
 * - A path that is not a profile, an unknown or inactive slug, or a member who is not a broker →
 *   null: the caller goes on with CMS pages and redirects, then answers 404.
 */
import type { Block } from '../../../schema/block';
import { BROKERS_PATH, memberProfilePath } from '../../../schema/directory';
import type { PagePayload } from '../../../schema/page';
import type { Database } from '../../db/client';
import { dependencyTag, noteDependency } from '../../pageCache/renderDependencies';
import { findMemberBySlug, findOffice, listTestimonials } from '../../db/repositories/directory';
import type { MemberRow, OfficeRow, SiteRow, TestimonialRow } from '../../db/schema';
import { parsedSiteSettings } from '../../db/siteSettings';
import { spokenLanguages } from '../../../lib/languageNames';
import { buildPagePayload } from '../pagePayload';
import { memberContactLinks, testimonialItems } from './directoryFeeds';
import { officePostalAddress } from './officeStructuredData';

type Locale = 'fr' | 'en';
const LOCALES: Locale[] = ['fr', 'en'];

/** The locale and slug of a profile path, or null when the path is not one. */
export function parseMemberPath(path: string): { locale: Locale; slug: string } | null {
  for (const locale of LOCALES) {
    const prefix = `${BROKERS_PATH[locale]}/`;
    if (!path.startsWith(prefix)) continue;
    const slug = path.slice(prefix.length);
    return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? { locale, slug } : null;
  }
  return null;
}

const stripHtml = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : text);
const tag = (text: { fr: string; en: string }): Block => ({ block_type: 'tag_item', block_params: {}, fields: { text } });
const perLocale = <T>(make: (l: Locale) => T) => ({ fr: make('fr'), en: make('en') });

/** The `RealEstateAgent` JSON-LD of a broker in `locale` (schema.org; address and geo of their office). */
export function realEstateAgentJsonLd(member: MemberRow, office: OfficeRow | null, locale: Locale, agencyName: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: member.name,
    ...(member.title[locale] ? { jobTitle: member.title[locale] } : {}),
    ...(member.avatarUrl ? { image: member.avatarUrl } : {}),
    ...(member.phoneIntl ? { telephone: member.phoneIntl } : {}),
    ...(member.email ? { email: member.email } : {}),
    url: memberProfilePath(locale, member.slug),
    ...(member.languages.length ? { knowsLanguage: member.languages } : {}),
    ...(member.bio[locale] ? { description: truncate(stripHtml(member.bio[locale]!), 300) } : {}),
    ...(office ? { address: officePostalAddress(office, locale), geo: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude } } : {}),
    ...(member.socialLinks.length ? { sameAs: member.socialLinks.map((link) => link.url) } : {}),
    parentOrganization: { '@type': 'RealEstateAgent', name: agencyName },
  };
}

/** French "de"/"à" before a first name: `d’Émilie`, `de Camille`. */
const deName = (first: string) => (/^[aeiouyàâäéèêëîïôöùûüh]/i.test(first) ? `d’${first}` : `de ${first}`);

function profileBlocks(member: MemberRow, office: OfficeRow | null, testimonials: TestimonialRow[]): Block[] {
  const first = member.name.split(' ')[0];
  const avatar = member.avatarUrl ? { media: { fr: { url: member.avatarUrl, alt: `Portrait de ${member.name}` }, en: { url: member.avatarUrl, alt: `Portrait of ${member.name}` } }, fetch_priority: 'high' } : undefined;
  const designations = perLocale((l) => (member.designations[l] ?? []).join(' · '));
  const languages = perLocale((l) => spokenLanguages(member.languages, l, true));
  const tags: Block[] = [];
  if (designations.fr) tags.push(tag(designations));
  if (member.languages.length) tags.push(tag(languages));
  const facts: Block[] = [];
  if (member.licenceNumber) facts.push(tag({ fr: `Permis de l’OACIQ : ${member.licenceNumber}`, en: `OACIQ licence: ${member.licenceNumber}` }));
  if (office) facts.push(tag({ fr: `Bureau : ${office.name.fr ?? ''}`, en: `Office: ${office.name.en ?? office.name.fr ?? ''}` }));
  if (member.languages.length) facts.push(tag({ fr: `Langues : ${languages.fr}`, en: `Languages: ${languages.en}` }));
  const contactAction = { action_type: 'open_contact_modal', action_params: { recipient_type: 'broker', recipient_slug: member.slug } };
  const blocks: Block[] = [
    {
      block_type: 'hero_profile_page',
      block_params: { color_scheme: 'normal-grey', orientation_x: 'left' },
      fields: {
        ...(office ? { super_title: office.name } : {}),
        person_name: member.name,
        ...(avatar ? { person_avatar: avatar } : {}),
        person_subtitle: member.title,
        tags_repeater: tags,
        icon_links_repeater: memberContactLinks(member),
        cta: { format: { type: 'button' }, text: { fr: `Écrire à ${first}`, en: `Write to ${first}` }, url: { fr: '/fr/contact', en: '/en/contact' }, target: '_self', on_click_action: contactAction },
      },
    },
  ];
  if (member.bio.fr || member.bio.en) {
    blocks.push({
      block_type: 'biography_block',
      block_params: { color_scheme: 'normal' },
      fields: {
        super_title: { fr: 'Biographie', en: 'Biography' },
        main_title: { fr: `À propos ${deName(first)}`, en: `About ${first}` },
        description: member.bio,
        tags_repeater: facts,
      },
    });
  }
  if (testimonials.length > 0) {
    blocks.push({
      block_type: 'testimonials_list_block',
      block_params: { color_scheme: 'normal' },
      fields: {
        super_title: { fr: 'Témoignages', en: 'Testimonials' },
        main_title: { fr: `Ce que les clients disent ${deName(first)}`, en: `What clients say about ${first}` },
        testimonials_repeater: testimonialItems('testimonials_list_block', testimonials),
      },
    });
  }
  blocks.push({
    block_type: 'contact_form_block',
    block_params: { color_scheme: 'normal-grey', orientation_x: 'full' },
    fields: {
      super_title: { fr: 'Contact', en: 'Contact' },
      main_title: { fr: `Écrire à ${first}`, en: `Write to ${first}` },
      description: {
        fr: `<p>Votre message est transmis directement à ${member.name}, qui vous répondra dans la journée ouvrable.</p>`,
        en: `<p>Your message goes straight to ${member.name}, who will get back to you within one business day.</p>`,
      },
      recipient_type: 'broker',
      recipient_slug: member.slug,
      ...(avatar ? { broker_avatar: avatar } : {}),
      broker_name: member.name,
      broker_subtitle: member.title,
      ...(office ? { broker_under_subtitle: office.name } : {}),
      contact_infos_repeater: [],
    },
  });
  return blocks;
}

/** Answers a profile path for a site, or null (see the module doc). */
export async function answerMemberPage(db: Database, site: SiteRow, path: string, production: boolean): Promise<{ status: 200; payload: PagePayload } | null> {
  const parsed = parseMemberPath(path);
  if (!parsed) return null;
  // Found or not, this answer changes with the directory (a broker added, renamed, deactivated).
  noteDependency(dependencyTag.directory(site.id));
  const member = await findMemberBySlug(db, site.id, parsed.slug);
  if (!member || member.kind !== 'brokers') return null;
  const office = member.officeId !== null ? await findOffice(db, site.id, member.officeId) : null;
  const testimonials = await listTestimonials(db, site.id, [member.id]);
  const base = buildPagePayload(site, null, { production });
  const agencyName = parsedSiteSettings(site.settings).metadata?.contact_form?.contact_name ?? site.micrositeId;
  const seoEntry = (l: Locale) => ({
    title: `${member.name} | ${member.title[l] ?? ''}`.replace(/ \| $/, ''),
    description: truncate(stripHtml(member.bio[l] ?? member.bio.fr ?? '') || `${member.name}, ${member.title[l] ?? ''}`, 160),
    ...(member.avatarUrl ? { image: member.avatarUrl } : {}),
  });
  return {
    status: 200,
    payload: {
      ...base,
      title: perLocale((l) => member.name + (member.title[l] ? ` — ${member.title[l]}` : '')),
      seo: {
        ...base.seo,
        global: perLocale(seoEntry),
        facebook: perLocale(seoEntry),
        canonical_url: perLocale((l) => memberProfilePath(l, member.slug)),
        structured_data: perLocale((l) => [realEstateAgentJsonLd(member, office, l, agencyName)]),
      },
      content: { fields: profileBlocks(member, office, testimonials) },
      alternate_paths: LOCALES.map((l) => ({ locale: l, path: memberProfilePath(l, member.slug) })),
    },
  };
}
