/**
 * Directory data fed to the people blocks when the content API serves a page (spec 001 §3 "Member
 * cards block", "Server data feeding blocks": offices `{succursales}`), in the spec's shapes, so
 * adding a broker once updates every block that lists brokers:
 *
 * | block                | filled                                                                 |
 * |----------------------|------------------------------------------------------------------------|
 * | `member_cards_block` | `fields.member_cards_repeater` (empty only): active members of `block_params.context_type` (default brokers) as `member_card_item`s; `fields.offices_list` (empty only): the offices they work from |
 * | `members_carousel_block`, `hero_members_search_block` | `fields.members_repeater` (empty only): active members of `block_params.context_type` (default brokers) as `members_carousel_item`s (at most 10 in the hero) |
 * | `offices_block`, `offices_map_block` | `block_params.core_data`: `{ succursales }`, the active offices |
 * | `testimonials_brokers_block`, `testimonials_google_block`, `testimonials_slider_block`, `testimonials_list_block` | `fields.testimonials_repeater` (empty only): the site's active testimonials as the block's item type (review-site block: scored ones only) |
 *
 * A block that carries hand-written items keeps them. A page without these blocks costs nothing.
 * Pages with an offices block also get each office's JSON-LD ({@link officesStructuredData}).
 */
import type { Block } from '../../../schema/block';
import { memberContextType, memberProfilePath, type DirectoryOffice, type MemberContextType, type OfficesFeed } from '../../../schema/directory';
import type { Database } from '../../db/client';
import { dependencyTag, noteDependency } from '../../pageCache/renderDependencies';
import { listMembers, listOffices, listTestimonials, toDirectoryOffice } from '../../db/repositories/directory';
import { readPublished } from '../../pageCache/publishedReads';
import type { MemberRow, OfficeRow, TestimonialRow } from '../../db/schema';
import { officeJsonLd } from './officeStructuredData';

type Locale = 'fr' | 'en';

/** The testimonial blocks and the item type each one lists. */
const TESTIMONIAL_ITEM_TYPES = {
  testimonials_brokers_block: 'testimonial_broker_item',
  testimonials_google_block: 'testimonial_review_item',
  testimonials_slider_block: 'testimonial_card_item',
  testimonials_list_block: 'testimonial_list_item',
} as const;
type TestimonialBlockType = keyof typeof TESTIMONIAL_ITEM_TYPES;
const isTestimonialBlock = (type: string): type is TestimonialBlockType => Object.hasOwn(TESTIMONIAL_ITEM_TYPES, type);

/** Block types that read the directory. */
export const DIRECTORY_FEED_BLOCKS = [
  'member_cards_block',
  'members_carousel_block',
  'hero_members_search_block',
  'offices_block',
  'offices_map_block',
  ...(Object.keys(TESTIMONIAL_ITEM_TYPES) as TestimonialBlockType[]),
] as const;

/** Members shown by the hero members search (spec 001 §9 "at most 10 members"). */
const HERO_MEMBERS_MAX = 10;

const both = (value: string) => ({ fr: value, en: value });

/** A portrait image value (alt: the member's name in both locales), or undefined without a portrait. */
export function avatarImage(url: string | null, name: string) {
  if (!url) return undefined;
  return { media: { fr: { url, alt: `Portrait de ${name}` }, en: { url, alt: `Portrait of ${name}` } } };
}

/** The `icon_link_item`s of a member's phone and e-mail. */
export function memberContactLinks(member: Pick<MemberRow, 'phoneDisplay' | 'phoneIntl' | 'email'>): Block[] {
  const links: Block[] = [];
  if (member.phoneDisplay && member.phoneIntl) {
    links.push({
      block_type: 'icon_link_item',
      block_params: {},
      fields: { icon: { type: 'phone', font_weight: 'regular' }, link: { format: { type: 'text' }, text: both(member.phoneDisplay), url: both(`tel:${member.phoneIntl}`), target: '_self' } },
    });
  }
  if (member.email) {
    links.push({
      block_type: 'icon_link_item',
      block_params: {},
      fields: { icon: { type: 'mail', font_weight: 'regular' }, link: { format: { type: 'text' }, text: both(member.email), url: both(`mailto:${member.email}`), target: '_self' } },
    });
  }
  return links;
}

/** A member as a `member_card_item`; brokers link to their profile page. */
export function memberCardItem(member: MemberRow): Block {
  const avatar = avatarImage(member.avatarUrl, member.name);
  return {
    block_type: 'member_card_item',
    block_params: member.officeId !== null ? { office_id: member.officeId } : {},
    fields: {
      person_name: member.name,
      ...(avatar ? { person_avatar: avatar } : {}),
      person_subtitle: member.title,
      ...(member.kind === 'brokers' ? { cta: profileCta(member) } : {}),
      icon_links_repeater: memberContactLinks(member),
    },
  };
}

/** The profile link of a broker, as a `link` value. */
function profileCta(member: MemberRow) {
  return {
    format: { type: 'link' },
    text: { fr: 'Voir le profil', en: 'View profile' },
    url: { fr: memberProfilePath('fr', member.slug), en: memberProfilePath('en', member.slug) },
    target: '_self',
  };
}

/** A member as a `members_carousel_item`; brokers link to their profile page. */
export function membersCarouselItem(member: MemberRow): Block {
  const avatar = avatarImage(member.avatarUrl, member.name);
  return {
    block_type: 'members_carousel_item',
    block_params: {},
    fields: {
      person_name: member.name,
      ...(avatar ? { person_avatar: avatar } : {}),
      person_subtitle: member.title,
      cta_repeater: member.kind === 'brokers' ? [{ block_type: 'cta_item', block_params: {}, fields: { cta: profileCta(member) } }] : [],
    },
  };
}

/**
 * Testimonials as the items of the testimonial block `blockType` (author, portrait, text, and for
 * the review-site block the score and date; rows without a score are left out of that one).
 */
export function testimonialItems(blockType: TestimonialBlockType, rows: TestimonialRow[]): Block[] {
  const itemType = TESTIMONIAL_ITEM_TYPES[blockType];
  const used = blockType === 'testimonials_google_block' ? rows.filter((row) => row.score !== null) : rows;
  return used.map((row) => {
    const avatar = row.authorAvatarUrl ? { media: { fr: { url: row.authorAvatarUrl, alt: '' } } } : undefined;
    const description = row.text;
    const fields: Record<string, unknown> =
      itemType === 'testimonial_broker_item'
        ? { broker_name: row.authorName, ...(avatar ? { broker_avatar: avatar } : {}), broker_subtitle: row.authorSubtitle, description }
        : itemType === 'testimonial_review_item'
          ? { author_name: row.authorName, ...(avatar ? { author_avatar: avatar } : {}), description, review_score: row.score ?? 0, review_date: row.reviewDate }
          : { author_name: row.authorName, ...(avatar ? { author_avatar: avatar } : {}), author_subtitle: row.authorSubtitle, description };
    return { block_type: itemType, block_params: {}, fields };
  });
}

/** An office as an `offices_list` entry: id and its name per locale. */
export function officeOption(office: OfficeRow | DirectoryOffice) {
  return { id: office.id, label: office.name };
}

/**
 * One list of the site's directory as the feeds show it, kept between renders until the directory
 * changes or the site is imported again (src/server/pageCache/publishedReads.ts).
 */
function directoryList<T>(db: Database, siteId: string, list: string, load: () => Promise<T>): Promise<T> {
  return readPublished(db, `directory:${siteId}:${list}`, () => [dependencyTag.directory(siteId), dependencyTag.site(siteId)], load);
}

const siteOffices = (db: Database, siteId: string) => directoryList(db, siteId, 'offices', () => listOffices(db, siteId));

function contextTypeOf(block: Block): MemberContextType {
  const parsed = memberContextType.safeParse(block.block_params.context_type);
  return parsed.success ? parsed.data : 'brokers';
}

const isEmptyList = (value: unknown) => !Array.isArray(value) || value.length === 0;

/**
 * `blocks` with the directory filled in (see the module doc); other blocks unchanged.
 * @param _locale the page's locale (the shapes carry both languages; kept for symmetry with the other feeds)
 */
export async function injectDirectoryFeeds(db: Database, siteId: string, _locale: Locale, blocks: Block[]): Promise<Block[]> {
  if (!blocks.some((block) => (DIRECTORY_FEED_BLOCKS as readonly string[]).includes(block.block_type))) return blocks;
  // A cached render of this page is dropped when the directory changes.
  noteDependency(dependencyTag.directory(siteId));
  let officeRows: OfficeRow[] | null = null;
  const offices = async () => (officeRows ??= await siteOffices(db, siteId));
  const membersByKind = new Map<MemberContextType, MemberRow[]>();
  const members = async (kind: MemberContextType) => {
    if (!membersByKind.has(kind)) membersByKind.set(kind, await directoryList(db, siteId, `members:${kind}`, () => listMembers(db, siteId, { kind })));
    return membersByKind.get(kind)!;
  };
  let testimonialRows: TestimonialRow[] | null = null;
  const result: Block[] = [];
  for (const block of blocks) {
    if (isTestimonialBlock(block.block_type) && isEmptyList(block.fields.testimonials_repeater)) {
      testimonialRows ??= await directoryList(db, siteId, 'testimonials', () => listTestimonials(db, siteId));
      result.push({ ...block, fields: { ...block.fields, testimonials_repeater: testimonialItems(block.block_type, testimonialRows) } });
    } else if ((block.block_type === 'members_carousel_block' || block.block_type === 'hero_members_search_block') && isEmptyList(block.fields.members_repeater)) {
      const rows = await members(contextTypeOf(block));
      const shown = block.block_type === 'hero_members_search_block' ? rows.slice(0, HERO_MEMBERS_MAX) : rows;
      result.push({ ...block, fields: { ...block.fields, members_repeater: shown.map(membersCarouselItem) } });
    } else if (block.block_type === 'member_cards_block') {
      const kind = contextTypeOf(block);
      const fillCards = isEmptyList(block.fields.member_cards_repeater);
      const fillOffices = isEmptyList(block.fields.offices_list);
      if (!fillCards && !fillOffices) {
        result.push(block);
        continue;
      }
      const rows = await members(kind);
      const fields = { ...block.fields };
      if (fillCards) fields.member_cards_repeater = rows.map(memberCardItem);
      if (fillOffices) {
        const cards = (fields.member_cards_repeater as Block[]) ?? [];
        const used = new Set(cards.map((card) => card.block_params.office_id));
        fields.offices_list = (await offices()).filter((office) => used.has(office.id)).map(officeOption);
      }
      result.push({ ...block, fields });
    } else if (block.block_type === 'offices_block' || block.block_type === 'offices_map_block') {
      const feed: OfficesFeed = { succursales: (await offices()).map(toDirectoryOffice) };
      result.push({ ...block, block_params: { ...block.block_params, core_data: feed } });
    } else {
      result.push(block);
    }
  }
  return result;
}

/**
 * The `RealEstateAgent`/`LocalBusiness` JSON-LD of every office, per locale, for a page showing an
 * offices block (`paths`: the page's locale paths, the offices' `url`); null when the page has no
 * offices block or the site no office. Appended to the page's own structured data.
 */
export async function officesStructuredData(
  db: Database,
  siteId: string,
  agencyName: string,
  blocks: Block[],
  paths: { locale: Locale; path: string }[],
): Promise<{ fr?: Record<string, unknown>[]; en?: Record<string, unknown>[] } | null> {
  if (!blocks.some((block) => block.block_type === 'offices_block' || block.block_type === 'offices_map_block')) return null;
  noteDependency(dependencyTag.directory(siteId));
  const offices = await siteOffices(db, siteId);
  if (offices.length === 0) return null;
  const result: { fr?: Record<string, unknown>[]; en?: Record<string, unknown>[] } = {};
  for (const { locale, path } of paths) result[locale] = offices.map((office) => officeJsonLd(office, locale, agencyName, path));
  return result;
}
