/**
 * Demo article cards of the blog blocks (library previews, tests): six articles of a South Shore
 * broker, two featured, one in French only. Data only: server-safe.
 */
import type { ArchiveCategory, BlogArticle } from '../../../schema/blog';

const t = (fr: string, en: string) => ({ fr, en });
const buying = { id: 1, label: t('Acheter', 'Buying') };
const selling = { id: 2, label: t('Vendre', 'Selling') };
const neighbourhoods = { id: 3, label: t('Quartiers', 'Neighbourhoods') };
const author = { name: 'Julie Tremblay', thumbnail: '/images/portrait.svg' };
const cover = (file: string) => ({ url_small: `/blog/${file}.svg`, url_large: `/blog/${file}.svg` });

/** Six demo cards, newest first. */
export const demoArticles: BlogArticle[] = [
  {
    id: 101,
    slug: t('acheter-sa-premiere-maison', 'buying-your-first-home'),
    title: t('Acheter sa première maison : le guide étape par étape', 'Buying your first home: a step-by-step guide'),
    excerpt: 'Budget, mise de fonds, préautorisation et visites : les étapes d’un premier achat réussi.',
    thumbnails: cover('keys'),
    author,
    category: buying,
    published_at: '2026-11-02T14:00:00.000Z',
    read_time: { fr: 5, en: 5 },
    featured: true,
  },
  {
    id: 102,
    slug: t('taxe-de-bienvenue', 'quebec-welcome-tax'),
    title: t('La taxe de bienvenue expliquée', 'The Quebec welcome tax, explained'),
    excerpt: 'Qui la paie, quand, et comment l’estimer avant de faire une offre.',
    thumbnails: cover('documents'),
    author,
    category: buying,
    published_at: '2026-10-20T14:00:00.000Z',
    read_time: { fr: 4, en: 4 },
  },
  {
    id: 103,
    slug: t('guide-vieux-longueuil', 'old-longueuil-guide'),
    title: t('Vivre dans le Vieux-Longueuil', 'Living in Old Longueuil'),
    excerpt: 'Rue Saint-Charles, parcs riverains et écoles : le quartier en un coup d’œil.',
    thumbnails: cover('neighbourhood'),
    author,
    category: neighbourhoods,
    published_at: '2026-10-05T14:00:00.000Z',
    read_time: { fr: 6, en: 6 },
    featured: true,
  },
  {
    id: 104,
    slug: t('preparer-sa-maison-pour-vendre', 'preparing-your-home-for-sale'),
    title: t('Préparer sa maison pour la vente', 'Preparing your home for sale'),
    excerpt: 'Désencombrer, réparer, mettre en valeur : ce qui rapporte vraiment.',
    thumbnails: cover('staging'),
    author,
    category: selling,
    published_at: '2026-09-21T14:00:00.000Z',
    read_time: { fr: 4, en: 4 },
  },
  {
    id: 105,
    slug: t('regles-de-copropriete', 'co-ownership-rules'),
    title: t('Copropriété : les règles à connaître', 'Co-ownership: the rules to know'),
    excerpt: 'Déclaration de copropriété, fonds de prévoyance et assemblées : l’essentiel avant d’acheter.',
    thumbnails: cover('condo'),
    author,
    category: buying,
    published_at: '2026-09-08T14:00:00.000Z',
    read_time: { fr: 5, en: 5 },
  },
  {
    id: 106,
    slug: { fr: 'marche-printanier-rive-sud' },
    title: { fr: 'Le marché printanier sur la Rive-Sud' },
    excerpt: 'Prix, délais de vente et inventaire : ce que le printemps nous réserve.',
    thumbnails: cover('calculator'),
    author,
    category: selling,
    published_at: '2026-08-25T14:00:00.000Z',
    read_time: { fr: 3 },
  },
];

/** The demo categories with their counts. */
export const demoCategories: ArchiveCategory[] = [
  { ...buying, articles_count: 3 },
  { ...selling, articles_count: 2 },
  { ...neighbourhoods, articles_count: 1 },
];
