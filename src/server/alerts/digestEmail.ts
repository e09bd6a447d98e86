/**
 * The property alert digest: one e-mail per saved search and run, in the search's
 * locale, plain text and HTML (every value escaped), listing up to 20 matched listings — photo
 * (absolute URL), price in CAD (with "Price reduced: was X" for a reduction), address, type,
 * specs, a link to the listing page — then "And N more" with a link to the search page carrying
 * the search's filters, a summary of the search, and the unsubscribe link. All links absolute.
 */
import { formatArea, summaryArea } from '../../lib/area';
import { formatMoney } from '../../lib/money';
import { ROUTE_KEYS, type Locale } from '../../lib/locales';
import { DEFAULT_SEARCH_FILTERS, PROPERTY_TYPE_LABELS, toPropertiesQuery } from '../../schema/listing';
import { listingAddress, listingUrl } from '../api/listings/listingUrl';
import type { SavedSearchRow } from '../db/schema';
import { escapeHtml } from '../../lib/escapeHtml';
import {
  andMore,
  DIGEST_TEXTS,
  digestGreeting,
  digestIntro,
  digestReason,
  digestSubject,
  labelled,
  priceReducedFrom,
  SPEC_TEXTS,
} from './digestTexts';
import type { AlertMatch } from './matchListings';

export interface DigestInput {
  search: SavedSearchRow;
  /** The listings shown (at most 20), in order. */
  matches: AlertMatch[];
  /** How many listings match in all (≥ `matches.length`). */
  total: number;
  /** Absolute base URL of the site's links, without trailing slash (`https://julietremblay.ca`). */
  baseUrl: string;
  /** Absolute unsubscribe URL of this saved search. */
  unsubscribeUrl: string;
  /** The site as the subscriber knows it (sender name or domain). */
  siteName: string;
  /** Names of the search's municipality codes (codes without a name are shown as is). */
  municipalityNames: Map<string, string>;
}

/** The composed digest. */
export interface DigestEmail {
  subject: string;
  text: string;
  html: string;
  /** Absolute URL of the search page with the saved search's filters. */
  searchUrl: string;
}

/** An absolute URL for a site-relative path (`/listings/a.svg`); absolute http(s) URLs are kept. */
export function absoluteUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The search page URL carrying the saved search's filters (`/en/properties?mun=…&type=…&price_min=…`),
 * in the query format of {@link toPropertiesQuery}.
 */
export function savedSearchPageUrl(search: SavedSearchRow, baseUrl: string): string {
  const query = toPropertiesQuery({
    ...DEFAULT_SEARCH_FILTERS,
    mun: search.municipalityCodes,
    type: search.propertyTypes,
    price_min: search.priceMin || null,
    price_max: search.priceMax,
    bedrooms: search.bedrooms || null,
    bathrooms: search.bathrooms || null,
  }).toString();
  return `${baseUrl}${ROUTE_KEYS.propertiesSearch[search.locale]}${query ? `?${query}` : ''}`;
}

const money = (amount: number, locale: Locale) => formatMoney(amount, locale, { tag: true });

/** `3 chambres · 2 salles de bains · 1 salle d’eau · 1 450 pi²`; empty parts left out. */
function specsLine(match: AlertMatch, locale: Locale): string {
  const { listing } = match;
  const parts: string[] = [];
  if (listing.bedrooms > 0) parts.push(SPEC_TEXTS.bedrooms(listing.bedrooms, locale));
  if (listing.bathrooms > 0) parts.push(SPEC_TEXTS.bathrooms(listing.bathrooms, locale));
  if (listing.powderRooms > 0) parts.push(SPEC_TEXTS.powderRooms(listing.powderRooms, locale));
  const area = formatArea(summaryArea(listing), locale);
  if (area) parts.push(area);
  return parts.join(' · ');
}

/** One line per criterion of the saved search (municipalities, types, price range, rooms). */
function criteriaLines(search: SavedSearchRow, names: Map<string, string>): string[] {
  const locale = search.locale;
  const lines = [
    search.municipalityCodes.length
      ? search.municipalityCodes.map((code) => names.get(code) ?? code).join(', ')
      : DIGEST_TEXTS.anyMunicipality[locale],
    search.propertyTypes.length
      ? search.propertyTypes.map((t) => PROPERTY_TYPE_LABELS[t as keyof typeof PROPERTY_TYPE_LABELS]?.[locale] ?? t).join(', ')
      : DIGEST_TEXTS.anyType[locale],
  ];
  const min = search.priceMin && search.priceMin > 0 ? search.priceMin : null;
  const max = search.priceMax;
  if (min !== null && max !== null) lines.push(`${money(min, locale)} – ${money(max, locale)}`);
  else if (min !== null) lines.push(SPEC_TEXTS.priceFrom(money(min, locale), locale));
  else if (max !== null) lines.push(SPEC_TEXTS.priceUpTo(money(max, locale), locale));
  if (search.bedrooms) lines.push(SPEC_TEXTS.minBedrooms(search.bedrooms, locale));
  if (search.bathrooms) lines.push(SPEC_TEXTS.minBathrooms(search.bathrooms, locale));
  return lines;
}

/** What the digest shows of one listing, in the subscriber's locale. */
interface ListingView {
  badge: string;
  price: string;
  reduced: string | null;
  address: string;
  type: string;
  specs: string;
  url: string;
  photo: string | null;
}

function viewOf(match: AlertMatch, locale: Locale, baseUrl: string): ListingView {
  const { listing } = match;
  const photo = listing.photos[0];
  return {
    badge: match.reason === 'new' ? DIGEST_TEXTS.newBadge[locale] : DIGEST_TEXTS.reducedBadge[locale],
    price: money(listing.price, locale),
    reduced: match.reducedFrom !== null ? priceReducedFrom(money(match.reducedFrom, locale), locale) : null,
    address: listingAddress(locale, listing.address, match.municipalityName),
    type: PROPERTY_TYPE_LABELS[listing.type]?.[locale] ?? listing.type,
    specs: specsLine(match, locale),
    url: absoluteUrl(baseUrl, listingUrl(locale, listing, match.municipalityName)),
    photo: photo ? absoluteUrl(baseUrl, photo) : null,
  };
}

/** Composes the digest of one saved search (pure; never throws on a valid row). */
export function buildDigestEmail(input: DigestInput): DigestEmail {
  const { search, matches, total, baseUrl, unsubscribeUrl, siteName } = input;
  const locale = search.locale;
  const subject = digestSubject(total, locale).replace(/[\r\n\t]+/g, ' ');
  const searchUrl = savedSearchPageUrl(search, baseUrl);
  const views = matches.map((match) => viewOf(match, locale, baseUrl));
  const more = Math.max(0, total - matches.length);
  const greeting = digestGreeting(search.firstName, locale);
  const intro = digestIntro(search.lastNotifiedAt === null, locale);
  const criteria = criteriaLines(search, input.municipalityNames);
  const reason = digestReason(siteName, locale);

  const textLines = [greeting, '', intro, ''];
  for (const view of views) {
    textLines.push(`${view.price} · ${view.badge}`);
    if (view.reduced) textLines.push(view.reduced);
    textLines.push(view.address, [view.type, view.specs].filter(Boolean).join(' · '), view.url, '');
  }
  if (more > 0) textLines.push(labelled(andMore(more, locale), searchUrl, locale), '');
  else textLines.push(labelled(DIGEST_TEXTS.seeAll[locale], searchUrl, locale), '');
  textLines.push(labelled(DIGEST_TEXTS.yourSearch[locale], criteria.join(' · '), locale), '', '-- ', reason);
  textLines.push(labelled(DIGEST_TEXTS.unsubscribe[locale], unsubscribeUrl, locale));
  const text = textLines.join('\n');

  const e = escapeHtml;
  const cards = views
    .map(
      (view) => `
    <tr><td style="padding:0 0 24px">
      <table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="border-collapse:separate;border:1px solid #e5e7eb;border-radius:10px;overflow:hidden">
        ${view.photo ? `<tr><td><a href="${e(view.url)}"><img src="${e(view.photo)}" alt="${e(view.address)}" width="582" style="display:block;width:100%;max-width:100%;height:auto;border:0"></a></td></tr>` : ''}
        <tr><td style="padding:16px 20px 20px">
          <p style="margin:0 0 6px;font-size:12px;letter-spacing:.04em;text-transform:uppercase;font-weight:700;color:${view.reduced ? '#b45309' : '#1f4e79'}">${e(view.badge)}</p>
          <p style="margin:0;font-size:22px;font-weight:700;color:#111827">${e(view.price)}</p>
          ${view.reduced ? `<p style="margin:2px 0 0;color:#b45309">${e(view.reduced)}</p>` : ''}
          <p style="margin:10px 0 2px;font-weight:600;color:#111827">${e(view.address)}</p>
          <p style="margin:0;color:#4b5563">${e([view.type, view.specs].filter(Boolean).join(' · '))}</p>
          <p style="margin:16px 0 0"><a href="${e(view.url)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#1f4e79;color:#ffffff;text-decoration:none;font-weight:600">${e(DIGEST_TEXTS.viewListing[locale])}</a></p>
        </td></tr>
      </table>
    </td></tr>`,
    )
    .join('');
  const moreHtml =
    more > 0
      ? `<p style="margin:0 0 8px;font-weight:600">${e(andMore(more, locale))}</p><p style="margin:0 0 28px"><a href="${e(searchUrl)}" style="color:#1f4e79;font-weight:600">${e(DIGEST_TEXTS.seeAll[locale])}</a></p>`
      : `<p style="margin:0 0 28px"><a href="${e(searchUrl)}" style="color:#1f4e79;font-weight:600">${e(DIGEST_TEXTS.seeAll[locale])}</a></p>`;
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:16px;background:#f5f6f8;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#111827">
  <div style="box-sizing:border-box;max-width:640px;margin:0 auto;background:#ffffff;border-radius:10px;padding:28px">
    <h1 style="margin:0 0 16px;font-size:20px;line-height:1.3">${e(subject)}</h1>
    <p style="margin:0 0 4px">${e(greeting)}</p>
    <p style="margin:0 0 24px;color:#374151">${e(intro)}</p>
    <table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="border-collapse:collapse">${cards}
    </table>
    ${moreHtml}
    <p style="margin:0 0 4px;font-size:13px;font-weight:600;color:#374151">${e(DIGEST_TEXTS.yourSearch[locale])}</p>
    <p style="margin:0 0 24px;font-size:13px;color:#4b5563">${criteria.map(e).join(' · ')}</p>
    <p style="margin:0;font-size:13px;color:#6b7280">${e(reason)} <a href="${e(unsubscribeUrl)}" style="color:#6b7280">${e(DIGEST_TEXTS.unsubscribe[locale])}</a></p>
  </div>
</body>
</html>
`;
  return { subject, text, html, searchUrl };
}
