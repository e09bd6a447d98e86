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

export interface DemoTeamMember {
  name: string;
  avatar: string;
  subtitle: { fr: string; en: string };
  description: { fr: string; en: string };
  phone: string;
  email: string;
  languages: { fr: string; en: string };
}

/** Five brokers and staff of an invented Laurentians agency. */
export const DEMO_TEAM: DemoTeamMember[] = [
  {
    name: 'Isabelle Fortin',
    avatar: 'isabelle-fortin',
    subtitle: { fr: 'Courtière immobilière agréée D.A.', en: 'Chartered real estate broker (AEO)' },
    phone: '450 555-0142',
    email: 'isabelle.fortin@exemple.ca',
    languages: { fr: 'Français, anglais', en: 'French, English' },
    description: {
      fr: 'Isabelle accompagne les familles de la Rivière-du-Nord depuis 2011. Ancienne enseignante, elle prend le temps d’expliquer chaque étape, de l’évaluation à la signature chez le notaire. Elle connaît par cœur les écoles, les parcs et les projets de développement de Saint-Jérôme et de Prévost, et elle visite chaque propriété avant de la recommander. Ses clients vantent sa patience et sa franchise : elle dit quand une maison n’est pas la bonne.',
      en: 'Isabelle has guided families in the Rivière-du-Nord area since 2011. A former teacher, she takes the time to explain every step, from the valuation to the signing at the notary’s. She knows the schools, parks and development plans of Saint-Jérôme and Prévost by heart, and she visits every property before recommending it. Her clients praise her patience and honesty: she tells you when a house is not the right one.',
    },
  },
  {
    name: 'François Pelletier',
    avatar: 'francois-pelletier',
    subtitle: { fr: 'Courtier immobilier résidentiel et commercial', en: 'Residential and commercial real estate broker' },
    phone: '450 555-0187',
    email: 'francois.pelletier@exemple.ca',
    languages: { fr: 'Français, anglais, espagnol', en: 'French, English, Spanish' },
    description: {
      fr: 'Ingénieur de formation, François est la personne à consulter pour les plex, les immeubles à revenus et les terrains commerciaux. Il prépare pour chaque client une analyse de rendement détaillée (taux d’inoccupation, taxes, travaux à prévoir) et travaille avec un réseau d’inspecteurs et d’évaluateurs agréés. En dehors du bureau, il fait du vélo de montagne sur les sentiers de Sainte-Adèle.',
      en: 'An engineer by training, François is the person to see for plexes, income properties and commercial land. For each client he prepares a detailed yield analysis (vacancy rate, taxes, expected work) and works with a network of certified inspectors and appraisers. Outside the office, he rides the mountain-bike trails of Sainte-Adèle.',
    },
  },
  {
    name: 'Amélie Girard',
    avatar: 'amelie-girard',
    subtitle: { fr: 'Courtière immobilière, propriétés de villégiature', en: 'Real estate broker, recreational properties' },
    phone: '819 555-0123',
    email: 'amelie.girard@exemple.ca',
    languages: { fr: 'Français, anglais', en: 'French, English' },
    description: {
      fr: 'Chalets, maisons au bord de l’eau, terrains boisés : Amélie couvre le secteur de Val-David à Mont-Tremblant. Elle vérifie pour vous les droits acquis, les installations septiques, les servitudes d’accès au lac et les règlements sur la location à court terme. Elle organise aussi des visites vidéo en direct pour les acheteurs de Montréal ou de l’étranger.',
      en: 'Chalets, waterfront homes, wooded lots: Amélie covers the area from Val-David to Mont-Tremblant. She checks acquired rights, septic systems, lake-access easements and short-term rental rules for you. She also holds live video tours for buyers from Montreal or abroad.',
    },
  },
  {
    name: 'David Roy',
    avatar: 'david-roy',
    subtitle: { fr: 'Courtier immobilier, premiers acheteurs', en: 'Real estate broker, first-time buyers' },
    phone: '450 555-0165',
    email: 'david.roy@exemple.ca',
    languages: { fr: 'Français, anglais', en: 'French, English' },
    description: {
      fr: 'David aide les premiers acheteurs à s’y retrouver : préapprobation hypothécaire, RAP, CELIAPP, taxe de bienvenue et inspection. Il anime chaque printemps un atelier gratuit sur le premier achat à la bibliothèque de Mirabel.',
      en: 'David helps first-time buyers find their way: mortgage pre-approval, the Home Buyers’ Plan, the FHSA, the welcome tax and the inspection. Every spring he runs a free first-home workshop at the Mirabel library.',
    },
  },
  {
    name: 'Chantal Morin',
    avatar: 'chantal-morin',
    subtitle: { fr: 'Adjointe administrative', en: 'Administrative assistant' },
    phone: '450 555-0100',
    email: 'info@exemple.ca',
    languages: { fr: 'Français, anglais', en: 'French, English' },
    description: {
      fr: 'Chantal coordonne les visites, les promesses d’achat et les dossiers chez le notaire. C’est elle qui vous répond au téléphone, avec le sourire, depuis 2015.',
      en: 'Chantal coordinates visits, purchase offers and files at the notary’s. She is the one answering the phone, with a smile, since 2015.',
    },
  },
];
