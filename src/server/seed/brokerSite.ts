/**
 * Seed: the default site — Julie Tremblay, residential real estate broker on Montreal's South
 * Shore (Longueuil), agency Immobilier Rive-Sud. Blue preset; answers localhost and 127.0.0.1.
 * Every text is written for this brokerage, in Quebec French and Canadian English.
 */
import { block, contactInfo, iconLink, image, link, paths, t } from './builders';
import { maintenancePage, privacyPolicyPage, termsOfUsePage, type LegalEntity } from './legalPages';
import { brokerFaqPage } from './faqPages';
import { brokerSellBlocks } from './sellPages';
import type { SeedSite } from './types';
import { brossardPage } from './neighbourhoodPages';
import { blogArchivePage, latestArticlesBlock } from './blog/blogPage';
import { brokerDirectory } from './directory/brokerDirectory';
import { brokerTestimonialsBlock } from './peopleContent';

const PHONE = { display: { fr: '450 555-0182', en: '450-555-0182' }, tel: 'tel:+14505550182', sms: 'sms:+14505550182' };
const EMAIL = 'julie.tremblay@immobilier-rive-sud.ca';
const ADDRESS = {
  fr: '825, chemin de Chambly, bureau 210, Longueuil (Québec) J4H 3M6',
  en: '825 Chemin de Chambly, Suite 210, Longueuil, Quebec J4H 3M6',
};
const MAP_URL = 'https://www.openstreetmap.org/search?query=825%20chemin%20de%20Chambly%20Longueuil';

const entity: LegalEntity = {
  name: { fr: 'Julie Tremblay, courtière immobilière résidentielle', en: 'Julie Tremblay, residential real estate broker' },
  agency: 'Immobilier Rive-Sud',
  address: ADDRESS,
  email: EMAIL,
  phone: PHONE.display.fr,
  privacyOfficer: 'Julie Tremblay',
  website: 'julietremblay.ca',
};

const contactUrl = paths('/fr/contact', '/en/contact');

const logoDark = image(t('/images/logo-julie-tremblay-dark.svg', '/images/logo-julie-tremblay-dark-en.svg'), t('Julie Tremblay, courtière immobilière', 'Julie Tremblay, real estate broker'), { priority: 'high' });
const logoLight = image(t('/images/logo-julie-tremblay-light.svg', '/images/logo-julie-tremblay-light-en.svg'), t('Julie Tremblay, courtière immobilière', 'Julie Tremblay, real estate broker'), { priority: 'high' });
const portrait = image('/images/portrait.svg', t('Julie Tremblay, courtière immobilière résidentielle', 'Julie Tremblay, residential real estate broker'), {
  center: { x: 0.5, y: 0.35 },
});

/** Phone, e-mail and office of Julie Tremblay as contact info items. */
const contactItems = [
  contactInfo(t('Me joindre', 'Reach me'), t('<p>Je vous réponds en moins de 24 heures, sept jours sur sept.</p>', '<p>I answer within 24 hours, seven days a week.</p>'), [
    iconLink('phone', PHONE.display, { fr: PHONE.tel, en: PHONE.tel }),
    iconLink('sms', t('Texto : 450 555-0182', 'Text: 450-555-0182'), { fr: PHONE.sms, en: PHONE.sms }),
    iconLink('mail', t(EMAIL, EMAIL), { fr: `mailto:${EMAIL}`, en: `mailto:${EMAIL}` }),
  ]),
  contactInfo(t('Bureau de Longueuil', 'Longueuil office'), t('<p>Sur rendez-vous, du lundi au samedi. Stationnement gratuit à l’arrière.</p>', '<p>By appointment, Monday to Saturday. Free parking at the back.</p>'), [
    iconLink('map-pin', ADDRESS, { fr: MAP_URL, en: MAP_URL }, '_blank'),
  ]),
  contactInfo(t('Disponibilités', 'Availability'), t('<p>Lundi au vendredi : 9 h à 19 h<br>Samedi et dimanche : 10 h à 16 h</p>', '<p>Monday to Friday: 9 a.m. to 7 p.m.<br>Saturday and Sunday: 10 a.m. to 4 p.m.</p>'), [
    iconLink('calendar', t('Planifier un appel', 'Book a call'), contactUrl),
  ]),
];

const menu = (fr: string, en: string, urlFr: string, urlEn: string, sub: ReturnType<typeof block>[] = []) =>
  block('menu_item', { menu_link: link(t(fr, en), paths(urlFr, urlEn), { format: 'text' }), sub_menu_repeater: sub });
const subMenu = (fr: string, en: string, urlFr: string, urlEn: string) =>
  block('sub_menu_item', { menu_link: link(t(fr, en), paths(urlFr, urlEn), { format: 'text' }) });

const header = block(
  'header_classic',
  {
    logo_image_light: logoLight,
    logo_image_dark: logoDark,
    logo_multiplier: 1,
    cta_button: link(t('Me contacter', 'Contact me'), contactUrl, { format: 'button', openContactModal: true }),
    cta_sms: link(t('Texto', 'Text me'), { fr: PHONE.sms, en: PHONE.sms }, { format: 'button-outline', icon: { type: 'sms' } }),
    menu_repeater: [
      menu('Accueil', 'Home', '/fr', '/en'),
      menu('Propriétés', 'Properties', '/fr/proprietes', '/en/properties'),
      menu('Services', 'Services', '/fr/vendre', '/en/sell', [
        subMenu('Vendre ma propriété', 'Sell my home', '/fr/vendre', '/en/sell'),
        subMenu('Acheter une propriété', 'Buy a home', '/fr/acheter', '/en/buy'),
      ]),
      menu('À propos', 'About', '/fr/a-propos', '/en/about'),
      menu('Blogue', 'Blog', '/fr/blogue', '/en/blog'),
      menu('Contact', 'Contact', '/fr/contact', '/en/contact'),
    ],
    show_remax_logo: false,
  },
  { color_scheme: 'normal', orientation_x: 'center' },
);

const footerLink = (fr: string, en: string, urlFr: string, urlEn: string) =>
  block('link_item', { link: link(t(fr, en), paths(urlFr, urlEn), { format: 'text' }) });

const footer = block(
  'footer_classic',
  {
    agency: t(
      `<p><strong>Julie Tremblay</strong><br>Courtière immobilière résidentielle<br>Agence Immobilier Rive-Sud<br>${ADDRESS.fr}</p>`,
      `<p><strong>Julie Tremblay</strong><br>Residential real estate broker<br>Immobilier Rive-Sud agency<br>${ADDRESS.en}</p>`,
    ),
    all_rights_reserved: t('Julie Tremblay. Tous droits réservés.', 'Julie Tremblay. All rights reserved.'),
    logo_image_light: logoLight,
    logo_image_dark: logoDark,
    cta: link(t('Demander une évaluation gratuite', 'Request a free evaluation'), contactUrl, { format: 'button', openContactModal: true }),
    icon_links_repeater: [
      iconLink('facebook', t('Facebook', 'Facebook'), paths('https://www.facebook.com/', 'https://www.facebook.com/'), '_blank'),
      iconLink('instagram', t('Instagram', 'Instagram'), paths('https://www.instagram.com/', 'https://www.instagram.com/'), '_blank'),
      iconLink('linkedin', t('LinkedIn', 'LinkedIn'), paths('https://www.linkedin.com/', 'https://www.linkedin.com/'), '_blank'),
    ],
    menu_repeater: [
      block('footer_menu_item', {
        main_title: t('Services', 'Services'),
        links_repeater: [
          footerLink('Vendre ma propriété', 'Sell my home', '/fr/vendre', '/en/sell'),
          footerLink('Acheter une propriété', 'Buy a home', '/fr/acheter', '/en/buy'),
          footerLink('À propos', 'About', '/fr/a-propos', '/en/about'),
        ],
      }),
      block('footer_menu_item', {
        main_title: t('Renseignements', 'Information'),
        links_repeater: [
          footerLink('Nous joindre', 'Contact', '/fr/contact', '/en/contact'),
          footerLink('Questions fréquentes', 'FAQ', '/fr/faq', '/en/faq'),
          footerLink('Conditions d’utilisation', 'Terms of use', '/fr/conditions-et-utilisation', '/en/terms-of-use'),
          footerLink('Politique de confidentialité', 'Privacy policy', '/fr/politique-confidentialite', '/en/privacy-policy'),
        ],
      }),
    ],
  },
  { color_scheme: 'inverted' },
);

const seoOf = (fr: { title: string; description: string }, en: { title: string; description: string }) => ({
  seo: { global: { fr, en }, facebook: { fr, en }, twitter: { fr, en } },
});

const homePage = {
  key: 'home',
  title: t('Accueil', 'Home'),
  paths: [
    { locale: 'fr' as const, path: '/fr' },
    { locale: 'en' as const, path: '/en' },
  ],
  content: {
    fields: [
      block('hero_block_1', {
        bg_image: image('/images/house.svg', t('Maison unifamiliale à Longueuil', 'Single-family home in Longueuil'), { priority: 'high' }),
        super_title: t('Propriétés à vendre et à louer sur la Rive-Sud', 'Properties for sale and for rent on the South Shore'),
        main_title: t('Votre prochain chez-vous sur la Rive-Sud commence ici', 'Your next home on the South Shore starts here'),
        description: t(
          'Maisons, condos et plex à Longueuil, Brossard, Saint-Lambert et Boucherville : cherchez par ville, par prix et par type de propriété.',
          'Houses, condos and plexes in Longueuil, Brossard, Saint-Lambert and Boucherville: search by city, price and type of property.',
        ),
      }),
      block(
        'properties_block',
        {
          main_title: t('Nos propriétés à vendre', 'Our properties for sale'),
          cta: link(t('Voir toutes nos propriétés', 'See all our properties'), paths('/fr/proprietes', '/en/properties'), { format: 'button-outline' }),
        },
        // The broker's own territory: Longueuil, Brossard, Boucherville, Saint-Bruno-de-Montarville.
        { properties_cta_enabled: true, filters: { mun: ['58227', '58007', '58033', '58037'] } },
      ),
      block(
        'image_text_block',
        {
          super_title: t('Courtière immobilière résidentielle · Rive-Sud', 'Residential real estate broker · South Shore'),
          main_title: t('Vendre et acheter avec une courtière d’ici', 'Sell and buy with a local broker'),
          description: t(
            '<p>Depuis 12 ans, j’accompagne les familles de Longueuil, Saint-Lambert, Brossard et Boucherville dans la vente et l’achat de leur propriété. Une stratégie claire, des conseils honnêtes et une présence à chaque étape, de la première visite jusqu’à la signature chez le notaire.</p>',
            '<p>For 12 years, I have helped families in Longueuil, Saint-Lambert, Brossard and Boucherville sell and buy their homes. A clear strategy, honest advice and someone by your side at every step, from the first visit to the signing at the notary’s office.</p>',
          ),
          image: image('/images/house.svg', t('Maison unifamiliale à Longueuil', 'Single-family home in Longueuil')),
          cta: link(t('Parlons de votre projet', 'Let’s talk about your project'), contactUrl, { openContactModal: true }),
        },
        { color_scheme: 'normal', orientation_x: 'right' },
      ),
      block(
        'text_block_2',
        {
          super_title: t('Comment je peux vous aider', 'How I can help'),
          main_title: t('Vendre au juste prix, acheter en toute confiance', 'Sell at the right price, buy with confidence'),
          description: t(
            '<p>Chaque projet immobilier est unique. Que vous vendiez la maison où vos enfants ont grandi ou que vous achetiez votre premier condo, je mets à votre service une analyse comparative du marché rigoureuse, une mise en marché soignée et une négociation ferme, toujours dans votre intérêt.</p>',
            '<p>Every real estate project is unique. Whether you are selling the house where your children grew up or buying your first condo, you get a rigorous comparative market analysis, careful marketing and firm negotiation, always in your best interest.</p>',
          ),
          cta_repeater: [
            block('cta_item', { cta: link(t('Vendre ma propriété', 'Sell my home'), paths('/fr/vendre', '/en/sell')) }),
            block('cta_item', { cta: link(t('Acheter une propriété', 'Buy a home'), paths('/fr/acheter', '/en/buy'), { format: 'button-outline' }) }),
          ],
        },
        { color_scheme: 'normal-grey', text_align: 'center' },
      ),
      block(
        'image_text_block',
        {
          super_title: t('Votre courtière', 'Your broker'),
          main_title: t('Une courtière de la Rive-Sud, pour la Rive-Sud', 'A South Shore broker, for the South Shore'),
          description: t(
            '<p>J’habite le Vieux-Longueuil et je connais chaque quartier : les écoles, les parcs, les projets de la ville et les rues où les maisons se vendent en quelques jours. Cette connaissance fine du terrain fait la différence lorsqu’il s’agit de fixer le bon prix ou de repérer une occasion.</p><ul><li>Plus de 300 transactions conclues</li><li>Titulaire d’un permis de l’OACIQ</li><li>Service offert en français et en anglais</li></ul>',
            '<p>I live in Old Longueuil and I know every neighbourhood: the schools, the parks, the city’s projects and the streets where houses sell in a few days. That local knowledge makes the difference when it comes to setting the right price or spotting an opportunity.</p><ul><li>More than 300 completed transactions</li><li>Licensed by the OACIQ</li><li>Service in French and English</li></ul>',
          ),
          image: portrait,
          cta: link(t('Mon parcours', 'About me'), paths('/fr/a-propos', '/en/about'), { format: 'button-outline' }),
        },
        { color_scheme: 'normal', orientation_x: 'left' },
      ),
      brokerTestimonialsBlock(),
      latestArticlesBlock(),
      block(
        'cta_block',
        {
          main_title: t('Combien vaut votre propriété aujourd’hui ?', 'What is your home worth today?'),
          description: t(
            '<p>Recevez une évaluation gratuite et sans engagement, basée sur les ventes récentes de votre secteur.</p>',
            '<p>Get a free, no-obligation evaluation based on recent sales in your area.</p>',
          ),
          cta: link(t('Obtenir mon évaluation', 'Get my evaluation'), contactUrl, { openContactModal: true }),
          image: image('/images/skyline.svg', t('Montréal vue de Longueuil au crépuscule', 'Montreal seen from Longueuil at dusk')),
        },
        { color_scheme: 'inverted' },
      ),
      block(
        'contact_infos_block',
        {
          main_title: t('Parlons de votre projet', 'Let’s talk about your project'),
          description: t(
            '<p>Un appel, un texto ou un café au bureau : choisissez ce qui vous convient.</p>',
            '<p>A call, a text or a coffee at the office: whatever suits you best.</p>',
          ),
          contact_infos_repeater: contactItems,
        },
        { color_scheme: 'normal-grey', orientation_x: 'left' },
      ),
    ],
    override: seoOf(
      {
        title: 'Julie Tremblay | Courtière immobilière à Longueuil et sur la Rive-Sud',
        description: 'Vendez ou achetez votre propriété à Longueuil, Brossard, Saint-Lambert et Boucherville avec Julie Tremblay, courtière immobilière résidentielle.',
      },
      {
        title: 'Julie Tremblay | Real estate broker in Longueuil and the South Shore',
        description: 'Sell or buy your home in Longueuil, Brossard, Saint-Lambert and Boucherville with Julie Tremblay, residential real estate broker.',
      },
    ),
  },
};

/**
 * A content variant of the home page: `/fr?variant=printemps-2026` shows
 * the spring campaign's hero title with the variant indicator banner.
 */
const springCampaignVariant = {
  id: 'printemps-2026',
  name: 'Campagne printemps 2026',
  color: '#b8894a',
  content: {
    ...homePage.content,
    fields: homePage.content.fields.map((entry, index) =>
      index === 0
        ? {
            ...entry,
            fields: {
              ...entry.fields,
              main_title: t('Ce printemps, vendez au meilleur moment sur la Rive-Sud', 'This spring, sell at the right time on the South Shore'),
            },
          }
        : entry,
    ),
  },
};

const aboutPage = {
  key: 'about',
  title: t('À propos', 'About'),
  paths: [
    { locale: 'fr' as const, path: '/fr/a-propos' },
    { locale: 'en' as const, path: '/en/about' },
  ],
  content: {
    fields: [
      block(
        'image_text_block',
        {
          super_title: t('À propos', 'About'),
          main_title: t('Julie Tremblay, courtière immobilière résidentielle', 'Julie Tremblay, residential real estate broker'),
          description: t(
            '<p>Avant de devenir courtière en 2014, j’ai travaillé dix ans en financement hypothécaire. J’y ai appris à lire un dossier, à anticiper les exigences des prêteurs et à expliquer simplement des notions complexes. Aujourd’hui, je mets cette expérience au service de vendeurs et d’acheteurs qui veulent prendre de bonnes décisions, sans pression.</p>',
            '<p>Before becoming a broker in 2014, I spent ten years in mortgage financing. I learned to read a file, anticipate lenders’ requirements and explain complex notions simply. Today, I put that experience to work for sellers and buyers who want to make good decisions, without pressure.</p>',
          ),
          image: { ...portrait, fetch_priority: 'high' },
        },
        { color_scheme: 'normal', orientation_x: 'left' },
      ),
      block(
        'text_block_1',
        {
          super_title: t('Mon approche', 'My approach'),
          main_title: t('Transparence, disponibilité et rigueur', 'Transparency, availability and rigour'),
          description: t(
            '<p><strong>Transparence.</strong> Vous recevez des données concrètes sur le marché, pas des promesses. Je vous dis ce que je pense vraiment de votre prix, de votre offre ou de la propriété que vous visitez.</p><p><strong>Disponibilité.</strong> Les visites se font aussi le soir et la fin de semaine, et je vous tiens au courant après chacune.</p><p><strong>Rigueur.</strong> Déclarations du vendeur, inspection, financement, certificat de localisation : chaque document est vérifié pour éviter les mauvaises surprises chez le notaire.</p>',
            '<p><strong>Transparency.</strong> You get concrete market data, not promises. I tell you what I really think of your price, your offer or the property you are visiting.</p><p><strong>Availability.</strong> Visits also happen in the evening and on weekends, and I follow up with you after each one.</p><p><strong>Rigour.</strong> Seller’s declarations, inspection, financing, certificate of location: every document is checked to avoid bad surprises at the notary’s office.</p>',
          ),
        },
        { color_scheme: 'normal-grey', orientation_x: 'left', text_align: 'left' },
      ),
      block(
        'text_block_1',
        {
          super_title: t('Engagement', 'Commitment'),
          main_title: t('Une pratique encadrée par l’OACIQ', 'A practice supervised by the OACIQ'),
          description: t(
            '<p>Comme tous les courtiers du Québec, je suis titulaire d’un permis délivré par l’Organisme d’autoréglementation du courtage immobilier du Québec et je suis soumise à ses règles de déontologie. Mon assurance responsabilité professionnelle et le Fonds d’indemnisation du courtage immobilier vous protègent tout au long de la transaction.</p>',
            '<p>Like every broker in Quebec, I hold a licence issued by the Organisme d’autoréglementation du courtage immobilier du Québec and I follow its code of ethics. My professional liability insurance and the real estate indemnity fund protect you throughout the transaction.</p>',
          ),
          cta: link(t('Me contacter', 'Contact me'), contactUrl, { openContactModal: true }),
        },
        { color_scheme: 'normal', text_align: 'center' },
      ),
    ],
    override: seoOf(
      { title: 'À propos de Julie Tremblay | Courtière immobilière à Longueuil', description: 'Douze ans d’expérience en courtage résidentiel sur la Rive-Sud, une approche transparente et rigoureuse.' },
      { title: 'About Julie Tremblay | Real estate broker in Longueuil', description: 'Twelve years of residential brokerage on the South Shore, with a transparent and rigorous approach.' },
    ),
  },
};

const sellPage = {
  key: 'sell',
  title: t('Vendre ma propriété', 'Sell my home'),
  paths: [
    { locale: 'fr' as const, path: '/fr/vendre' },
    { locale: 'en' as const, path: '/en/sell' },
  ],
  content: {
    fields: brokerSellBlocks(
      block(
        'property_valuation_block',
        {
          badge: t('Évaluation gratuite', 'Free valuation'),
          main_title: t('Combien vaut votre propriété aujourd’hui ?', 'What is your home worth today?'),
          description: t(
            '<p>Décrivez votre propriété en quelques minutes. Je l’analyse à partir des ventes comparables de votre secteur et je vous remets une évaluation gratuite, sans engagement.</p>',
            '<p>Describe your home in a few minutes. I analyze it against comparable sales in your area and send you a free, no-obligation valuation.</p>',
          ),
          start_button_text: t('Commencer l’évaluation', 'Start the evaluation'),
        },
        { color_scheme: 'normal' },
      ),
    ),
    override: seoOf(
      { title: 'Vendre sa maison à Longueuil | Julie Tremblay', description: 'Évaluation gratuite, mise en marché soignée et négociation ferme pour vendre votre propriété sur la Rive-Sud.' },
      { title: 'Sell your home in Longueuil | Julie Tremblay', description: 'Free evaluation, careful marketing and firm negotiation to sell your South Shore home.' },
    ),
  },
};

const buyPage = {
  key: 'buy',
  title: t('Acheter une propriété', 'Buy a home'),
  paths: [
    { locale: 'fr' as const, path: '/fr/acheter' },
    { locale: 'en' as const, path: '/en/buy' },
  ],
  content: {
    fields: [
      block(
        'text_block_1',
        {
          super_title: t('Acheter', 'Buy'),
          main_title: t('Trouver la bonne propriété, au bon prix', 'Find the right home, at the right price'),
          description: t(
            '<p>Premier achat, famille qui s’agrandit ou retraite qui approche : je vous aide à définir vos critères, à obtenir une préautorisation hypothécaire réaliste et à visiter les propriétés qui vous conviennent vraiment.</p>',
            '<p>First purchase, growing family or retirement on the horizon: I help you define your criteria, get a realistic mortgage pre-approval and visit the homes that truly suit you.</p>',
          ),
        },
        { color_scheme: 'normal', text_align: 'center' },
      ),
      block(
        'featured_properties_block',
        {
          super_title: t('En vedette', 'Featured'),
          main_title: t('Mes coups de cœur du moment', 'My current favourites'),
          description: t(
            '<p>Des propriétés que j’ai visitées et que je recommande, choisies pour leur emplacement, leur état et leur juste prix.</p>',
            '<p>Homes I have visited and recommend, chosen for their location, their condition and their fair price.</p>',
          ),
          cta: link(t('Voir toutes les propriétés', 'See all properties'), paths('/fr/proprietes', '/en/properties'), { format: 'button-outline' }),
        },
        { color_scheme: 'normal-grey' },
      ),
      block(
        'properties_slider_block',
        {
          super_title: t('Nouvelles inscriptions', 'New listings'),
          main_title: t('Les dernières maisons à vendre', 'The latest houses for sale'),
          description: t(
            '<p>Maisons unifamiliales fraîchement inscrites, mises à jour chaque jour.</p>',
            '<p>Freshly listed single-family houses, updated every day.</p>',
          ),
        },
        { color_scheme: 'normal', filters: { type: ['maison'] } },
      ),
      block(
        'image_text_block',
        {
          super_title: t('Accompagnement', 'Guidance'),
          main_title: t('De la première visite à la remise des clés', 'From the first visit to the keys'),
          description: t(
            '<p>Je vous signale les propriétés dès leur inscription, j’analyse les comparables avant chaque offre et je négocie en votre nom. Je coordonne ensuite l’inspection, le financement et le rendez-vous chez le notaire.</p>',
            '<p>I flag homes as soon as they are listed, analyze comparables before every offer and negotiate on your behalf. I then coordinate the inspection, financing and the notary appointment.</p>',
          ),
          image: image('/images/skyline.svg', t('Vue de Montréal depuis la Rive-Sud', 'View of Montreal from the South Shore')),
          cta: link(t('Commencer ma recherche', 'Start my search'), contactUrl, { openContactModal: true }),
        },
        { color_scheme: 'normal-grey', orientation_x: 'left' },
      ),
      block(
        'categories_slider_block',
        {
          super_title: t('Explorer', 'Explore'),
          main_title: t('Chercher par type de propriété', 'Browse by property type'),
          categories_repeater: [
            block('category_item', {
              property_type: 'maison',
              main_title: t('Maisons', 'Houses'),
              image: image('/listings/maison-1.svg', t('', '')),
              link: link(t('Maisons', 'Houses'), paths('/fr/proprietes?type=maison', '/en/properties?type=maison'), { format: 'text' }),
            }),
            block('category_item', {
              property_type: 'condo',
              main_title: t('Condos', 'Condos'),
              image: image('/listings/condo.svg', t('', '')),
              link: link(t('Condos', 'Condos'), paths('/fr/proprietes?type=condo', '/en/properties?type=condo'), { format: 'text' }),
            }),
            block('category_item', {
              property_type: 'prop',
              main_title: t('Plex', 'Plexes'),
              image: image('/listings/plex.svg', t('', '')),
              link: link(t('Plex', 'Plexes'), paths('/fr/proprietes?type=prop', '/en/properties?type=prop'), { format: 'text' }),
            }),
            block('category_item', {
              property_type: 'chalet',
              main_title: t('Chalets', 'Cottages'),
              image: image('/listings/chalet.svg', t('', '')),
              link: link(t('Chalets', 'Cottages'), paths('/fr/proprietes?type=chalet', '/en/properties?type=chalet'), { format: 'text' }),
            }),
            block('category_item', {
              property_type: 'terrain',
              main_title: t('Terrains', 'Land'),
              image: image('/listings/terrain.svg', t('', '')),
              link: link(t('Terrains', 'Land'), paths('/fr/proprietes?type=terrain', '/en/properties?type=terrain'), { format: 'text' }),
            }),
          ],
        },
        { color_scheme: 'normal' },
      ),
      block(
        'property_alert_block',
        {
          badge: t('Alertes immobilières', 'Property alerts'),
          main_title: t('Soyez le premier informé des nouvelles inscriptions', 'Be the first to hear about new listings'),
          description: t(
            '<p>Dites-moi ce que vous cherchez : villes, budget, type de propriété. Je vous écris dès qu’une propriété correspond, souvent avant qu’elle n’apparaisse sur Centris.</p>',
            '<p>Tell me what you are looking for: cities, budget, type of property. I will write to you as soon as a home matches, often before it appears on Centris.</p>',
          ),
          start_button_text: t('Inscrivez-vous aux alertes', 'Sign up for alerts'),
        },
        { color_scheme: 'normal' },
      ),
      block(
        'text_block_2',
        {
          super_title: t('Votre budget', 'Your budget'),
          main_title: t('Préparer son achat, chiffres en main', 'Plan your purchase, figures in hand'),
          description: t(
            '<p>Avant de visiter, faites le tour des coûts : la mise de fonds, l’assurance prêt hypothécaire si elle est sous 20 %, vos versements et la taxe de bienvenue, payable à la municipalité quelques semaines après la signature chez le notaire. Les deux calculatrices ci-dessous suivent les règles en vigueur; vous pouvez partager le lien d’un calcul avec votre conjoint ou votre courtier hypothécaire.</p>',
            '<p>Before visiting, go over the costs: the down payment, mortgage default insurance if it is under 20%, your payments and the welcome tax, paid to the municipality a few weeks after signing at the notary’s. The two calculators below follow the rules in force; you can share the link to a calculation with your partner or your mortgage broker.</p>',
          ),
          cta_repeater: [block('cta_item', { cta: link(t('Parler de mon financement', 'Talk about my financing'), contactUrl, { openContactModal: true, format: 'button-outline' }) })],
        },
        { color_scheme: 'normal', text_align: 'left' },
      ),
      block(
        'mortgage_calculator_block',
        {
          super_title: t('Financement', 'Financing'),
          main_title: t('Estimez vos versements hypothécaires', 'Estimate your mortgage payments'),
          description: t(
            '<p>Entrez le prix, votre mise de fonds et le taux de votre prêteur : vous verrez votre versement, les intérêts totaux et le solde à la fin de chaque terme de cinq ans. Sous 20 % de mise de fonds, la prime d’assurance prêt hypothécaire s’ajoute au prêt, comme le font les prêteurs.</p>',
            '<p>Enter the price, your down payment and your lender’s rate to see your payment, the total interest and the balance at the end of each five-year term. Below 20% down, the mortgage default insurance premium is added to the loan, as lenders do.</p>',
          ),
        },
        { color_scheme: 'normal-grey', mortgage_insurance: true },
      ),
      block(
        'transfer_duties_calculator_block',
        {
          super_title: t('Frais d’achat', 'Closing costs'),
          main_title: t('Calculez votre taxe de bienvenue', 'Calculate your welcome tax'),
          description: t(
            '<p>Les droits de mutation se calculent par tranches, selon l’année de l’acte de vente. À Longueuil, Brossard ou Boucherville, choisissez « Ailleurs au Québec »; à Montréal, les tranches supérieures sont plus élevées.</p>',
            '<p>Transfer duties are calculated by brackets, by the year of the deed of sale. In Longueuil, Brossard or Boucherville, choose “Elsewhere in Quebec”; Montréal’s upper brackets are higher.</p>',
          ),
        },
        { color_scheme: 'normal', default_municipality: 'quebec' },
      ),
    ],
    override: seoOf(
      { title: 'Acheter une maison sur la Rive-Sud | Julie Tremblay', description: 'Un accompagnement complet pour acheter votre maison ou votre condo à Longueuil, Brossard ou Boucherville.' },
      { title: 'Buy a home on the South Shore | Julie Tremblay', description: 'Complete guidance to buy your house or condo in Longueuil, Brossard or Boucherville.' },
    ),
  },
};

const contactPage = {
  key: 'contact',
  title: t('Contact', 'Contact'),
  paths: [
    { locale: 'fr' as const, path: '/fr/contact' },
    { locale: 'en' as const, path: '/en/contact' },
  ],
  content: {
    fields: [
      block(
        'contact_form_block',
        {
          super_title: t('Contact', 'Contact'),
          main_title: t('Écrivez-moi', 'Write to me'),
          description: t(
            '<p>Une question sur le marché, une évaluation ou une visite ? Laissez-moi un message : je vous réponds en moins de 24 heures.</p>',
            '<p>A question about the market, an evaluation or a visit? Leave me a message: I answer within 24 hours.</p>',
          ),
          recipient_type: 'broker',
          recipient_slug: 'julie-tremblay',
          broker_avatar: portrait,
          broker_name: 'Julie Tremblay',
          broker_subtitle: t('Courtière immobilière résidentielle', 'Residential real estate broker'),
          broker_under_subtitle: t('Immobilier Rive-Sud', 'Immobilier Rive-Sud'),
          contact_infos_repeater: contactItems.slice(0, 2),
        },
        { color_scheme: 'normal-grey', orientation_x: 'full' },
      ),
      block(
        'contact_infos_block',
        {
          main_title: t('Autres façons de me joindre', 'Other ways to reach me'),
          contact_infos_repeater: contactItems,
        },
        { color_scheme: 'normal', orientation_x: 'right' },
      ),
    ],
    override: seoOf(
      { title: 'Contact | Julie Tremblay, courtière immobilière', description: 'Joignez Julie Tremblay par téléphone, texto, courriel ou au bureau de Longueuil.' },
      { title: 'Contact | Julie Tremblay, real estate broker', description: 'Reach Julie Tremblay by phone, text, email or at the Longueuil office.' },
    ),
  },
};

/** The listings search page: `search_properties_block`, the parent of every listing page path. */
const propertiesPage = {
  key: 'properties',
  title: t('Propriétés', 'Properties'),
  paths: [
    { locale: 'fr' as const, path: '/fr/proprietes' },
    { locale: 'en' as const, path: '/en/properties' },
  ],
  content: {
    fields: [block('search_properties_block', { main_title: t('Propriétés à vendre et à louer', 'Properties for sale and for rent') }, { color_scheme: 'normal' })],
    override: seoOf(
      { title: 'Propriétés à vendre et à louer | Julie Tremblay', description: 'Maisons, condos, plex et chalets à vendre ou à louer partout au Québec : recherchez sur la carte et filtrez par prix, type et municipalité.' },
      { title: 'Properties for sale and for rent | Julie Tremblay', description: 'Houses, condos, plexes and cottages for sale or rent across Quebec: search on the map and filter by price, type and municipality.' },
    ),
  },
};

/** The default broker site. */
/** `localStorage` key where the seeded analytics script counts the page views it saw. */
export const DEMO_ANALYTICS_KEY = 'vitrine.demo-analytics.page-views';
const DEMO_ANALYTICS_SCRIPT = `(function(){try{var k='${DEMO_ANALYTICS_KEY}';localStorage.setItem(k,String((Number(localStorage.getItem(k))||0)+1))}catch(e){}})();`;

export const brokerSite: SeedSite = {
  site: {
    id: 'site-julie-tremblay',
    micrositeId: 'julie-tremblay',
    siteType: 'broker',
    domains: ['localhost', '127.0.0.1', 'julietremblay.ca', 'www.julietremblay.ca'],
    isDefault: true,
    notificationEmail: EMAIL,
    mailFrom: '"Site de Julie Tremblay" <no-reply@julietremblay.ca>',
    settings: {
      theme: { preset: 'blue' },
      seo: {
        global: {
          fr: { title: 'Julie Tremblay | Courtière immobilière résidentielle', description: 'Courtière immobilière résidentielle à Longueuil et sur la Rive-Sud de Montréal.', image: '/images/house.svg' },
          en: { title: 'Julie Tremblay | Residential real estate broker', description: 'Residential real estate broker in Longueuil and on Montreal’s South Shore.', image: '/images/house.svg' },
        },
        robots_index_rule: 'index, follow',
      },
      metadata: {
        contact_form: { show_consent: true, contact_name: 'Julie Tremblay' },
        captcha: { provider: 'altcha' },
        // A harmless analytics script (it only counts page views in the visitor's own browser), so
        // the consent banner is there out of the box: it runs only once the visitor agrees.
        tags: [{ content: DEMO_ANALYTICS_SCRIPT, position: 'body', category: 'analytics' }],
      },
      recaptcha: null,
    },
    header: { fields: [header] },
    footer: { fields: [footer] },
  },
  pages: [
    { ...homePage, variants: [springCampaignVariant] },
    aboutPage,
    sellPage,
    buyPage,
    contactPage,
    propertiesPage,
    brokerFaqPage,
    blogArchivePage('Julie Tremblay', {
      fr: 'Conseils pour acheter et vendre sur la Rive-Sud : premier achat, taxe de bienvenue, copropriété, quartiers.',
      en: 'Advice for buying and selling on the South Shore: first home, welcome tax, co-ownership, neighbourhoods.',
    }),
    brossardPage,
    termsOfUsePage(entity),
    privacyPolicyPage(entity),
    maintenancePage(t('Retour à l’accueil', 'Back to home')),
  ],
  directory: brokerDirectory,
  redirects: [
    { from_path: '/fr/accueil', to_path: '/fr', status: 301 },
    { from_path: '/en/home', to_path: '/en', status: 301 },
    { from_path: '/fr/nous-joindre', to_path: '/fr/contact', status: 302 },
  ],
};
