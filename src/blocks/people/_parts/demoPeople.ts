/**
 * Invented clients and brokers of the people blocks' demos (no real people): names, portraits
 * (initials drawn in public/people/), bilingual testimonies set in Quebec. Data only, no React:
 * read by the blocks' schema.ts demos.
 */

export interface DemoTestimony {
  name: string;
  avatar: string;
  subtitle: { fr: string; en: string };
  text: { fr: string; en: string };
  score: number;
  date: string;
}

const avatar = (slug: string) => `/people/${slug}.svg`;

/** An `image` value for a portrait file of public/people (alt left empty: the name is written beside it). */
export function portrait(slug: string) {
  return { media: { fr: { url: avatar(slug), alt: '' } } };
}

/** Six testimonies of buyers and sellers, long and short. */
export const DEMO_TESTIMONIES: DemoTestimony[] = [
  {
    name: 'Geneviève Bouchard',
    avatar: 'genevieve-bouchard',
    subtitle: { fr: 'Vendeuse à Saint-Jérôme', en: 'Seller in Saint-Jérôme' },
    score: 5,
    date: '2026-09-14',
    text: {
      fr: 'Notre maison était sur le marché depuis quatre mois avec une autre agence. En deux semaines, l’équipe a revu le prix avec des comparables solides, fait faire des photos professionnelles et organisé deux visites libres. Nous avons accepté une offre au-dessus du prix demandé, sans condition de financement.\n\nCe qui nous a marqués, c’est la disponibilité : chaque question avait une réponse dans l’heure, même le dimanche soir. Nous recommandons sans hésiter.',
      en: 'Our house had been on the market for four months with another agency. Within two weeks, the team reworked the price with solid comparables, had professional photos taken and held two open houses. We accepted an offer above asking, with no financing condition.\n\nWhat struck us most was how available they were: every question had an answer within the hour, even on a Sunday evening. We recommend them without hesitation.',
    },
  },
  {
    name: 'Martin Leblanc',
    avatar: 'martin-leblanc',
    subtitle: { fr: 'Premier achat à Mirabel', en: 'First home in Mirabel' },
    score: 5,
    date: '2026-08-30',
    text: {
      fr: 'Premier achat, beaucoup de stress… Notre courtière nous a expliqué chaque étape : préapprobation, inspection, taxe de bienvenue. Elle a repéré un problème de drain français avant l’offre et négocié 12 000 $ de rabais.',
      en: 'First purchase, lots of stress… Our broker explained every step: pre-approval, inspection, welcome tax. She spotted a French drain issue before the offer and negotiated $12,000 off the price.',
    },
  },
  {
    name: 'Nadia Haddad',
    avatar: 'nadia-haddad',
    subtitle: { fr: 'Achat d’un chalet à Val-David', en: 'Bought a chalet in Val-David' },
    score: 4.5,
    date: '2026-07-18',
    text: {
      fr: 'Acheter un chalet à distance, depuis Montréal, semblait compliqué. Visites vidéo en direct, vérification des droits acquis pour la location à court terme, analyse de l’installation septique : tout a été fait avant même que nous nous déplacions. Le jour de la signature, nous connaissions déjà le nom du déneigeur !',
      en: 'Buying a chalet remotely, from Montreal, seemed complicated. Live video tours, checks on acquired rights for short-term rentals, review of the septic system: everything was done before we even drove up. On signing day, we already knew the snow-removal contractor’s name!',
    },
  },
  {
    name: 'Olivier Côté',
    avatar: 'olivier-cote',
    subtitle: { fr: 'Vente d’un duplex à Blainville', en: 'Sold a duplex in Blainville' },
    score: 5,
    date: '2026-06-02',
    text: {
      fr: 'Vendre un duplex avec des locataires en place demande du doigté. Les visites ont été planifiées dans le respect de tout le monde et les baux ont été présentés clairement aux acheteurs. Vendu en 19 jours.',
      en: 'Selling a duplex with tenants in place takes tact. Visits were planned with respect for everyone, and the leases were presented clearly to buyers. Sold in 19 days.',
    },
  },
  {
    name: 'Chantal Morin',
    avatar: 'chantal-morin',
    subtitle: { fr: 'Retraitée, Sainte-Adèle', en: 'Retiree, Sainte-Adèle' },
    score: 4,
    date: '2026-04-21',
    text: {
      fr: 'Après 32 ans dans la même maison, nous avions besoin de quelqu’un de patient. On nous a aidés à trier, à choisir le bon moment pour vendre et à trouver un condo de plain-pied près de nos petits-enfants. Merci pour votre humanité.',
      en: 'After 32 years in the same house, we needed someone patient. They helped us sort things out, choose the right time to sell and find a single-storey condo near our grandchildren. Thank you for your kindness.',
    },
  },
  {
    name: 'Samuel Nguyen',
    avatar: 'samuel-nguyen',
    subtitle: { fr: 'Investisseur, Saint-Sauveur', en: 'Investor, Saint-Sauveur' },
    score: 4.5,
    date: '2026-03-09',
    text: {
      fr: 'Analyse de rendement claire, visites efficaces et un excellent réseau d’inspecteurs et de notaires. Mon troisième achat avec eux.',
      en: 'Clear yield analysis, efficient visits and an excellent network of inspectors and notaries. My third purchase with them.',
    },
  },
];
