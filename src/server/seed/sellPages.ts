/**
 * Seed: the "Sell" page blocks of each site (`/fr/vendre`, `/en/sell`): highlights, text and
 * images, the steps of a sale, a staging mosaic, the list of included services and a double call
 * to action. The broker site's page keeps its valuation form (built in brokerSite.ts); the agency
 * site's page is whole here.
 */
import type { Block } from '../../schema/block';
import { block, icon, image, link, paths, t, type Localized } from './builders';
import type { SeedPage } from './types';

const contactUrl = paths('/fr/contact', '/en/contact');

/** An `icon_cta_card_item`: icon, title, text (HTML), optional link and colours. */
function card(iconType: string, title: Localized, text: Localized, options: { cta?: ReturnType<typeof link>; bg?: string; color?: string } = {}): Block {
  return block('icon_cta_card_item', {
    icon: icon(iconType),
    main_title: title,
    description: text,
    ...(options.cta ? { cta: options.cta } : {}),
    ...(options.bg ? { bg_color_primary: options.bg } : {}),
    ...(options.color ? { text_color: options.color } : {}),
  });
}

/** An `icon_list_item`: optional icon, title and one-line text. */
function entry(title: Localized, text: Localized, iconType?: string): Block {
  return block('icon_list_item', { ...(iconType ? { icon: icon(iconType) } : {}), main_title: title, description: text });
}

/** A `media_item` with an image and optional title and text (HTML). */
function media(url: string, alt: Localized, title?: Localized, text?: Localized): Block {
  return block('media_item', {
    ...(title ? { main_title: title } : {}),
    ...(text ? { description: text } : {}),
    media: { image: image(url, alt) },
  });
}

const cta = (text: Localized, url: Localized, format: 'button' | 'button-outline' | 'link' = 'button') => block('cta_item', { cta: link(text, url, { format }) });

/** The staging rooms of the mosaic (kitchen, living room, bedroom, bathroom, front). */
const rooms = {
  kitchen: media('/listings/cuisine.svg', t('Cuisine lumineuse avec îlot', 'Bright kitchen with an island'), t('La cuisine', 'The kitchen'), t('<p>Comptoirs dégagés et éclairage chaud : c’est souvent la pièce qui fait vendre.</p>', '<p>Clear counters and warm lighting: it is often the room that sells.</p>')),
  living: media('/listings/salon.svg', t('Salon aux grandes fenêtres', 'Living room with large windows'), t('Le salon', 'The living room'), t('<p>Moins de meubles, plus de lumière : les acheteurs mesurent l’espace.</p>', '<p>Less furniture, more light: buyers measure the space.</p>')),
  bedroom: media('/listings/chambre.svg', t('Chambre principale épurée', 'Uncluttered main bedroom'), t('Les chambres', 'The bedrooms'), t('<p>Literie neutre, surfaces libres, photos de famille rangées.</p>', '<p>Neutral bedding, clear surfaces, family photos put away.</p>')),
  bathroom: media('/listings/salle-de-bain.svg', t('Salle de bain rénovée', 'Renovated bathroom'), t('La salle de bain', 'The bathroom'), t('<p>Joints refaits et serviettes blanches : propre et invitant.</p>', '<p>Fresh grout and white towels: clean and inviting.</p>')),
  front: media('/listings/maison-2.svg', t('Façade d’une maison avec son aménagement paysager', 'Front of a house with its landscaping'), t('La façade', 'The front'), t('<p>Entrée dégagée, pelouse tondue ou neige déblayée : la première impression compte.</p>', '<p>A clear entrance, a mowed lawn or a shovelled walk: first impressions count.</p>')),
};

/** The broker site's Sell page blocks, around its valuation form (`valuation`). */
export function brokerSellBlocks(valuation: Block): Block[] {
  return [
    block(
      'highlights_block',
      {
        super_title: t('Vendre avec Julie', 'Sell with Julie'),
        main_title: t('Vendre votre propriété au meilleur prix, dans les meilleurs délais', 'Sell your home for the best price, in the best time'),
        description: t(
          '<p>Une vente réussie se prépare : le bon prix, une présentation soignée et des acheteurs bien choisis.</p>',
          '<p>A successful sale is prepared: the right price, a careful presentation and well-chosen buyers.</p>',
        ),
        cta: link(t('Planifier une rencontre', 'Book a meeting'), contactUrl, { openContactModal: true }),
        image: image('/images/house.svg', t('', '')),
        highlights_repeater: [
          card('clock', t('24 jours', '24 days'), t('<p>Délai de vente moyen de mes inscriptions en 2025.</p>', '<p>Average time to sell of my listings in 2025.</p>')),
          card('star', t('98 % du prix demandé', '98% of asking price'), t('<p>Prix obtenu en moyenne par rapport au prix affiché.</p>', '<p>Average price obtained compared with the listed price.</p>')),
          card('users', t('150 familles', '150 families'), t('<p>Accompagnées sur la Rive-Sud depuis 2014.</p>', '<p>Guided on the South Shore since 2014.</p>')),
        ],
      },
      { color_scheme: 'normal' },
    ),
    block(
      'txt_img_double_block_1',
      {
        super_title: t('Le juste prix', 'The right price'),
        main_title: t('Un prix fondé sur les ventes de votre rue', 'A price based on the sales on your street'),
        description: t(
          '<p>Je compare votre propriété aux ventes conclues dans votre secteur au cours des six derniers mois, en tenant compte des rénovations, du terrain et de l’état du marché. Vous recevez une analyse claire et une fourchette de prix réaliste, avant de signer quoi que ce soit.</p>',
          '<p>I compare your home with the sales closed in your area over the last six months, taking renovations, the lot and market conditions into account. You receive a clear analysis and a realistic price range before you sign anything.</p>',
        ),
        cta_repeater: [cta(t('Demander mon analyse', 'Request my analysis'), contactUrl, 'button-outline')],
        media_repeater: [
          media('/listings/maison-1.svg', t('Façade d’une maison à étage à Longueuil', 'Front of a two-storey house in Longueuil')),
          media('/listings/salon.svg', t('Salon lumineux mis en valeur', 'Bright, staged living room')),
        ],
      },
      { color_scheme: 'normal-grey', orientation_x: 'right', text_align: 'left' },
    ),
    block(
      'list_block',
      {
        super_title: t('Étape par étape', 'Step by step'),
        main_title: t('Les six étapes de votre vente', 'The six steps of your sale'),
        description: t('<p>Vous savez toujours où en est votre dossier et ce qui vient ensuite.</p>', '<p>You always know where your file stands and what comes next.</p>'),
        list_items_repeater: [
          entry(t('Rencontre et évaluation', 'Meeting and evaluation'), t('Vos projets, votre échéancier et l’analyse comparative du marché.', 'Your plans, your timeline and the comparative market analysis.')),
          entry(t('Préparation', 'Preparation'), t('Conseils de mise en valeur, déclarations du vendeur et documents.', 'Staging advice, seller’s declarations and documents.')),
          entry(t('Mise en marché', 'Marketing'), t('Photos professionnelles, visite virtuelle, Centris et réseaux sociaux.', 'Professional photos, virtual tour, Centris and social media.')),
          entry(t('Visites', 'Visits'), t('Chaque visite encadrée, avec un compte rendu des commentaires.', 'Every visit supervised, with a report of the feedback.')),
          entry(t('Offres et négociation', 'Offers and negotiation'), t('Analyse de chaque promesse d’achat et suivi des conditions.', 'Analysis of every promise to purchase and follow-up of the conditions.')),
          entry(t('Chez le notaire', 'At the notary’s'), t('Coordination jusqu’à la signature et la remise des clés.', 'Coordination until the signing and the handing over of the keys.')),
        ],
      },
      { color_scheme: 'normal', ordered: true },
    ),
    block(
      'text_img_multiple_block_1',
      {
        super_title: t('Mise en valeur', 'Staging'),
        main_title: t('Chaque pièce compte', 'Every room counts'),
        description: t(
          '<p>Avant les photos, je passe la maison en revue avec vous, pièce par pièce. Quelques changements simples suffisent souvent.</p>',
          '<p>Before the photos, I go through the house with you, room by room. A few simple changes are often enough.</p>',
        ),
        cta_repeater: [],
        text_img_multiple_repeater: [rooms.kitchen, rooms.living, rooms.bedroom, rooms.bathroom],
      },
      { color_scheme: 'normal-grey', text_align: 'left' },
    ),
    valuation,
    block(
      'cta_double_block',
      {
        icon_cta_cards_repeater: [
          card('calendar', t('Parlons de votre projet', 'Let’s talk about your project'), t('<p>Une première rencontre sans engagement, chez vous ou au bureau de Longueuil.</p>', '<p>A first meeting with no commitment, at your home or at the Longueuil office.</p>'), {
            cta: link(t('Prendre rendez-vous', 'Book an appointment'), contactUrl, { openContactModal: true }),
            bg: '#1f3a5f',
            color: '#ffffff',
          }),
          card('house', t('Vous achetez aussi ?', 'Buying as well?'), t('<p>Vendre et acheter en même temps, c’est possible : coordonnons les deux transactions.</p>', '<p>Selling and buying at the same time is possible: let’s coordinate both transactions.</p>'), {
            cta: link(t('Acheter une propriété', 'Buy a home'), paths('/fr/acheter', '/en/buy'), { format: 'button-outline' }),
          }),
        ],
      },
      { color_scheme: 'normal' },
    ),
  ];
}

/** The agency site's Sell page (Laurentians). */
export const agencySellPage: SeedPage = {
  key: 'sell',
  title: t('Vendre avec nous', 'Sell with us'),
  paths: [
    { locale: 'fr', path: '/fr/vendre' },
    { locale: 'en', path: '/en/sell' },
  ],
  content: {
    fields: [
      block(
        'highlights_block',
        {
          super_title: t('Vendre dans les Laurentides', 'Selling in the Laurentians'),
          main_title: t('Une équipe qui connaît chaque lac et chaque village', 'A team that knows every lake and every village'),
          description: t(
            '<p>Maison de ville, chalet ou terre à bois : nos courtiers vendent votre propriété aux bons acheteurs, d’ici comme de Montréal.</p>',
            '<p>Townhouse, cottage or woodlot: our brokers sell your property to the right buyers, local or from Montreal.</p>',
          ),
          cta: link(t('Demander une évaluation', 'Request an evaluation'), paths('/fr/contact', '/en/contact'), { openContactModal: true }),
          image: image('/images/laurentides.svg', t('', '')),
          highlights_repeater: [
            card('users', t('12 courtiers', '12 brokers'), t('<p>De Saint-Jérôme à Mont-Tremblant.</p>', '<p>From Saint-Jérôme to Mont-Tremblant.</p>')),
            card('house', t('300 ventes par année', '300 sales a year'), t('<p>Maisons, chalets, condos et terrains.</p>', '<p>Houses, cottages, condos and lots.</p>')),
            card('star', t('Depuis 1998', 'Since 1998'), t('<p>Une agence familiale et indépendante.</p>', '<p>An independent, family-run agency.</p>')),
            card('globe', t('Acheteurs de partout', 'Buyers from everywhere'), t('<p>Une diffusion ciblée à Montréal et en Ontario.</p>', '<p>Targeted promotion in Montreal and Ontario.</p>')),
          ],
        },
        { color_scheme: 'normal' },
      ),
      block(
        'text_img_multiple_block_1',
        {
          super_title: t('Mise en valeur', 'Staging'),
          main_title: t('Ce que les acheteurs regardent en premier', 'What buyers look at first'),
          description: t(
            '<p>Nos courtiers passent votre propriété en revue avec vous avant la séance photo.</p>',
            '<p>Our brokers go through your property with you before the photo shoot.</p>',
          ),
          cta_repeater: [cta(t('Nous joindre', 'Contact us'), contactUrl, 'button-outline')],
          text_img_multiple_repeater: [rooms.front, rooms.kitchen, rooms.living, rooms.bedroom, rooms.bathroom],
        },
        { color_scheme: 'normal-grey', text_align: 'center' },
      ),
      block(
        'list_block',
        {
          super_title: t('Inclus', 'Included'),
          main_title: t('Ce que comprend notre mandat', 'What our listing includes'),
          list_items_repeater: [
            entry(t('Analyse comparative', 'Comparative analysis'), t('Les ventes récentes de votre secteur, lac ou village compris.', 'Recent sales in your area, lake or village included.'), 'search'),
            entry(t('Photos et drone', 'Photos and drone'), t('Des vues aériennes pour montrer le terrain et l’accès à l’eau.', 'Aerial views to show the land and the water access.'), 'star'),
            entry(t('Diffusion élargie', 'Wide promotion'), t('Centris, Realtor.ca et une campagne ciblée à Montréal.', 'Centris, Realtor.ca and a targeted campaign in Montreal.'), 'share'),
            entry(t('Documents prêts', 'Documents ready'), t('Certificat de localisation, puits, fosse septique et droits de passage.', 'Certificate of location, well, septic system and rights of way.'), 'check'),
          ],
        },
        { color_scheme: 'normal', ordered: false },
      ),
      block(
        'txt_img_double_block_1',
        {
          super_title: t('Chalets', 'Cottages'),
          main_title: t('Vendre un chalet, c’est vendre un mode de vie', 'Selling a cottage is selling a way of life'),
          description: t(
            '<p>Accès au lac, droits de navigation, location à court terme permise ou non : nous préparons les réponses aux questions des acheteurs avant même la première visite.</p>',
            '<p>Lake access, boating rights, whether short-term rentals are allowed: we prepare the answers to buyers’ questions before the first visit.</p>',
          ),
          cta_repeater: [cta(t('Questions fréquentes', 'Frequently asked questions'), paths('/fr/faq', '/en/faq'), 'link')],
          media_repeater: [media('/listings/chalet.svg', t('Chalet en bois au bord d’un lac', 'Wooden cottage by a lake'))],
        },
        { color_scheme: 'normal-grey', orientation_x: 'left', text_align: 'left' },
      ),
      block(
        'cta_double_block',
        {
          main_title: t('Par où commencer ?', 'Where to start?'),
          icon_cta_cards_repeater: [
            card('house', t('Évaluer ma propriété', 'Evaluate my property'), t('<p>Une évaluation gratuite par un courtier de votre secteur.</p>', '<p>A free evaluation by a broker from your area.</p>'), {
              cta: link(t('Demander une évaluation', 'Request an evaluation'), contactUrl, { openContactModal: true }),
              bg: '#2f4f3a',
            }),
            card('info', t('Lire nos réponses', 'Read our answers'), t('<p>Taxe de bienvenue, puits, fosse septique, location court terme.</p>', '<p>Welcome tax, wells, septic systems, short-term rentals.</p>'), {
              cta: link(t('Questions fréquentes', 'Frequently asked questions'), paths('/fr/faq', '/en/faq'), { format: 'button-outline' }),
            }),
          ],
        },
        { color_scheme: 'normal' },
      ),
    ],
    override: {
      seo: {
        global: {
          fr: { title: 'Vendre dans les Laurentides | Groupe Immobilier Laurentides', description: 'Maison, chalet ou terrain : évaluation gratuite, mise en valeur et diffusion élargie par nos courtiers des Laurentides.' },
          en: { title: 'Sell in the Laurentians | Groupe Immobilier Laurentides', description: 'House, cottage or land: free evaluation, staging and wide promotion by our Laurentian brokers.' },
        },
      },
    },
  },
};
