/**
 * The offices of `offices_block` and `offices_map_block` as one list: hand-written
 * `office_map_item`s when the block has some, else the directory's `core_data.succursales` (spec
 * 001 §3 "Office (directory)") turned into the same item shape — name, photo, address and opening
 * hours per locale, phone and e-mail links, a directions link (opens the visitor's map app) and the
 * marker's coordinates. Pure: no React.
 */
import { escapeHtml } from '../../../lib/escapeHtml';
import type { DirectoryOffice, OpeningHours } from '../../../schema/directory';
import type { OfficeMapItemValue } from '../office_map_item/schema';

type Locale = 'fr' | 'en';

/** One office as the blocks draw it; `key` ties a list entry to its marker. */
export interface OfficeEntry {
  key: string;
  item: OfficeMapItemValue;
  coords: [number, number] | null;
}

/** `09:00` → `9 h` (fr) / `9:00 a.m.` (en); `17:30` → `17 h 30` / `5:30 p.m.`. */
export function formatTime(time: string, locale: Locale): string {
  const [h, m] = time.split(':').map(Number);
  if (locale === 'fr') return m ? `${h} h ${String(m).padStart(2, '0')}` : `${h} h`;
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'a.m.' : 'p.m.'}`;
}

/** One line of hours: `Lundi au vendredi : 9 h à 17 h 30` / `Monday to Friday: 9:00 a.m. to 5:30 p.m.`. */
export function hoursLine(line: OpeningHours, locale: Locale): string {
  const days = line.days[locale] ?? line.days.fr ?? '';
  return locale === 'fr'
    ? `${days} : ${formatTime(line.opens, 'fr')} à ${formatTime(line.closes, 'fr')}`
    : `${days}: ${formatTime(line.opens, 'en')} to ${formatTime(line.closes, 'en')}`;
}

/** A directions link to `lat,lng`: the universal maps URL opens the visitor's map app on phones. */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat.toFixed(6)},${lng.toFixed(6)}`;
}

const both = (value: string) => ({ fr: value, en: value });

/** A directory office as an `office_map_item`. */
export function officeItem(office: DirectoryOffice): OfficeMapItemValue {
  const text = (locale: Locale) => {
    const address = office.address[locale] ?? office.address.fr;
    const region = locale === 'fr' ? `${address?.city ?? ''} (Québec)` : `${address?.city ?? ''}, Quebec`;
    const lines = [`<p>${escapeHtml(address?.street ?? '')}<br>${escapeHtml(region)}${office.postal_code ? ` ${escapeHtml(office.postal_code)}` : ''}</p>`];
    if (office.opening_hours?.length) lines.push(`<p>${office.opening_hours.map((line) => escapeHtml(hoursLine(line, locale))).join('<br>')}</p>`);
    return lines.join('');
  };
  const name = office.name;
  const links: OfficeMapItemValue['fields']['icon_links_repeater'] = [];
  if (office.phone.display && office.phone.intl) {
    links.push({
      block_type: 'icon_link_item',
      block_params: {},
      fields: { icon: { type: 'phone', font_weight: 'regular' }, link: { format: { type: 'text' }, text: both(office.phone.display), url: both(`tel:${office.phone.intl}`), target: '_self' } },
    });
  }
  if (office.email) {
    links.push({
      block_type: 'icon_link_item',
      block_params: {},
      fields: { icon: { type: 'mail', font_weight: 'regular' }, link: { format: { type: 'text' }, text: both(office.email), url: both(`mailto:${office.email}`), target: '_self' } },
    });
  }
  return {
    block_type: 'office_map_item',
    block_params: { coords: { lat: office.latitude, lng: office.longitude }, hover_id: office.id },
    fields: {
      main_title: name,
      ...(office.photo ? { image: { media: { fr: { url: office.photo, alt: '' }, en: { url: office.photo, alt: '' } } } } : {}),
      description: { fr: text('fr'), en: text('en') },
      icon_links_repeater: links,
      cta: {
        format: { type: 'link' },
        text: { fr: 'Itinéraire', en: 'Directions' },
        url: both(directionsUrl(office.latitude, office.longitude)),
        target: '_blank',
        icon: { type: 'map-pin', font_weight: 'regular', align: 'left' },
      },
    },
  };
}

/** The offices a block draws: its hand-written items, else the directory's. */
export function officeEntries(items: OfficeMapItemValue[], succursales: DirectoryOffice[] | undefined): OfficeEntry[] {
  const source = items.length > 0 ? items : (succursales ?? []).map(officeItem);
  return source.map((item, index) => {
    const coords = item.block_params.coords;
    return { key: String(item.block_params.hover_id ?? `office-${index}`), item, coords: coords ? [coords.lat, coords.lng] : null };
  });
}
