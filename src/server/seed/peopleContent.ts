/**
 * Seed content of the people blocks (spec 001 §2 testimonials, team members, rewards, statistics,
 * partners): the agency's testimonial cards, key figures and awards for its home page, its team on
 * the about page, its partners page
 * (`/fr/partenaires`, `/en/partners`: partners and bank partners), and the broker's testimonial
 * list for her home page. Every person and firm is invented; portraits are initials drawn in
 * public/people, logos wordmarks drawn in public/partners, award badges our own in public/rewards.
 */
import type { Block } from '../../schema/block';
import { bankPartnersDemo } from '../../blocks/people/bank_partners_block/schema';
import { partnersDemo } from '../../blocks/people/partners_block/schema';
import { rewardDemo } from '../../blocks/people/reward_block/schema';
import { teamMembersDemo } from '../../blocks/people/team_members_block/schema';
import { statisticsDemo } from '../../blocks/people/statistics_block/schema';
import { testimonialsSliderDemo } from '../../blocks/people/testimonials_slider_block/schema';
import { block, t, type Localized } from './builders';
import type { SeedPage } from './types';

/** The agency home's testimonials: coloured cards of Laurentians buyers and sellers. */
export function agencyTestimonialsBlock(): Block {
  return block('testimonials_slider_block', { ...testimonialsSliderDemo.fields, main_title: t('Ce que nos clients disent de nous', 'What our clients say about us') }, { color_scheme: 'normal-grey' });
}

/** The agency home's key figures (8 brokers, since 2009). */
export function agencyStatisticsBlock(): Block {
  return block('statistics_block', statisticsDemo.fields, { color_scheme: 'inverted', layout_display: 'variant_1' });
}

/** The agency home's awards. */
export function agencyRewardsBlock(): Block {
  return block('reward_block', rewardDemo.fields, { color_scheme: 'normal' });
}

/** The agency's team on its about page: four brokers and the assistant. */
export function agencyTeamBlock(): Block {
  return block('team_members_block', teamMembersDemo.fields, { color_scheme: 'normal' });
}

const seoOf = (fr: { title: string; description: string }, en: { title: string; description: string }) => ({
  seo: { global: { fr, en }, facebook: { fr, en }, twitter: { fr, en } },
});

/** The agency's partners page: trusted professionals filtered by tag, then the banks. */
export function agencyPartnersPage(): SeedPage {
  return {
    key: 'partners',
    title: t('Partenaires', 'Partners'),
    paths: [
      { locale: 'fr', path: '/fr/partenaires' },
      { locale: 'en', path: '/en/partners' },
    ],
    content: {
      fields: [block('partners_block', partnersDemo.fields, { color_scheme: 'normal' }), block('bank_partners_block', bankPartnersDemo.fields, { color_scheme: 'normal-grey' })],
      override: seoOf(
        { title: 'Nos partenaires | Groupe Immobilier Laurentides', description: 'Notaires, inspecteurs, courtiers hypothécaires et institutions financières qui accompagnent nos clients dans les Laurentides.' },
        { title: 'Our partners | Groupe Immobilier Laurentides', description: 'Notaries, inspectors, mortgage brokers and financial institutions who support our clients in the Laurentians.' },
      ),
    },
  };
}

const testimony = (name: string, avatar: string | null, subtitle: Localized, description: Localized) =>
  block('testimonial_list_item', {
    ...(avatar ? { author_avatar: { media: { fr: { url: `/people/${avatar}.svg`, alt: '' } } } } : {}),
    author_name: name,
    author_subtitle: subtitle,
    description,
  });

/** The broker home's testimonial list (South Shore clients; the first one long enough to fold). */
export function brokerTestimonialsBlock(): Block {
  return block(
    'testimonials_list_block',
    {
      super_title: t('Témoignages', 'Testimonials'),
      main_title: t('Ils ont vendu ou acheté avec Julie', 'They sold or bought with Julie'),
      testimonials_repeater: [
        testimony(
          'Geneviève Bouchard',
          'genevieve-bouchard',
          t('Vente d’un cottage à Saint-Lambert', 'Sold a cottage in Saint-Lambert'),
          t(
            'Nous avions peur de vendre la maison où nos enfants ont grandi. Julie a pris le temps de visiter chaque pièce avec nous, de comprendre ce qui rendait la maison unique et de nous expliquer le marché de Saint-Lambert, rue par rue.\n\nElle a recommandé quelques petits travaux (peinture, éclairage, aménagement de l’entrée) qui ont fait toute la différence sur les photos. La première fin de semaine, quatorze visites ; le mardi suivant, trois promesses d’achat. Elle a négocié avec calme et fermeté, et nous avons accepté une offre supérieure au prix demandé, avec une date de prise de possession qui nous laissait le temps de trouver notre condo.\n\nJusqu’à la signature chez le notaire, elle a répondu à chacune de nos questions, même le soir. Nous la recommandons à tous nos amis.',
            'We were afraid to sell the house where our children grew up. Julie took the time to walk through every room with us, to understand what made the house special and to explain the Saint-Lambert market to us, street by street.\n\nShe recommended a few small jobs (paint, lighting, the entrance) that made all the difference in the photos. The first weekend, fourteen visits; the following Tuesday, three offers. She negotiated calmly and firmly, and we accepted an offer above asking, with a possession date that gave us time to find our condo.\n\nUntil the signing at the notary’s, she answered every one of our questions, even in the evening. We recommend her to all our friends.',
          ),
        ),
        testimony(
          'Martin Leblanc',
          'martin-leblanc',
          t('Premier achat à Longueuil', 'First home in Longueuil'),
          t(
            'Premier achat, et Julie nous a tout expliqué : préapprobation, inspection, taxe de bienvenue. Elle a repéré une infiltration d’eau avant l’offre et obtenu une baisse de prix.',
            'Our first purchase, and Julie explained everything: pre-approval, inspection, welcome tax. She spotted a water leak before the offer and got the price lowered.',
          ),
        ),
        testimony(
          'Nadia Haddad',
          'nadia-haddad',
          t('Achat d’un condo à Brossard', 'Bought a condo in Brossard'),
          t(
            'Julie connaît chaque projet de condo près du REM. Grâce à elle, nous avons évité un immeuble dont le fonds de prévoyance était insuffisant.',
            'Julie knows every condo project near the REM. Thanks to her, we avoided a building with an underfunded contingency fund.',
          ),
        ),
        testimony(
          'Olivier Côté',
          'olivier-cote',
          t('Vente d’un duplex à Boucherville', 'Sold a duplex in Boucherville'),
          t('Vendu en 12 jours, locataires respectés, dossier impeccable. Merci Julie !', 'Sold in 12 days, tenants respected, a flawless file. Thank you, Julie!'),
        ),
        testimony(
          'Chantal Morin',
          null,
          t('Retraitée, Vieux-Longueuil', 'Retiree, Old Longueuil'),
          t(
            'Après 35 ans dans notre maison, Julie nous a aidés à trouver un condo de plain-pied à deux rues de nos petits-enfants.',
            'After 35 years in our house, Julie helped us find a single-storey condo two streets from our grandchildren.',
          ),
        ),
      ],
    },
    { color_scheme: 'normal-grey' },
  );
}
