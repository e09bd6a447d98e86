/**
 * Seed: the neighbourhood guide pages of both sites (Brossard for the broker on the South Shore,
 * Saint-Jérôme for the Laurentians agency): an introduction, a medias carousel opening on a
 * YouTube tour (behind its click-to-load facade), numbered carousel cards of what makes the area,
 * on Brossard's a chapter of the tour beside a text (a second YouTube video on the same page),
 * redirects to the listings, the blog and the about page (icon cards on the broker's guide, a
 * vertical list on the agency's), and a call to action. Every block is checked against the block schemas by tests/api/seed.test.ts.
 */
import type { Block } from '../../schema/block';
import { block, image, link, paths, t, type Localized } from './builders';

/** One picture of the area in the medias carousel. */
interface Slide {
  file: string;
  alt: Localized;
  title: Localized;
  text: Localized;
}

/** The content of one neighbourhood guide. */
export interface NeighbourhoodContent {
  key: string;
  name: string;
  /** Page paths, e.g. `/fr/quartiers/brossard`, `/en/neighbourhoods/brossard`. */
  path: Localized;
  intro: Localized;
  /** The YouTube address of the area's tour (opened only when the visitor presses play). */
  videoUrl: string;
  videoTitle: Localized;
  videoText: Localized;
  slides: Slide[];
  cardsTitle: Localized;
  cards: { title: Localized; text: Localized; file: string }[];
  /** A second video beside a text: a chapter of the tour, starting at its own time (optional). */
  feature?: { superTitle: Localized; title: Localized; text: Localized; videoTitle: Localized; videoUrl: string };
  /** How the onward links show: a row of icon cards or a vertical list of image rows. */
  redirects: 'icon' | 'vertical';
  seo: { fr: { title: string; description: string }; en: { title: string; description: string } };
}

const html = (value: Localized): Localized => t(`<p>${value.fr}</p>`, `<p>${value.en}</p>`);

/** The three onward destinations of a guide: listings, blog, about (icon and image of each). */
const DESTINATIONS = [
  { icon: 'search', file: '/listings/maison-1.svg', title: t('Les propriétés à vendre', 'Homes for sale'), text: t('Toutes les inscriptions du secteur, sur la carte.', 'Every listing in the area, on the map.'), url: paths('/fr/proprietes', '/en/properties') },
  { icon: 'info', file: '/blog/keys.svg', title: t('Nos conseils', 'Our advice'), text: t('Premier achat, taxe de bienvenue, copropriété.', 'First home, welcome tax, co-ownership.'), url: paths('/fr/blogue', '/en/blog') },
  { icon: 'users', file: '/images/skyline.svg', title: t('Qui sommes-nous', 'About us'), text: t('Une équipe d’ici, en français et en anglais.', 'A local team, in French and English.'), url: paths('/fr/a-propos', '/en/about') },
];

/** The guide's onward links as a row of icon cards or a vertical list of image rows. */
function redirectsBlock(name: string, variant: 'icon' | 'vertical'): Block {
  const items = DESTINATIONS.map((d) => {
    const common = { main_title: d.title, description: html(d.text), link: link(d.title, d.url, { format: 'text' }) };
    return variant === 'icon'
      ? block('multi_redirect_icon_item', { icon: { type: d.icon, font_weight: 'regular' }, ...common })
      : block('multi_redirect_vertical_item', { image: image(d.file, t('', '')), image_bg_color: '#f3efe8', ...common });
  });
  return block(
    variant === 'icon' ? 'multi_redirect_horizontal_icon_block' : 'multi_redirect_vertical_block',
    { super_title: t('Pour aller plus loin', 'Going further'), main_title: t(`Votre projet à ${name}`, `Your plans in ${name}`), redirects_repeater: items },
    { color_scheme: 'normal-grey' },
  );
}

/** The guide's second video (a chapter of the tour) beside its text. */
function featureBlock(feature: NonNullable<NeighbourhoodContent['feature']>): Block {
  return block(
    'txt_img_double_block_1',
    {
      super_title: feature.superTitle,
      main_title: feature.title,
      description: html(feature.text),
      cta_repeater: [],
      media_repeater: [
        block('media_item', {
          main_title: feature.videoTitle,
          media: {
            image: image('/neighbourhoods/parc.svg', t('', '')),
            video: { external_sources: [{ type: 'youtube', url: feature.videoUrl }], loop: false, muted: false },
          },
        }),
      ],
    },
    { color_scheme: 'normal-grey', orientation_x: 'right', text_align: 'left' },
  );
}

/** A neighbourhood page of the seed (see the file docstring). */
export function neighbourhoodPage(n: NeighbourhoodContent) {
  const mediaSlides: Block[] = [
    block('media_item', {
      main_title: n.videoTitle,
      description: html(n.videoText),
      media: {
        image: image('/blog/neighbourhood.svg', t('', '')),
        video: { external_sources: [{ type: 'youtube', url: n.videoUrl }], loop: false, muted: false },
      },
    }),
    ...n.slides.map((slide) =>
      block('media_item', { main_title: slide.title, description: html(slide.text), media: { image: image(`/neighbourhoods/${slide.file}.svg`, slide.alt) } }),
    ),
  ];
  return {
    key: n.key,
    title: t(`Vivre à ${n.name}`, `Living in ${n.name}`),
    paths: [
      { locale: 'fr' as const, path: n.path.fr },
      { locale: 'en' as const, path: n.path.en },
    ],
    content: {
      fields: [
        block(
          'text_block_1',
          { super_title: t('Guide de quartier', 'Neighbourhood guide'), main_title: t(`Vivre à ${n.name}`, `Living in ${n.name}`), description: n.intro },
          { color_scheme: 'normal', text_align: 'left' },
        ),
        block(
          'medias_carousel_block',
          { super_title: t('En images', 'In pictures'), main_title: t(`${n.name} en images`, `${n.name} in pictures`), medias_repeater: mediaSlides },
          { color_scheme: 'normal-grey' },
        ),
        block(
          'carousel_cards_block_1',
          {
            super_title: t('Pourquoi ici', 'Why here'),
            main_title: n.cardsTitle,
            show_number: true,
            cards_repeater: n.cards.map((card) =>
              block('carousel_card_item', { main_title: card.title, description: html(card.text), image: image(card.file, t('', '')) }),
            ),
          },
          { color_scheme: 'normal' },
        ),
        ...(n.feature ? [featureBlock(n.feature)] : []),
        redirectsBlock(n.name, n.redirects),
        block(
          'cta_block',
          {
            main_title: t(`Acheter ou vendre à ${n.name}\u00a0?`, `Buying or selling in ${n.name}?`),
            description: t(
              '<p>Parlons de votre projet : prix du secteur, délais de vente et propriétés à venir.</p>',
              '<p>Let’s talk about your plans: local prices, selling times and upcoming listings.</p>',
            ),
            cta: link(t('Nous joindre', 'Contact us'), paths('/fr/contact', '/en/contact')),
          },
          { color_scheme: 'inverted' },
        ),
      ],
      override: { seo: { global: n.seo, facebook: n.seo, twitter: n.seo } },
    },
  };
}

/** Brossard, on the broker's South Shore. */
export const brossardPage = neighbourhoodPage({
  key: 'neighbourhood-brossard',
  name: 'Brossard',
  path: paths('/fr/quartiers/brossard', '/en/neighbourhoods/brossard'),
  intro: t(
    '<p>À quinze minutes du centre-ville par le REM, Brossard allie grands parcs, écoles recherchées et commerces de proximité. Maisons unifamiliales des années 1960 dans les secteurs à lettres, condos neufs près du Quartier DIX30 : voici ce qu’il faut savoir avant d’y acheter.</p>',
    '<p>Fifteen minutes from downtown on the REM, Brossard combines large parks, sought-after schools and local shops. 1960s single-family homes in the lettered sections, new condos near Quartier DIX30: here is what to know before buying there.</p>',
  ),
  videoUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  videoTitle: t('Visite de Brossard', 'A tour of Brossard'),
  videoText: t('Trois minutes pour découvrir le secteur avec Julie.', 'Three minutes to discover the area with Julie.'),
  slides: [
    { file: 'parc', alt: t('Un parc boisé au bord de l’eau', 'A wooded park by the water'), title: t('Les parcs riverains', 'Riverside parks'), text: t('Sentiers, jeux d’eau et pistes cyclables le long du fleuve.', 'Trails, splash pads and bike paths along the river.') },
    { file: 'transport', alt: t('Un train léger du REM en station', 'An REM light-rail train at a station'), title: t('Le REM', 'The REM'), text: t('Trois stations à Brossard, le centre-ville en quinze minutes.', 'Three stations in Brossard, downtown in fifteen minutes.') },
    { file: 'ecole', alt: t('Une école primaire entourée d’arbres', 'A primary school among trees'), title: t('Écoles et familles', 'Schools and families'), text: t('Des écoles primaires et secondaires réputées, en français et en anglais.', 'Well-regarded primary and secondary schools, in French and English.') },
    { file: 'marche', alt: t('Une rue bordée de commerces', 'A street lined with shops'), title: t('Commerces de proximité', 'Local shops'), text: t('Le Quartier DIX30 et les marchés de quartier, à deux pas.', 'Quartier DIX30 and neighbourhood markets, close at hand.') },
  ],
  feature: {
    superTitle: t('Au bord de l’eau', 'By the water'),
    title: t('Les parcs riverains, en vidéo', 'The riverside parks, on video'),
    text: t(
      'La visite reprend au bord du fleuve : sentiers, jeux d’eau et pistes cyclables, à quelques minutes des secteurs résidentiels.',
      'The tour picks up by the river: trails, splash pads and bike paths, a few minutes from the residential sections.',
    ),
    videoTitle: t('Les parcs de Brossard', 'Brossard’s parks'),
    videoUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=1m35s',
  },
  redirects: 'icon',
  cardsTitle: t('Ce que les acheteurs aiment de Brossard', 'What buyers love about Brossard'),
  cards: [
    { file: '/neighbourhoods/transport.svg', title: t('Le REM à la porte', 'The REM at the door'), text: t('Trois stations et des stationnements incitatifs.', 'Three stations and park-and-ride lots.') },
    { file: '/neighbourhoods/parc.svg', title: t('Des parcs partout', 'Parks everywhere'), text: t('Plus de 100 parcs et espaces verts sur le territoire.', 'More than 100 parks and green spaces in the city.') },
    { file: '/neighbourhoods/ecole.svg', title: t('Des écoles recherchées', 'Sought-after schools'), text: t('Centre de services scolaire Marie-Victorin et écoles anglophones.', 'Marie-Victorin school service centre and English schools.') },
    { file: '/listings/maison-2.svg', title: t('Des maisons de qualité', 'Well-built homes'), text: t('Bungalows et cottages sur de grands terrains dans les secteurs à lettres.', 'Bungalows and cottages on large lots in the lettered sections.') },
    { file: '/listings/condo.svg', title: t('Des condos neufs', 'New condos'), text: t('Projets récents près du Quartier DIX30 et des stations.', 'Recent projects near Quartier DIX30 and the stations.') },
  ],
  seo: {
    fr: { title: 'Vivre à Brossard | Guide de quartier de Julie Tremblay', description: 'Parcs, écoles, REM et marché immobilier de Brossard : le guide de quartier de Julie Tremblay, courtière sur la Rive-Sud.' },
    en: { title: 'Living in Brossard | Julie Tremblay’s neighbourhood guide', description: 'Parks, schools, the REM and the Brossard real estate market: Julie Tremblay’s South Shore neighbourhood guide.' },
  },
});

/** Saint-Jérôme, the agency's home town. */
export const saintJeromePage = neighbourhoodPage({
  key: 'neighbourhood-saint-jerome',
  name: 'Saint-Jérôme',
  path: paths('/fr/quartiers/saint-jerome', '/en/neighbourhoods/saint-jerome'),
  intro: t(
    '<p>Porte d’entrée des Laurentides, Saint-Jérôme offre le train de banlieue vers Montréal, le parc linéaire du P’tit Train du Nord et des prix encore accessibles. Voici notre guide pour y acheter une première maison ou un plex.</p>',
    '<p>The gateway to the Laurentians, Saint-Jérôme offers the commuter train to Montréal, the P’tit Train du Nord linear park and still affordable prices. Here is our guide to buying a first home or a plex there.</p>',
  ),
  videoUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  videoTitle: t('Visite de Saint-Jérôme', 'A tour of Saint-Jérôme'),
  videoText: t('Le centre-ville, la rivière du Nord et les nouveaux quartiers.', 'Downtown, the Rivière du Nord and the new neighbourhoods.'),
  slides: [
    { file: 'parc', alt: t('Un parc boisé au bord de la rivière', 'A wooded park by the river'), title: t('La rivière du Nord', 'The Rivière du Nord'), text: t('Le parc régional et ses chutes, à dix minutes du centre-ville.', 'The regional park and its falls, ten minutes from downtown.') },
    { file: 'transport', alt: t('Un train de banlieue en gare', 'A commuter train at the station'), title: t('Le train vers Montréal', 'The train to Montréal'), text: t('La ligne Saint-Jérôme d’exo jusqu’à la gare Lucien-L’Allier.', 'exo’s Saint-Jérôme line to Lucien-L’Allier station.') },
    { file: 'marche', alt: t('Une rue bordée de commerces', 'A street lined with shops'), title: t('Le centre-ville', 'Downtown'), text: t('Le marché public, la cathédrale et les terrasses de la rue Saint-Georges.', 'The public market, the cathedral and the patios of Rue Saint-Georges.') },
  ],
  redirects: 'vertical',
  cardsTitle: t('Pourquoi nos clients choisissent Saint-Jérôme', 'Why our clients choose Saint-Jérôme'),
  cards: [
    { file: '/neighbourhoods/transport.svg', title: t('Le train et l’autoroute 15', 'The train and Highway 15'), text: t('Montréal en une heure, sans changer de mode.', 'Montréal in an hour, without changing modes.') },
    { file: '/images/laurentides.svg', title: t('Les Laurentides à côté', 'The Laurentians next door'), text: t('Pistes de ski, lacs et sentiers à vingt minutes.', 'Ski hills, lakes and trails twenty minutes away.') },
    { file: '/listings/plex.svg', title: t('Des plex abordables', 'Affordable plexes'), text: t('Des duplex et triplex à prix accessibles près du centre-ville.', 'Duplexes and triplexes at accessible prices near downtown.') },
    { file: '/listings/maison-1.svg', title: t('Des quartiers neufs', 'New neighbourhoods'), text: t('Bellefeuille et Lafontaine pour les jeunes familles.', 'Bellefeuille and Lafontaine for young families.') },
  ],
  seo: {
    fr: { title: 'Vivre à Saint-Jérôme | Guide de quartier du Groupe Immobilier Laurentides', description: 'Train, rivière du Nord, centre-ville et marché immobilier de Saint-Jérôme : notre guide de quartier.' },
    en: { title: 'Living in Saint-Jérôme | Groupe Immobilier Laurentides neighbourhood guide', description: 'The train, the Rivière du Nord, downtown and the Saint-Jérôme real estate market: our neighbourhood guide.' },
  },
});
