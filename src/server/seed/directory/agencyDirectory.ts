/**
 * The agency site's directory: three offices (Montréal's Plateau, Vieux-Longueuil, Brossard's
 * Quartier DIX30; real streets and their coordinates), 24 brokers, 2 teams, 4 staff members and
 * 2 directors (invented people), 8 partners with tags, 3 bank partners, 12 testimonials and the
 * agency's rewards. Portraits are generated initials badges in public/directory/avatars (two brokers
 * have none and show the member placeholder). Phone numbers are in the fictional 555-01xx range.
 */
import { spokenLanguages } from '../../../lib/languageNames';
import { slugify } from '../../../lib/slug';
import type { StoredOpeningHours } from '../../db/schema';
import { seedTestimonial, type SeedDirectory, type SeedTestimonialRow } from './types';

const DOMAIN = 'groupe-immobilier-laurentides.ca';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

const hours = (saturday: boolean): StoredOpeningHours[] => [
  { days: { fr: 'Lundi au vendredi', en: 'Monday to Friday' }, day_of_week: WEEKDAYS, opens: '09:00', closes: '17:30' },
  ...(saturday ? [{ days: { fr: 'Samedi', en: 'Saturday' }, day_of_week: ['Saturday'], opens: '10:00', closes: '15:00' }] : []),
];

const offices: SeedDirectory['offices'] = [
  {
    name: { fr: 'Montréal — Plateau-Mont-Royal', en: 'Montréal — Plateau-Mont-Royal' },
    photoUrl: '/directory/offices/plateau.svg',
    street: { fr: '1250, avenue du Mont-Royal Est', en: '1250 Mont-Royal Avenue East' },
    city: 'Montréal',
    postalCode: 'H2J 1Y4',
    latitude: 45.52834,
    longitude: -73.57878,
    phoneDisplay: '514 555-0140',
    phoneIntl: '+15145550140',
    email: `plateau@${DOMAIN}`,
    openingHours: hours(true),
  },
  {
    name: { fr: 'Vieux-Longueuil', en: 'Old Longueuil' },
    photoUrl: '/directory/offices/longueuil.svg',
    street: { fr: '150, rue Saint-Charles Ouest', en: '150 Saint-Charles Street West' },
    city: 'Longueuil',
    postalCode: 'J4H 1C8',
    latitude: 45.53838,
    longitude: -73.51142,
    phoneDisplay: '450 555-0150',
    phoneIntl: '+14505550150',
    email: `longueuil@${DOMAIN}`,
    openingHours: hours(true),
  },
  {
    name: { fr: 'Brossard — Quartier DIX30', en: 'Brossard — Quartier DIX30' },
    photoUrl: null,
    street: { fr: '9160, boulevard Leduc', en: '9160 Leduc Boulevard' },
    city: 'Brossard',
    postalCode: 'J4Y 0E3',
    latitude: 45.44376,
    longitude: -73.43683,
    phoneDisplay: '450 555-0160',
    phoneIntl: '+14505550160',
    email: `brossard@${DOMAIN}`,
    openingHours: hours(false),
  },
];

/** Neighbourhoods each office's brokers know best, per locale. */
const AREAS = [
  { fr: 'le Plateau, Rosemont et la Petite-Patrie', en: 'the Plateau, Rosemont and La Petite-Patrie' },
  { fr: 'le Vieux-Longueuil, Saint-Lambert et Boucherville', en: 'Old Longueuil, Saint-Lambert and Boucherville' },
  { fr: 'Brossard, La Prairie et Candiac', en: 'Brossard, La Prairie and Candiac' },
];

type Gender = 'f' | 'm';
type BrokerSeed = [name: string, gender: Gender, office: number, years: number, languages: string[], focus: 'condo' | 'family' | 'plex' | 'first' | 'luxury'];

const FOCUS = {
  condo: { fr: 'les copropriétés et les condos neufs', en: 'condominiums and new-build condos' },
  family: { fr: 'les maisons familiales près des écoles et des parcs', en: 'family homes close to schools and parks' },
  plex: { fr: 'les duplex, triplex et petits immeubles à revenus', en: 'duplexes, triplexes and small income properties' },
  first: { fr: 'les premiers achats et le financement', en: 'first-time purchases and financing' },
  luxury: { fr: 'les propriétés haut de gamme', en: 'upscale properties' },
};
const DESIGNATIONS = {
  condo: { fr: ['Courtage résidentiel', 'Copropriétés'], en: ['Residential brokerage', 'Condominiums'] },
  family: { fr: ['Courtage résidentiel'], en: ['Residential brokerage'] },
  plex: { fr: ['Courtage résidentiel', 'Immeubles à revenus'], en: ['Residential brokerage', 'Income properties'] },
  first: { fr: ['Courtage résidentiel', 'Premier achat'], en: ['Residential brokerage', 'First-time buyers'] },
  luxury: { fr: ['Courtage résidentiel', 'Propriétés de prestige'], en: ['Residential brokerage', 'Luxury homes'] },
};

const BROKERS: BrokerSeed[] = [
  ['Camille Bergeron', 'f', 0, 12, ['fr', 'en'], 'condo'],
  ['Olivier Gagnon-Roy', 'm', 0, 8, ['fr', 'en'], 'plex'],
  ['Léa Fortin', 'f', 0, 5, ['fr', 'en', 'es'], 'first'],
  ['Mathieu Desrosiers', 'm', 0, 15, ['fr', 'en'], 'luxury'],
  ['Rosalie Paquin', 'f', 0, 3, ['fr'], 'condo'],
  ['Antoine Lévesque-Hamel', 'm', 0, 10, ['fr', 'en', 'it'], 'plex'],
  ['Noémie Carrier', 'f', 0, 7, ['fr', 'en'], 'family'],
  ['Félix Archambault', 'm', 0, 4, ['fr', 'en'], 'first'],
  ['Sarah-Maude Boivin', 'f', 0, 9, ['fr', 'en'], 'condo'],
  ['Karim Haddad', 'm', 0, 11, ['fr', 'en', 'ar'], 'plex'],
  ['Émilie Thibodeau', 'f', 1, 14, ['fr', 'en'], 'family'],
  ['Jérôme Beausoleil', 'm', 1, 6, ['fr'], 'family'],
  ['Audrey Lachance', 'f', 1, 9, ['fr', 'en'], 'luxury'],
  ['Samuel Ouellet', 'm', 1, 12, ['fr', 'en'], 'plex'],
  ['Justine Marcoux', 'f', 1, 2, ['fr', 'en'], 'first'],
  ['Vincent Dufresne', 'm', 1, 18, ['fr', 'en'], 'luxury'],
  ['Mélodie Caron', 'f', 1, 5, ['fr', 'en', 'pt'], 'condo'],
  ['Philippe Nadeau', 'm', 1, 7, ['fr'], 'family'],
  ['Marie-Ève Langlois', 'f', 2, 13, ['fr', 'en'], 'family'],
  ['Thomas Bélanger', 'm', 2, 6, ['fr', 'en'], 'first'],
  ['Ana Rodrigues', 'f', 2, 8, ['fr', 'en', 'pt', 'es'], 'condo'],
  ['Wei Lin Tremblay', 'm', 2, 10, ['fr', 'en', 'zh'], 'luxury'],
  ['Laurence Poirier', 'f', 2, 4, ['fr', 'en'], 'family'],
  ['Gabriel Turcotte', 'm', 2, 9, ['fr', 'en'], 'plex'],
];

/** Brokers shown without a portrait (the member placeholder). */
const WITHOUT_PORTRAIT = new Set(['rosalie-paquin', 'philippe-nadeau']);

const phoneOf = (office: number, index: number) => {
  const area = office === 0 ? '514' : '450';
  const line = String(170 + index).padStart(4, '0').slice(-2);
  return { phoneDisplay: `${area} 555-01${line}`, phoneIntl: `+1${area}55501${line}` };
};

function brokerMember([name, gender, office, years, languages, focus]: BrokerSeed, index: number): SeedDirectory['members'][number] {
  const slug = slugify(name);
  const first = name.split(' ')[0];
  return {
    kind: 'brokers',
    name,
    slug,
    avatarUrl: WITHOUT_PORTRAIT.has(slug) ? null : `/directory/avatars/${slug}.svg`,
    title: gender === 'f' ? { fr: 'Courtière immobilière résidentielle', en: 'Residential real estate broker' } : { fr: 'Courtier immobilier résidentiel', en: 'Residential real estate broker' },
    bio: {
      fr:
        `<p>${first} accompagne acheteurs et vendeurs depuis ${years} ans dans ${AREAS[office].fr}. ` +
        `${gender === 'f' ? 'Elle' : 'Il'} s’intéresse particulièrement à ${FOCUS[focus].fr}.</p>` +
        `<p>Méthodique et disponible, ${first} prépare chaque mise en marché avec une analyse comparative détaillée, des photos professionnelles et un plan de visites réfléchi. ` +
        `${gender === 'f' ? 'Elle' : 'Il'} parle ${spokenLanguages(languages, 'fr')}.</p>`,
      en:
        `<p>${first} has been helping buyers and sellers in ${AREAS[office].en} for ${years} years, with a particular interest in ${FOCUS[focus].en}.</p>` +
        `<p>Methodical and easy to reach, ${first} prepares every listing with a detailed comparative market analysis, professional photos and a well-planned showing schedule. ` +
        `${gender === 'f' ? 'She' : 'He'} speaks ${spokenLanguages(languages, 'en')}.</p>`,
    },
    ...phoneOf(office, index),
    email: `${slug}@${DOMAIN}`,
    languages,
    socialLinks: index % 3 === 0 ? [{ network: 'linkedin', url: `https://www.linkedin.com/` }] : [],
    office,
    licenceNumber: `E${String(4100 + index * 37).padStart(4, '0')}`,
    designations: DESIGNATIONS[focus],
  };
}

type StaffSeed = [kind: 'teams' | 'admins' | 'directors', name: string, office: number, title: { fr: string; en: string }];
const STAFF: StaffSeed[] = [
  ['teams', 'Équipe Bergeron Fortin', 0, { fr: 'Camille Bergeron et Léa Fortin, copropriétés du Plateau', en: 'Camille Bergeron and Léa Fortin, Plateau condominiums' }],
  ['teams', 'Équipe Thibodeau Ouellet', 1, { fr: 'Émilie Thibodeau et Samuel Ouellet, Rive-Sud', en: 'Émilie Thibodeau and Samuel Ouellet, South Shore' }],
  ['admins', 'Nathalie Giroux', 0, { fr: 'Adjointe administrative', en: 'Administrative assistant' }],
  ['admins', 'Kevin Morin-Sauvé', 0, { fr: 'Coordonnateur marketing', en: 'Marketing coordinator' }],
  ['admins', 'Isabelle Savard', 1, { fr: 'Adjointe à la transaction', en: 'Transaction coordinator' }],
  ['admins', 'Dominique Roy-Labelle', 2, { fr: 'Responsable de la comptabilité', en: 'Accounting manager' }],
  ['directors', 'Hélène Beaudry', 0, { fr: 'Présidente et directrice générale', en: 'President and general manager' }],
  ['directors', 'Marc-André Gauthier', 1, { fr: 'Courtier immobilier agréé D.A., directeur des opérations', en: 'Chartered real estate broker (AEO), director of operations' }],
];

function staffMember([kind, name, office, title]: StaffSeed, index: number): SeedDirectory['members'][number] {
  const slug = slugify(name);
  return {
    kind,
    name,
    slug,
    avatarUrl: `/directory/avatars/${slug}.svg`,
    title,
    bio: {},
    ...phoneOf(office, 40 + index),
    email: `${slug}@${DOMAIN}`,
    languages: ['fr', 'en'],
    socialLinks: [],
    office,
    licenceNumber: kind === 'admins' ? '' : `E${String(3900 + index * 41).padStart(4, '0')}`,
    designations: {},
  };
}

const tag = (fr: string, en: string, bg: string, text: string) => ({ name: { fr, en }, bg_color: bg, text_color: text });
const TAGS = {
  inspection: tag('Inspection', 'Inspection', '#e6efe9', '#1f4d36'),
  legal: tag('Notaire', 'Notary', '#e8ecf6', '#1e3a6e'),
  moving: tag('Déménagement', 'Moving', '#f6ede2', '#6b3f12'),
  reno: tag('Rénovation', 'Renovation', '#f3e8ef', '#6d2452'),
  home: tag('Mise en valeur', 'Home staging', '#ecebf6', '#3b2f7a'),
  finance: tag('Financement', 'Financing', '#e4f1f4', '#0f4b5a'),
};

const partner = (name: string, fr: string, en: string, tags: (typeof TAGS)[keyof typeof TAGS][]): SeedDirectory['partners'][number] => ({
  name,
  logoUrl: null,
  description: { fr: `<p>${fr}</p>`, en: `<p>${en}</p>` },
  tags,
  url: { fr: '/fr/contact', en: '/en/contact' },
});

const partners: SeedDirectory['partners'] = [
  partner('Inspections Bâti-Sûr', 'Inspection préachat complète, rapport illustré remis en 24 heures.', 'Full pre-purchase inspection, illustrated report within 24 hours.', [TAGS.inspection]),
  partner('Étude notariale Rive-Sud', 'Notaires pour l’achat, la vente et le refinancement, sur la Rive-Sud et à Montréal.', 'Notaries for purchases, sales and refinancing, on the South Shore and in Montréal.', [TAGS.legal]),
  partner('Déménagements Cap-Vert', 'Équipes formées, camions équipés et entreposage temporaire.', 'Trained crews, equipped trucks and short-term storage.', [TAGS.moving]),
  partner('Rénovations Atelier Boréal', 'Cuisines, salles de bain et agrandissements, estimation gratuite.', 'Kitchens, bathrooms and extensions, free estimates.', [TAGS.reno]),
  partner('Studio Lumière Staging', 'Mise en valeur et photos professionnelles avant la mise en marché.', 'Home staging and professional photography before listing.', [TAGS.home]),
  partner('Courtage hypothécaire Horizon', 'Comparaison des prêteurs et préautorisation en 48 heures.', 'Lender comparison and pre-approval within 48 hours.', [TAGS.finance]),
  partner('Fondations Solides Expertises', 'Expertise en structure, drains français et fondations.', 'Structural, French drain and foundation assessments.', [TAGS.inspection, TAGS.reno]),
  partner('Ménage Éclat Pro', 'Grand ménage avant la remise des clés et après les travaux.', 'Deep cleaning before key handover and after renovations.', [TAGS.moving, TAGS.home]),
];

const employee = (name: string, fr: string, en: string, line: string) => ({
  name,
  avatar_url: null,
  title: { fr, en },
  phone_display: `450 555-01${line}`,
  phone_intl: `+145055501${line}`,
});

const bankPartners: SeedDirectory['bankPartners'] = [
  { name: 'Banque Boréale', logoUrl: null, employees: [employee('Valérie Côté-Brunet', 'Conseillère hypothécaire', 'Mortgage advisor', '91'), employee('Simon Arsenault', 'Conseiller hypothécaire', 'Mortgage advisor', '92')] },
  { name: 'Caisse Saint-Laurent Solidaire', logoUrl: null, employees: [employee('Julie-Anne Perreault', 'Directrice de comptes', 'Account manager', '93')] },
  { name: 'Hypothèques Cap-Est', logoUrl: null, employees: [employee('Patrick Dion', 'Spécialiste en financement', 'Financing specialist', '94'), employee('Chloé Vaillancourt', 'Spécialiste en financement', 'Financing specialist', '95')] },
];

const TESTIMONIALS: SeedTestimonialRow[] = [
  ['Geneviève L.', ['Vendeuse à Rosemont', 'Seller in Rosemont'], 'Camille a vendu notre condo en neuf jours, au-dessus du prix demandé. Elle nous a tenus au courant à chaque étape.', 'Camille sold our condo in nine days, above asking. She kept us informed at every step.', 5, '2026-09-14', 'google', 'camille-bergeron'],
  ['François et Annie', ['Acheteurs à Longueuil', 'Buyers in Longueuil'], 'Premier achat réussi grâce à Émilie : patiente, franche, et toujours disponible le soir.', 'A successful first purchase thanks to Émilie: patient, straightforward and always available in the evening.', 5, '2026-08-30', 'google', 'emilie-thibodeau'],
  ['Marc B.', ['Investisseur', 'Investor'], 'Olivier connaît les triplex du Plateau comme personne. Analyse des revenus impeccable.', 'Olivier knows Plateau triplexes like no one else. Flawless income analysis.', 5, '2026-08-02', 'facebook', 'olivier-gagnon-roy'],
  ['Sophie T.', ['Vendeuse à Brossard', 'Seller in Brossard'], 'Marie-Ève a organisé la mise en valeur et les visites d’une main de maître. Maison vendue en un week-end.', 'Marie-Ève handled staging and showings masterfully. House sold in one weekend.', 5, '2026-07-21', 'google', 'marie-eve-langlois'],
  ['Yasmine K.', ['Acheteuse au Plateau', 'Buyer on the Plateau'], 'Karim a négocié avec calme et fermeté. Nous avons eu la maison à un prix juste.', 'Karim negotiated calmly and firmly. We got the house at a fair price.', 4.5, '2026-07-03', 'google', 'karim-haddad'],
  ['Denis et Carole', ['Vendeurs à Saint-Lambert', 'Sellers in Saint-Lambert'], 'Vincent a une connaissance fine du marché haut de gamme de la Rive-Sud. Service très professionnel.', 'Vincent knows the South Shore upscale market inside out. Very professional service.', 5, '2026-06-18', 'direct', 'vincent-dufresne'],
  ['Ana P.', ['Acheteuse à Brossard', 'Buyer in Brossard'], 'Ana m’a accompagnée en portugais et en français, avec une patience incroyable.', 'Ana helped me in Portuguese and French, with incredible patience.', 5, '2026-06-02', 'google', 'ana-rodrigues'],
  ['Louis-Philippe R.', ['Vendeur à Boucherville', 'Seller in Boucherville'], 'Bon suivi, bonnes photos, une vente sans stress. Je recommande l’agence sans hésiter.', 'Good follow-up, great photos, a stress-free sale. I recommend the agency without hesitation.', 4, '2026-05-11', 'facebook'],
  ['Catherine M.', ['Acheteuse à Rosemont', 'Buyer in Rosemont'], 'Léa a trouvé la perle rare en trois semaines et nous a aidés avec le financement.', 'Léa found the perfect place in three weeks and helped us with financing.', 5, '2026-04-27', 'google', 'lea-fortin'],
  ['Jean-Sébastien D.', ['Vendeur à La Prairie', 'Seller in La Prairie'], 'Thomas est rigoureux et très à l’écoute. Transaction fluide du début à la fin.', 'Thomas is thorough and a great listener. Smooth transaction from start to finish.', 4.5, '2026-03-16', 'google', 'thomas-belanger'],
  ['Mireille G.', ['Vendeuse au Vieux-Longueuil', 'Seller in Old Longueuil'], 'L’équipe du bureau de Longueuil a été d’une grande aide pour les documents et la visite du notaire.', 'The Longueuil office team was a great help with the paperwork and the notary appointment.', 5, '2026-02-08', 'direct'],
  ['Hugo et Karine', ['Acheteurs à Candiac', 'Buyers in Candiac'], 'Laurence a su nous conseiller sans jamais nous presser. Nous avons trouvé notre maison familiale.', 'Laurence advised us without ever rushing us. We found our family home.', 5, '2026-01-19', 'google', 'laurence-poirier'],
];

const testimonials = TESTIMONIALS.map(seedTestimonial);

const rewards: SeedDirectory['rewards'] = [
  { rewardIdent: 'diamant', superTitle: { fr: '2025', en: '2025' }, mainTitle: { fr: 'Agence Diamant', en: 'Diamond agency' }, description: { fr: 'Parmi les agences les plus performantes de la région.', en: 'Among the region’s top-performing agencies.' } },
  { rewardIdent: 'pinacle', superTitle: { fr: '2025', en: '2025' }, mainTitle: { fr: 'Prix Pinacle', en: 'Pinnacle award' }, description: { fr: 'Service à la clientèle exceptionnel.', en: 'Outstanding customer service.' }, member: 'camille-bergeron' },
  { rewardIdent: 'platine', superTitle: { fr: '2024', en: '2024' }, mainTitle: { fr: 'Club Platine', en: 'Platinum club' }, description: { fr: 'Volume de ventes remarquable.', en: 'Remarkable sales volume.' }, member: 'vincent-dufresne' },
  { rewardIdent: 'reussite-carriere', superTitle: { fr: '2024', en: '2024' }, mainTitle: { fr: 'Réussite de carrière', en: 'Career achievement' }, description: { fr: 'Quinze ans au service des familles de Montréal.', en: 'Fifteen years serving Montréal families.' }, member: 'mathieu-desrosiers' },
  { rewardIdent: 'cercle-legendes', superTitle: { fr: '2023', en: '2023' }, mainTitle: { fr: 'Cercle des légendes', en: 'Legends circle' }, description: { fr: 'Une carrière d’exception.', en: 'An outstanding career.' } },
];

/** The agency site's directory. */
export const agencyDirectory: SeedDirectory = {
  offices,
  members: [...BROKERS.map(brokerMember), ...STAFF.map(staffMember)],
  partners,
  bankPartners,
  testimonials,
  rewards,
};
