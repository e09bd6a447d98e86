/**
 * Bilingual texts of generated listings: street names, street types, Quebec
 * French and Canadian English descriptions per property type. Pure data + small formatters.
 */
import type { ListingType } from './listingsGenerator';

/** Street names as written on Quebec signs (kept in French in both locales, like Canada Post). */
export const STREET_NAMES = [
  'des Érables', 'Principale', 'Saint-Jean', 'du Lac', 'des Pins', 'Notre-Dame', 'Sainte-Catherine', 'de la Rivière',
  'des Bouleaux', 'du Moulin', 'Champlain', 'Laurier', 'de l’Église', 'des Cèdres', 'Saint-Laurent', 'des Merisiers',
  'du Boisé', 'Papineau', 'de la Montagne', 'des Lilas', 'Victoria', 'Saint-Georges', 'des Pionniers', 'du Domaine',
  'Jacques-Cartier', 'des Hirondelles', 'de la Gare', 'Marie-Victorin', 'des Tilleuls', 'du Parc', 'Bellevue', 'des Outardes',
];

/** Street types: French (lower case after the number) and the English capitalised form. */
export const STREET_TYPES = [
  { fr: 'rue', en: 'Rue', weight: 6 },
  { fr: 'avenue', en: 'Avenue', weight: 2 },
  { fr: 'chemin', en: 'Chemin', weight: 2 },
  { fr: 'boulevard', en: 'Boulevard', weight: 1 },
  { fr: 'montée', en: 'Montée', weight: 0.5 },
  { fr: 'rang', en: 'Rang', weight: 0.5 },
] as const;

/**
 * A street address per locale: `123, rue des Érables` / `123 Rue des Érables`; a condo unit is
 * `123, rue des Érables, app. 302` / `302-123 Rue des Érables`.
 */
export function formatAddress(number: number, streetType: { fr: string; en: string }, street: string, unit?: number) {
  const fr = `${number}, ${streetType.fr} ${street}${unit ? `, app. ${unit}` : ''}`;
  const en = `${unit ? `${unit}-` : ''}${number} ${streetType.en} ${street}`;
  return { fr, en };
}

interface DescriptionFacts {
  type: ListingType;
  municipality: string;
  bedrooms: number;
  bathrooms: number;
  livingArea: number | null;
  lotArea: number | null;
  yearBuilt: number | null;
  rent: boolean;
  variant: number;
}

const frNumber = new Intl.NumberFormat('fr-CA');
const enNumber = new Intl.NumberFormat('en-CA');
const fmtFr = (n: number) => frNumber.format(n);
const fmtEn = (n: number) => enNumber.format(n);

const OPENERS: Record<ListingType, { fr: string; en: string }[]> = {
  maison: [
    { fr: 'Belle maison familiale au cœur de {m}', en: 'Lovely family home in the heart of {m}' },
    { fr: 'Cottage lumineux dans un secteur recherché de {m}', en: 'Bright two-storey home in a sought-after area of {m}' },
    { fr: 'Plain-pied bien entretenu, à deux pas des écoles de {m}', en: 'Well-kept bungalow steps from the schools of {m}' },
  ],
  condo: [
    { fr: 'Condo moderne et lumineux à {m}', en: 'Bright, modern condo in {m}' },
    { fr: 'Superbe condo avec balcon, près des services de {m}', en: 'Superb condo with balcony, close to all services in {m}' },
  ],
  prop: [
    { fr: 'Plex bien entretenu à {m}, idéal pour propriétaire occupant', en: 'Well-maintained plex in {m}, ideal for an owner-occupant' },
    { fr: 'Immeuble à revenus à {m}, logements loués à des locataires stables', en: 'Income property in {m}, units rented to long-standing tenants' },
  ],
  chalet: [
    { fr: 'Chalet chaleureux en pleine nature près de {m}', en: 'Cozy cottage surrounded by nature near {m}' },
    { fr: 'Chalet quatre saisons à quelques minutes du lac, secteur {m}', en: 'Four-season cottage minutes from the lake, {m} area' },
  ],
  terrain: [
    { fr: 'Beau terrain boisé à {m}, prêt à construire', en: 'Beautiful wooded lot in {m}, ready to build' },
    { fr: 'Grand terrain plat à {m}, services à proximité', en: 'Large level lot in {m}, services nearby' },
  ],
  ferme: [
    { fr: 'Fermette paisible aux abords de {m}, bâtiments secondaires inclus', en: 'Peaceful hobby farm on the edge of {m}, outbuildings included' },
  ],
  comm: [
    { fr: 'Local commercial bien situé sur une artère passante de {m}', en: 'Well-located commercial space on a busy street in {m}' },
    { fr: 'Bâtiment commercial visible et accessible à {m}', en: 'Visible, easily accessible commercial building in {m}' },
  ],
};

const CLOSERS = [
  { fr: 'Visite sur rendez-vous, n’hésitez pas à me contacter.', en: 'Visits by appointment: feel free to get in touch.' },
  { fr: 'Une occasion à ne pas manquer : contactez-moi pour une visite.', en: 'An opportunity not to be missed: contact me to book a visit.' },
  { fr: 'Libre rapidement, tout est prêt pour vous accueillir.', en: 'Quick occupancy possible: everything is ready for you.' },
];

/** A natural two-to-three-sentence description per locale. */
export function describeListing(facts: DescriptionFacts): { fr: string; en: string } {
  const openers = OPENERS[facts.type];
  const opener = openers[facts.variant % openers.length];
  const closer = CLOSERS[facts.variant % CLOSERS.length];
  const fr: string[] = [`${opener.fr.replace('{m}', facts.municipality)}.`];
  const en: string[] = [`${opener.en.replace('{m}', facts.municipality)}.`];
  if (facts.type === 'terrain') {
    if (facts.lotArea) {
      fr.push(`Superficie de ${fmtFr(facts.lotArea)} pi², zonage résidentiel, accès à l’électricité en bordure du chemin.`);
      en.push(`${fmtEn(facts.lotArea)} sq. ft., residential zoning, power available along the road.`);
    }
  } else if (facts.type === 'comm') {
    fr.push(`Environ ${fmtFr(facts.livingArea ?? 0)} pi² aménageables, stationnement pour la clientèle et grande vitrine.`);
    en.push(`About ${fmtEn(facts.livingArea ?? 0)} sq. ft. of usable space, customer parking and a large shop window.`);
  } else {
    const rooms = facts.bedrooms === 1 ? 'une chambre' : `${facts.bedrooms} chambres`;
    const baths = facts.bathrooms === 1 ? 'une salle de bain' : `${facts.bathrooms} salles de bain`;
    const roomsEn = facts.bedrooms === 1 ? 'one bedroom' : `${facts.bedrooms} bedrooms`;
    const bathsEn = facts.bathrooms === 1 ? 'one bathroom' : `${facts.bathrooms} bathrooms`;
    fr.push(
      `${rooms[0].toUpperCase()}${rooms.slice(1)}, ${baths}${facts.livingArea ? ` et ${fmtFr(facts.livingArea)} pi² habitables` : ''}` +
        `${facts.yearBuilt ? ` (année de construction : ${facts.yearBuilt})` : ''}. Cuisine fonctionnelle, aire ouverte et fenestration abondante.`,
    );
    en.push(
      `${roomsEn[0].toUpperCase()}${roomsEn.slice(1)}, ${bathsEn}${facts.livingArea ? ` and ${fmtEn(facts.livingArea)} sq. ft. of living space` : ''}` +
        `${facts.yearBuilt ? ` (built in ${facts.yearBuilt})` : ''}. Practical kitchen, open-concept living and plenty of natural light.`,
    );
  }
  if (facts.rent) {
    fr.push('Bail de 12 mois, chauffage et eau chaude non inclus.');
    en.push('12-month lease, heating and hot water not included.');
  }
  fr.push(closer.fr);
  en.push(closer.en);
  return { fr: fr.join(' '), en: en.join(' ') };
}
