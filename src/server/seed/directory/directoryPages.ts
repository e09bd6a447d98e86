/**
 * The seeded directory pages of the agency site: the brokers' directory (`/fr/courtiers`,
 * `/en/brokers`) whose cards the content API fills from the site's members, followed by the teams.
 */
import { BROKERS_PATH } from '../../../schema/directory';
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
