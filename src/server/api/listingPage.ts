/**
 * Listing pages of the content API's page resolver: `/fr/proprietes/{slug}-{uls}`
 * and `/en/properties/{slug}-{uls}`, assembled from blocks.
 *
 * - Active listing → 200, content: `property_details_block` (photos, price, specs, description,
 *   open houses, location), `mortgage_calculator_block` prefilled with the price (sales only, with
 *   mortgage default insurance as on the seeded calculator pages: below 20 % down the premium is
 *   shown and added to the loan) and
 *   `contact_form_block` about the listing (`listing_uls` sent as `uls`, so the lead records it);
 *   SEO per locale (title, description, og:image, canonical, hreflang alternates) and JSON-LD
 *   `RealEstateListing` in `seo.structured_data`.
 * - Right MLS number, wrong slug (or the other locale's slug) → 301 to the canonical URL.
 * - Sold or removed → 410 with a `property_details_block` in "gone" mode linking to the search
 *   page filtered on the same municipality and type; `noindex`.
 * - Path shaped like a listing page but no such listing on this site → null (the caller goes on
 *   with CMS pages and redirects, then 404).
 */
import type { Block } from '../../schema/block';
import { LISTING_PATH_PREFIX, PROPERTY_TYPE_LABELS } from '../../schema/listing';
import type { PagePayload } from '../../schema/page';
import { STANDARD_STATUS_SHOWN, type GoneListing, type PropertyDetails } from '../../schema/propertyDetails';
import { formatMoney } from '../../lib/money';
import type { Database } from '../db/client';
import { findSiteListing } from '../db/repositories/listings';
import type { ListingRow, MemberRow, OfficeRow, SiteRow } from '../db/schema';
import { findListingAgent } from '../db/repositories/directory';
import { avatarImage } from './directory/directoryFeeds';
import { listingAddress, listingUrl, ulsFromListingSegment } from './listings/listingUrl';
import { listingStructuredData } from './listingStructuredData';
import { buildPagePayload } from './pagePayload';
import { readPublished } from '../pageCache/publishedReads';
import { dependencyTag, noteDependency } from '../pageCache/renderDependencies';

type Locale = 'fr' | 'en';

/** What the page resolver answers for a listing path. */
export type ListingPageAnswer = { status: 200 | 410; payload: PagePayload } | { status: 301; location: string; payload: PagePayload };

/** The locale and MLS number of a listing page path, or null when the path is not one. */
export function parseListingPath(path: string): { locale: Locale; uls: string } | null {
  for (const locale of ['fr', 'en'] as const) {
    const prefix = `${LISTING_PATH_PREFIX[locale]}/`;
    if (!path.startsWith(prefix)) continue;
    const segment = path.slice(prefix.length);
    if (!segment || segment.includes('/')) return null;
    const uls = ulsFromListingSegment(segment);
    return uls ? { locale, uls } : null;
  }
  return null;
}

const both = (fr: string, en: string) => ({ fr, en });

/** The search page filtered like a listing (same municipality and type): "similar listings". */
export function similarListingsUrl(listing: Pick<ListingRow, 'municipalityCode' | 'type' | 'transaction'>): { fr: string; en: string } {
  const query = new URLSearchParams({ mun: listing.municipalityCode, type: listing.type });
  if (listing.transaction === 'rent') query.set('forSaleForRent', 'rent');
  return both(`${LISTING_PATH_PREFIX.fr}?${query}`, `${LISTING_PATH_PREFIX.en}?${query}`);
}

function details(listing: ListingRow, municipality: string, agent: ListingAgent): PropertyDetails {
  return {
    uls: listing.uls,
    ...(listing.mlsNumber !== listing.uls ? { mls_number: listing.mlsNumber } : {}),
    ...(listing.standardStatus && STANDARD_STATUS_SHOWN[listing.standardStatus] ? { standard_status: STANDARD_STATUS_SHOWN[listing.standardStatus] } : {}),
    ...(Object.keys(listing.descriptionLang ?? {}).length ? { description_lang: listing.descriptionLang } : {}),
    type: listing.type,
    for_rent: listing.transaction === 'rent',
    price: listing.price,
    previous_price: listing.previousPrice ?? null,
    address: both(listing.address.fr ?? listing.address.en ?? '', listing.address.en ?? listing.address.fr ?? ''),
    municipality,
    postal_code: listing.postalCode ?? null,
    coords: [listing.latitude, listing.longitude],
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    powder_rooms: listing.powderRooms,
    living_area: listing.livingArea ?? null,
    lot_area: listing.lotArea ?? null,
    year_built: listing.yearBuilt ?? null,
    badge: listing.badge ?? null,
    open_houses: listing.openHouses ?? [],
    photos: listing.photos ?? [],
    description: both(listing.description.fr ?? listing.description.en ?? '', listing.description.en ?? listing.description.fr ?? ''),
    listed_at: listing.listedAt.toISOString(),
    broker_name: agent.member?.name ?? listing.brokerName ?? null,
  };
}

/** Page title per locale: `Maison à vendre — 123, rue des Érables, Longueuil | 549 000 $`. */
function pageTitle(listing: ListingRow, municipality: string, locale: Locale): string {
  const type = PROPERTY_TYPE_LABELS[listing.type][locale];
  const rent = listing.transaction === 'rent';
  const what = locale === 'fr' ? `${type} ${rent ? 'à louer' : 'à vendre'}` : `${type} for ${rent ? 'rent' : 'sale'}`;
  const price = formatMoney(listing.price, locale, { tag: true }) + (rent ? (locale === 'fr' ? '/mois' : '/month') : '');
  return `${what} — ${listingAddress(locale, listing.address, municipality)} | ${price}`;
}

/** Meta description per locale: the first 155 characters of the description. */
function pageDescription(listing: ListingRow, locale: Locale): string {
  const text = (locale === 'fr' ? listing.description.fr : listing.description.en) ?? '';
  return text.length > 155 ? `${text.slice(0, 154).replace(/\s+\S*$/, '')}…` : text;
}

/** The listing's broker and office from the directory (feed listings: `ListAgentKey`, `ListOfficeKey`). */
type ListingAgent = { member: MemberRow | null; office: OfficeRow | null };

/** The contact form's broker card and recipient: the listing broker (the request goes to them), else the listing office. */
function agentFields(agent: ListingAgent, brokerName: string | null) {
  const { member, office } = agent;
  if (member) {
    const avatar = avatarImage(member.avatarUrl, member.name);
    return {
      recipient_type: 'broker' as const,
      recipient_slug: member.slug,
      ...(avatar ? { broker_avatar: avatar } : {}),
      broker_name: member.name,
      ...(member.title.fr || member.title.en ? { broker_subtitle: member.title } : {}),
      ...(office ? { broker_under_subtitle: office.name } : {}),
    };
  }
  if (office) return { ...(brokerName ? { broker_name: brokerName } : {}), broker_subtitle: office.name };
  return brokerName ? { broker_name: brokerName } : {};
}

function contentBlocks(listing: ListingRow, municipality: string, agent: ListingAgent): Block[] {
  const blocks: Block[] = [{ block_type: 'property_details_block', block_params: { listing: details(listing, municipality, agent) }, fields: {} }];
  if (listing.transaction === 'sale') {
    blocks.push({
      block_type: 'mortgage_calculator_block',
      block_params: { color_scheme: 'normal-grey', mortgage_insurance: true },
      fields: {
        super_title: both('Financement', 'Financing'),
        main_title: both('Estimez vos versements hypothécaires', 'Estimate your mortgage payments'),
        default_price: listing.price,
      },
    });
  }
  blocks.push({
    block_type: 'contact_form_block',
    block_params: {
      color_scheme: 'normal',
      orientation_x: 'full',
      listing_uls: listing.uls,
      listing_address: both(listingAddress('fr', listing.address, municipality), listingAddress('en', listing.address, municipality)),
    },
    fields: {
      super_title: both('Cette propriété vous intéresse?', 'Interested in this property?'),
      main_title: both('Demander des renseignements', 'Ask for information'),
      description: both('<p>Posez vos questions ou demandez une visite : une réponse vous parviendra rapidement.</p>', '<p>Ask your questions or book a visit: you will hear back quickly.</p>'),
      ...agentFields(agent, listing.brokerName),
      contact_infos_repeater: [],
    },
  });
  return blocks;
}

/**
 * Answers a listing page path for a site, or null when the path is not a listing page of this
 * site (see the module doc).
 */
export async function answerListingPage(db: Database, site: SiteRow, path: string, production: boolean): Promise<ListingPageAnswer | null> {
  const parsed = parseListingPath(path);
  if (!parsed) return null;
  const tag = dependencyTag.listing(site.id, parsed.uls);
  noteDependency(tag);
  // Kept between renders until the listing is written (a listing nowhere to be found is not kept).
  const found = await readPublished(
    db,
    tag,
    (row) => row && [tag],
    () => findSiteListing(db, site.id, parsed.uls),
  );
  // A draft has no public page yet: not found, as a path no listing has.
  if (!found || found.listing.status === 'draft') return null;
  const { listing, municipalityName } = found;
  const urls = both(listingUrl('fr', listing, municipalityName), listingUrl('en', listing, municipalityName));
  const canonical = urls[parsed.locale];
  const base = buildPagePayload(site, null, { production });

  if (listing.status === 'sold' || listing.status === 'removed') {
    const gone: GoneListing = {
      uls: listing.uls,
      status: listing.status,
      address: both(listingAddress('fr', listing.address, municipalityName), listingAddress('en', listing.address, municipalityName)),
      municipality: municipalityName,
      type: listing.type,
      similar_url: similarListingsUrl(listing),
    };
    const title = both(
      `Propriété ${listing.status === 'sold' ? 'vendue' : 'retirée'} — ${gone.address.fr}`,
      `Property ${listing.status === 'sold' ? 'sold' : 'no longer listed'} — ${gone.address.en}`,
    );
    return {
      status: 410,
      payload: {
        ...base,
        title,
        seo: { ...base.seo, global: { fr: { title: title.fr }, en: { title: title.en } }, robots_index_rule: 'noindex' },
        content: { fields: [{ block_type: 'property_details_block', block_params: { gone }, fields: {} }] },
      },
    };
  }

  if (path !== canonical) return { status: 301, location: canonical, payload: { ...base, location: canonical } };

  const named = listing.listAgentKey || listing.listOfficeKey;
  // A roster change (a broker's name, portrait or office) changes the card: the page depends on the directory.
  if (named) noteDependency(dependencyTag.directory(site.id));
  const agent: ListingAgent = named ? await findListingAgent(db, site.id, listing) : { member: null, office: null };
  const image = listing.photos?.[0];
  const seoEntry = (locale: Locale) => ({
    title: pageTitle(listing, municipalityName, locale),
    description: pageDescription(listing, locale),
    ...(image ? { image } : {}),
  });
  return {
    status: 200,
    payload: {
      ...base,
      title: both(pageTitle(listing, municipalityName, 'fr'), pageTitle(listing, municipalityName, 'en')),
      seo: {
        ...base.seo,
        global: { fr: seoEntry('fr'), en: seoEntry('en') },
        facebook: { fr: seoEntry('fr'), en: seoEntry('en') },
        canonical_url: urls,
        structured_data: { fr: [listingStructuredData(listing, municipalityName, 'fr')], en: [listingStructuredData(listing, municipalityName, 'en')] },
      },
      content: { fields: contentBlocks(listing, municipalityName, agent) },
      alternate_paths: [
        { locale: 'fr', path: urls.fr },
        { locale: 'en', path: urls.en },
      ],
    },
  };
}
