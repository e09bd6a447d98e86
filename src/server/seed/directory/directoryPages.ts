/**
 * The seeded directory pages of the agency site: the brokers' directory (`/fr/courtiers`,
 * `/en/brokers`: the hero members search, then the cards the content API fills from the site's
 * members, then the teams); the home's members carousel; the contact page's map of the offices;
 * the offices page (`/fr/bureaux`, `/en/offices`: the list beside the map, then the directors and
 * staff); the offices grid the about page ends with.
 */
import { BROKERS_PATH, OFFICES_PATH } from '../../../schema/directory';
import { block, t } from '../builders';
import type { SeedPage } from '../types';

/** The brokers' page of a site named `siteName` (used in its SEO titles). */
export function brokersPage(siteName: string): SeedPage {
  return {
    key: 'brokers',
    title: t('Nos courtiers', 'Our brokers'),
    paths: [
      { locale: 'fr', path: BROKERS_PATH.fr },
      { locale: 'en', path: BROKERS_PATH.en },
    ],
    content: {
      fields: [
        block(
          'hero_members_search_block',
          {
            super_title: t('Nos courtiers', 'Our brokers'),
            main_title: t('Trouvez votre courtier', 'Find your broker'),
            description: t(
              '<p>Cherchez un courtier par son nom ou parcourez l’équipe de nos trois bureaux, à Montréal, à Longueuil et à Brossard.</p>',
              '<p>Search for a broker by name or browse the team of our three offices, in Montréal, Longueuil and Brossard.</p>',
            ),
            members_repeater: [],
          },
          { context_type: 'brokers' },
        ),
        block(
          'member_cards_block',
          {
            super_title: t('Notre équipe', 'Our team'),
            main_title: t('Nos courtiers immobiliers', 'Our real estate brokers'),
            description: t(
              '<p>Des courtiers qui habitent les quartiers qu’ils servent, à Montréal et sur la Rive-Sud. Choisissez un bureau pour voir son équipe.</p>',
              '<p>Brokers who live in the neighbourhoods they serve, in Montréal and on the South Shore. Pick an office to see its team.</p>',
            ),
          },
          { color_scheme: 'normal', context_type: 'brokers' },
        ),
        block('member_cards_block', { super_title: t('Ensemble', 'Together'), main_title: t('Nos équipes', 'Our teams') }, { color_scheme: 'normal-grey', context_type: 'teams' }),
      ],
      override: {
        seo: {
          global: {
            fr: { title: `Nos courtiers | ${siteName}`, description: 'Trouvez un courtier immobilier de notre agence à Montréal, à Longueuil ou à Brossard.' },
            en: { title: `Our brokers | ${siteName}`, description: 'Find a real estate broker of our agency in Montréal, Longueuil or Brossard.' },
          },
        },
      },
    },
  };
}

/** The offices page: every office beside the map, then the people who run them. */
export function officesPage(siteName: string): SeedPage {
  return {
    key: 'offices',
    title: t('Nos bureaux', 'Our offices'),
    paths: [
      { locale: 'fr', path: OFFICES_PATH.fr },
      { locale: 'en', path: OFFICES_PATH.en },
    ],
    content: {
      fields: [
        block(
          'offices_map_block',
          {
            super_title: t('Nos bureaux', 'Our offices'),
            main_title: t('Trois bureaux, à Montréal et sur la Rive-Sud', 'Three offices, in Montréal and on the South Shore'),
            description: t(
              '<p>Passez nous voir sans rendez-vous aux heures d’ouverture, ou choisissez un bureau pour le voir sur la carte et obtenir l’itinéraire.</p>',
              '<p>Drop by during opening hours, no appointment needed, or pick an office to see it on the map and get directions.</p>',
            ),
          },
          { color_scheme: 'normal' },
        ),
        block('member_cards_block', { super_title: t('Direction', 'Management'), main_title: t('La direction', 'Our directors') }, { color_scheme: 'normal-grey', context_type: 'directors' }),
        block('member_cards_block', { super_title: t('Soutien', 'Support'), main_title: t('L’équipe administrative', 'Our office staff') }, { color_scheme: 'normal', context_type: 'admins' }),
      ],
      override: {
        seo: {
          global: {
            fr: { title: `Nos bureaux | ${siteName}`, description: 'Nos bureaux du Plateau-Mont-Royal, du Vieux-Longueuil et de Brossard : adresses, heures d’ouverture et itinéraires.' },
            en: { title: `Our offices | ${siteName}`, description: 'Our offices on the Plateau-Mont-Royal, in Old Longueuil and in Brossard: addresses, opening hours and directions.' },
          },
        },
      },
    },
  };
}

/** The offices grid (cards with photos) that closes the about page. */
export function officesGridBlock() {
  return block('offices_block', { super_title: t('Nous visiter', 'Visit us'), main_title: t('Nos bureaux', 'Our offices') }, { color_scheme: 'normal' });
}

/** The agency home's members carousel: the brokers, filled from the directory by the content API. */
export function agencyMembersCarouselBlock() {
  return block(
    'members_carousel_block',
    {
      super_title: t('Notre équipe', 'Our team'),
      main_title: t('Des courtiers qui connaissent votre quartier', 'Brokers who know your neighbourhood'),
      members_repeater: [],
    },
    { color_scheme: 'normal-grey', context_type: 'brokers' },
  );
}

/** A map marker of one of the agency's offices (coordinates of the seeded offices' streets). */
function officeMarker(id: string, lat: number, lng: number, name: { fr: string; en: string }, address: { fr: string; en: string }) {
  return block(
    'map_marker_item',
    { main_title: name, tooltip: name, description: t(`<p>${address.fr}</p>`, `<p>${address.en}</p>`), popup_repeater: [] },
    { coords: { lat, lng }, hover_id: id },
  );
}

/** The contact page's map of the three offices, behind its click gateway. */
export function officesCoordinatesMapBlock() {
  return block(
    'coordinates_map_block',
    {
      super_title: t('Nos bureaux', 'Our offices'),
      main_title: t('Où nous trouver', 'Where to find us'),
      description: t(
        '<p>Trois bureaux, à Montréal et sur la Rive-Sud, ouverts en semaine et, à Montréal et à Longueuil, le samedi.</p>',
        '<p>Three offices, in Montréal and on the South Shore, open on weekdays and, in Montréal and Longueuil, on Saturdays.</p>',
      ),
      map_markers_repeater: [
        officeMarker('plateau', 45.52834, -73.57878, t('Montréal — Plateau-Mont-Royal', 'Montréal — Plateau-Mont-Royal'), t('1250, avenue du Mont-Royal Est, Montréal (Québec) H2J 1Y4', '1250 Mont-Royal Avenue East, Montréal, Quebec H2J 1Y4')),
        officeMarker('longueuil', 45.53838, -73.51142, t('Vieux-Longueuil', 'Old Longueuil'), t('150, rue Saint-Charles Ouest, Longueuil (Québec) J4H 1C8', '150 Saint-Charles Street West, Longueuil, Quebec J4H 1C8')),
        officeMarker('brossard', 45.44376, -73.43683, t('Brossard — Quartier DIX30', 'Brossard — Quartier DIX30'), t('9160, boulevard Leduc, Brossard (Québec) J4Y 0E3', '9160 Leduc Boulevard, Brossard, Quebec J4Y 0E3')),
      ],
    },
    { color_scheme: 'normal' },
  );
}
