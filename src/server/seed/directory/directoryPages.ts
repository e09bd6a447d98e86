/**
 * The seeded directory pages of the agency site: the brokers' directory (`/fr/courtiers`,
 * `/en/brokers`) whose cards the content API fills from the site's members, followed by the teams;
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
