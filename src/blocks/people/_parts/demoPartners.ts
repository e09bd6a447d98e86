/**
 * Invented partners and bank partners of the people blocks' demos (no real firm): names, wordmarks
 * drawn in public/partners/, bilingual descriptions and coloured tags. Data only, no React: read by
 * the blocks' schema.ts demos and by the seed.
 */

type T = { fr: string; en: string };
const t = (fr: string, en: string): T => ({ fr, en });

/** The demo tags: name and colours (contrast checked against their text colour). */
export const DEMO_PARTNER_TAGS = {
  buying: { name: t('Achat', 'Buying'), bg: '#dbeafe', text: '#1e3a8a' },
  selling: { name: t('Vente', 'Selling'), bg: '#fde7d6', text: '#7c2d12' },
  financing: { name: t('Financement', 'Financing'), bg: '#dcfce7', text: '#14532d' },
  legal: { name: t('Juridique', 'Legal'), bg: '#ede9fe', text: '#4c1d95' },
  moving: { name: t('Déménagement', 'Moving'), bg: '#fef3c7', text: '#713f12' },
} as const;
export type DemoTagKey = keyof typeof DEMO_PARTNER_TAGS;

export interface DemoPartner {
  slug: string;
  name: string;
  subtitle: T;
  description: T;
  phone: string;
  website: string;
  tags: DemoTagKey[];
}

export const DEMO_PARTNERS: DemoPartner[] = [
  {
    slug: 'notaires-riviere-du-nord',
    name: 'Notaires Rivière-du-Nord',
    subtitle: t('Notaires · Saint-Jérôme', 'Notaries · Saint-Jérôme'),
    description: t('Actes de vente, hypothèques et successions : une étude de six notaires qui signe aussi le soir et le samedi.', 'Deeds of sale, mortgages and estates: a six-notary office that also signs on evenings and Saturdays.'),
    phone: '450 555-0210',
    website: 'https://notaires-rdn.exemple.ca',
    tags: ['buying', 'selling', 'legal'],
  },
  {
    slug: 'hypotheques-boreal',
    name: 'Hypothèques Boréal',
    subtitle: t('Courtage hypothécaire', 'Mortgage brokerage'),
    description: t('Comparaison de plus de vingt prêteurs, préapprobation en 48 heures et accompagnement des travailleurs autonomes.', 'More than twenty lenders compared, pre-approval within 48 hours and support for self-employed borrowers.'),
    phone: '450 555-0233',
    website: 'https://hypotheques-boreal.exemple.ca',
    tags: ['buying', 'financing'],
  },
  {
    slug: 'inspection-bati-sur',
    name: 'Inspection Bâti-Sûr',
    subtitle: t('Inspection préachat', 'Pre-purchase inspection'),
    description: t('Inspecteurs membres d’une association reconnue, caméra thermique et rapport illustré remis en 24 heures.', 'Inspectors who belong to a recognized association, thermal camera and an illustrated report within 24 hours.'),
    phone: '450 555-0258',
    website: 'https://batisur.exemple.ca',
    tags: ['buying'],
  },
  {
    slug: 'atelier-home-staging',
    name: 'Atelier Mise en valeur',
    subtitle: t('Mise en valeur résidentielle', 'Home staging'),
    description: t('Conseils de désencombrement, location de mobilier et décor neutre pour des photos qui donnent envie de visiter.', 'Decluttering advice, furniture rental and neutral decor for photos that make buyers want to visit.'),
    phone: '450 555-0271',
    website: 'https://misenvaleur.exemple.ca',
    tags: ['selling'],
  },
  {
    slug: 'studio-lumiere-nord',
    name: 'Studio Lumière Nord',
    subtitle: t('Photo, vidéo et drone', 'Photo, video and drone'),
    description: t('Photos HDR, visites virtuelles et prises de vue par drone des terrains et des bords de lac.', 'HDR photos, virtual tours and drone shots of land and lakefronts.'),
    phone: '819 555-0284',
    website: 'https://lumierenord.exemple.ca',
    tags: ['selling'],
  },
  {
    slug: 'demenagements-lachute',
    name: 'Déménagements Lachute',
    subtitle: t('Déménagement et entreposage', 'Moving and storage'),
    description: t('Équipes formées, camions de toutes tailles et entrepôt chauffé pour les dates de prise de possession décalées.', 'Trained crews, trucks of every size and a heated warehouse for staggered possession dates.'),
    phone: '450 555-0296',
    website: 'https://demenagements-lachute.exemple.ca',
    tags: ['moving'],
  },
  {
    slug: 'avocats-gagne-lapierre',
    name: 'Gagné Lapierre avocats',
    subtitle: t('Droit immobilier', 'Real estate law'),
    description: t('Vices cachés, copropriété et litiges de voisinage : des avocats qui répondent en langage clair.', 'Latent defects, condominiums and neighbour disputes: lawyers who answer in plain language.'),
    phone: '450 555-0305',
    website: 'https://gagnelapierre.exemple.ca',
    tags: ['legal'],
  },
  {
    slug: 'assurances-laurentides',
    name: 'Assurances des Monts',
    subtitle: t('Assurance habitation', 'Home insurance'),
    description: t('Soumissions pour maisons, chalets et immeubles à revenus, y compris les propriétés chauffées au bois.', 'Quotes for houses, chalets and income properties, including wood-heated homes.'),
    phone: '450 555-0319',
    website: 'https://assurancesdesmonts.exemple.ca',
    tags: ['buying', 'financing'],
  },
];

export interface DemoBankEmployee {
  name: string;
  avatar?: string;
  subtitle: T;
  phone: string;
  email: string;
}

export interface DemoBank {
  slug: string;
  name: string;
  employees: DemoBankEmployee[];
}

export const DEMO_BANKS: DemoBank[] = [
  {
    slug: 'banque-boreale',
    name: 'Banque Boréale',
    employees: [
      { name: 'Olivier Côté', avatar: 'olivier-cote', subtitle: t('Spécialiste en financement hypothécaire', 'Mortgage specialist'), phone: '450 555-0402', email: 'o.cote@boreale.exemple.ca' },
      { name: 'Nadia Haddad', avatar: 'nadia-haddad', subtitle: t('Conseillère, propriétés de villégiature', 'Advisor, recreational properties'), phone: '819 555-0417', email: 'n.haddad@boreale.exemple.ca' },
    ],
  },
  {
    slug: 'caisse-hautes-terres',
    name: 'Caisse des Hautes-Terres',
    employees: [
      { name: 'Martin Leblanc', avatar: 'martin-leblanc', subtitle: t('Conseiller, premiers acheteurs', 'Advisor, first-time buyers'), phone: '450 555-0433', email: 'm.leblanc@hautesterres.exemple.ca' },
    ],
  },
  {
    slug: 'banque-horizon-nord',
    name: 'Banque Horizon Nord',
    employees: [
      { name: 'Geneviève Bouchard', avatar: 'genevieve-bouchard', subtitle: t('Directrice, prêts commerciaux', 'Director, commercial lending'), phone: '450 555-0448', email: 'g.bouchard@horizonnord.exemple.ca' },
      { name: 'Samuel Nguyen', subtitle: t('Conseiller hypothécaire mobile', 'Mobile mortgage advisor'), phone: '450 555-0451', email: 's.nguyen@horizonnord.exemple.ca' },
    ],
  },
];
