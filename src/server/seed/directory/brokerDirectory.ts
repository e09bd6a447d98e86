/**
 * The broker site's directory: Julie Tremblay's own testimonials (clients on the South Shore,
 * invented) and her rewards. No offices or members: an individual broker's site lists neither.
 */
import { seedTestimonial, type SeedDirectory, type SeedTestimonialRow } from './types';

const ROWS: SeedTestimonialRow[] = [
  ['Nadia et Éric', ['Vendeurs à Longueuil', 'Sellers in Longueuil'], 'Julie a vendu notre bungalow en une semaine. Conseils justes, aucune pression.', 'Julie sold our bungalow in a week. Sound advice, no pressure.', 5, '2026-10-02', 'google'],
  ['Martine R.', ['Acheteuse à Saint-Hubert', 'Buyer in Saint-Hubert'], 'Une courtière présente, qui répond le soir et la fin de semaine. Merci pour tout!', 'A broker who is there, answering evenings and weekends. Thank you for everything!', 5, '2026-08-19', 'google'],
  ['Alexandre P.', ['Premier achat à Greenfield Park', 'First home in Greenfield Park'], 'Julie m’a expliqué chaque étape du premier achat, de l’offre au notaire.', 'Julie walked me through every step of buying my first home, from the offer to the notary.', 5, '2026-07-05', 'facebook'],
  ['Claire et Robert', ['Vendeurs à Boucherville', 'Sellers in Boucherville'], 'Très bonne mise en marché et un suivi constant. Nous la recommandons.', 'Great marketing and constant follow-up. We recommend her.', 4.5, '2026-05-22', 'google'],
  ['Sébastien L.', ['Acheteur à Saint-Lambert', 'Buyer in Saint-Lambert'], 'Négociation habile : nous avons économisé bien plus que prévu.', 'Skilful negotiation: we saved far more than expected.', 5, '2026-03-30', 'direct'],
  ['Amélie D.', ['Vendeuse au Vieux-Longueuil', 'Seller in Old Longueuil'], 'Professionnelle, chaleureuse et efficace. Vente conclue au prix souhaité.', 'Professional, warm and efficient. Sold at the price we hoped for.', 4, '2026-02-11', 'google'],
];

/** The broker site's directory. */
export const brokerDirectory: SeedDirectory = {
  offices: [],
  members: [],
  partners: [],
  bankPartners: [],
  testimonials: ROWS.map(seedTestimonial),
  rewards: [
    { rewardIdent: '100-perct', superTitle: { fr: '2025', en: '2025' }, mainTitle: { fr: 'Club 100 %', en: '100% Club' }, description: { fr: 'Objectifs de ventes atteints toute l’année.', en: 'Sales goals met all year long.' } },
    { rewardIdent: 'titan', superTitle: { fr: '2024', en: '2024' }, mainTitle: { fr: 'Prix Titan', en: 'Titan award' }, description: { fr: 'Parmi les meilleures courtières de la Rive-Sud.', en: 'Among the South Shore’s top brokers.' } },
    { rewardIdent: 'select', superTitle: { fr: '2023', en: '2023' }, mainTitle: { fr: 'Cercle Sélect', en: 'Select circle' }, description: { fr: 'Satisfaction de la clientèle remarquable.', en: 'Remarkable client satisfaction.' } },
  ],
};
