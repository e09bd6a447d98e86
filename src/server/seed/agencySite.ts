/**
 * Seed: the agency site — Groupe Immobilier Laurentides, a small agency in Saint-Jérôme serving
 * the Laurentides. Red preset, site type agency, domain `agence.localhost`.
 */
import { block, contactInfo, icon, iconLink, image, link, paths, t } from './builders';
import { maintenancePage, privacyPolicyPage, termsOfUsePage, type LegalEntity } from './legalPages';
import { agencyFaqPage } from './faqPages';
import { agencySellPage } from './sellPages';
import type { SeedSite } from './types';
import { saintJeromePage } from './neighbourhoodPages';
import { blogArchivePage, latestArticlesBlock } from './blog/blogPage';
import { agencyDirectory } from './directory/agencyDirectory';
import { agencyMembersCarouselBlock, brokersPage, officesCoordinatesMapBlock, officesGridBlock, officesPage } from './directory/directoryPages';
import { agencyPartnersPage, agencyRewardsBlock, agencyStatisticsBlock, agencyTeamBlock, agencyTestimonialsBlock } from './peopleContent';

const PHONE = { display: { fr: '450 555-0147', en: '450-555-0147' }, tel: 'tel:+14505550147', sms: 'sms:+14505550147' };
const EMAIL = 'info@groupe-immobilier-laurentides.ca';
const ADDRESS = {
  fr: '290, rue Labelle, Saint-Jérôme (Québec) J7Z 5L2',
  en: '290 Rue Labelle, Saint-Jérôme, Quebec J7Z 5L2',
};
const MAP_URL = 'https://www.openstreetmap.org/search?query=290%20rue%20Labelle%20Saint-J%C3%A9r%C3%B4me';

const entity: LegalEntity = {
  name: { fr: 'Groupe Immobilier Laurentides', en: 'Groupe Immobilier Laurentides' },
  agency: 'Groupe Immobilier Laurentides',
  address: ADDRESS,
  email: EMAIL,
  phone: PHONE.display.fr,
  privacyOfficer: 'Marc-André Gauthier, courtier immobilier agréé D.A.',
  website: 'groupe-immobilier-laurentides.ca',
};

const contactUrl = paths('/fr/contact', '/en/contact');
const logoDark = image(t('/images/logo-groupe-laurentides-dark.svg', '/images/logo-groupe-laurentides-dark-en.svg'), t('Groupe Immobilier Laurentides', 'Groupe Immobilier Laurentides'), { priority: 'high' });
const logoLight = image(t('/images/logo-groupe-laurentides-light.svg', '/images/logo-groupe-laurentides-light-en.svg'), t('Groupe Immobilier Laurentides', 'Groupe Immobilier Laurentides'), { priority: 'high' });
const landscape = image('/images/laurentides.svg', t('Chalet au bord d’un lac des Laurentides', 'Lakeside chalet in the Laurentians'));

const contactItems = [
  contactInfo(t('Agence de Saint-Jérôme', 'Saint-Jérôme office'), t('<p>Ouvert du lundi au vendredi de 9 h à 17 h, le samedi sur rendez-vous.</p>', '<p>Open Monday to Friday, 9 a.m. to 5 p.m., Saturday by appointment.</p>'), [
    iconLink('phone', PHONE.display, { fr: PHONE.tel, en: PHONE.tel }),
    iconLink('mail', t(EMAIL, EMAIL), { fr: `mailto:${EMAIL}`, en: `mailto:${EMAIL}` }),
    iconLink('map-pin', ADDRESS, { fr: MAP_URL, en: MAP_URL }, '_blank'),
  ]),
  contactInfo(t('Territoire desservi', 'Areas we serve'), t('<p>Saint-Jérôme, Mirabel, Prévost, Sainte-Adèle, Saint-Sauveur, Val-David et Mont-Tremblant.</p>', '<p>Saint-Jérôme, Mirabel, Prévost, Sainte-Adèle, Saint-Sauveur, Val-David and Mont-Tremblant.</p>'), [
    iconLink('sms', t('Texto : 450 555-0147', 'Text: 450-555-0147'), { fr: PHONE.sms, en: PHONE.sms }),
  ]),
];

const VALUATION_URL = paths('/fr/evaluation-gratuite', '/en/free-valuation');

/** A `hero_slider_item` of the home page's slider. */
const heroSlide = (bgImage: ReturnType<typeof image>, title: ReturnType<typeof t>, description: ReturnType<typeof t>, ctas: ReturnType<typeof block>[]) =>
  block('hero_slider_item', { bg_media: { image: bgImage }, main_title: title, description, cta_repeater: ctas });

const menu = (fr: string, en: string, urlFr: string, urlEn: string, sub: ReturnType<typeof block>[] = []) =>
  block('menu_item', { menu_link: link(t(fr, en), paths(urlFr, urlEn), { format: 'text' }), sub_menu_repeater: sub });
const subMenu = (fr: string, en: string, urlFr: string, urlEn: string) =>
  block('sub_menu_item', { menu_link: link(t(fr, en), paths(urlFr, urlEn), { format: 'text' }) });
/** A megamenu entry: its panel's picture, title and text, and its columns of links. */
const megaMenu = (
  fr: string,
  en: string,
  urlFr: string,
  urlEn: string,
  feature: Record<string, unknown>,
  groups: ReturnType<typeof block>[],
) => block('menu_item', { menu_link: link(t(fr, en), paths(urlFr, urlEn), { format: 'text' }), sub_menu_repeater: [], ...feature, group_menu_repeater: groups });
const group = (fr: string, en: string, links: ReturnType<typeof block>[]) => block('group_menu_item', { main_title: t(fr, en), sub_menu_repeater: links });
const footerLink = (fr: string, en: string, urlFr: string, urlEn: string) =>
  block('link_item', { link: link(t(fr, en), paths(urlFr, urlEn), { format: 'text' }) });

const seoOf = (fr: { title: string; description: string }, en: { title: string; description: string }) => ({
  seo: { global: { fr, en }, facebook: { fr, en }, twitter: { fr, en } },
});

/** The agency site. */
export const agencySite: SeedSite = {
  site: {
    id: 'site-groupe-laurentides',
    micrositeId: 'groupe-immobilier-laurentides',
    siteType: 'agency',
    domains: ['agence.localhost', 'groupe-immobilier-laurentides.ca', 'www.groupe-immobilier-laurentides.ca'],
    isDefault: false,
    notificationEmail: EMAIL,
    settings: {
      theme: { preset: 'red' },
      seo: {
        global: {
          fr: { title: 'Groupe Immobilier Laurentides | Agence immobilière à Saint-Jérôme', description: 'Agence immobilière des Laurentides : maisons, chalets et terrains de Saint-Jérôme à Mont-Tremblant.', image: '/images/laurentides.svg' },
          en: { title: 'Groupe Immobilier Laurentides | Real estate agency in Saint-Jérôme', description: 'Laurentians real estate agency: houses, chalets and land from Saint-Jérôme to Mont-Tremblant.', image: '/images/laurentides.svg' },
        },
        robots_index_rule: 'index, follow',
      },
      metadata: {
        contact_form: {
          show_consent: true,
          contact_name: 'Groupe Immobilier Laurentides',
          // The "Contact us" list: the agency's offices and departments, each with its own lead address.
          recipients: [
            { recipient_type: 'office', recipient_slug: 'saint-jerome', name: t('Bureau de Saint-Jérôme', 'Saint-Jérôme office'), description: t('Achat, vente et évaluation dans les Basses-Laurentides', 'Buying, selling and valuations in the Lower Laurentians') },
            { recipient_type: 'office', recipient_slug: 'mont-tremblant', name: t('Bureau de Mont-Tremblant', 'Mont-Tremblant office'), description: t('Chalets, propriétés riveraines et villégiature', 'Chalets, waterfront and recreational properties') },
            { recipient_type: 'team', recipient_slug: 'location', name: t('Service de location', 'Rental department'), description: t('Logements et condos à louer', 'Apartments and condos for rent') },
            { recipient_type: 'administrative_team', recipient_slug: 'administration', name: t('Administration', 'Administration'), description: t('Facturation, partenariats et médias', 'Billing, partnerships and media') },
          ],
        },
        captcha: { provider: 'altcha' },
      },
      recaptcha: null,
    },
    header: {
      fields: [
        block(
          'header_megamenu',
          {
            logo_image_light: logoLight,
            logo_image_dark: logoDark,
            logo_multiplier: 1,
            cta_button: link(t('Nous joindre', 'Contact us'), contactUrl, { openContactModal: true }),
            cta_sms: link(t('Texto', 'Text us'), { fr: PHONE.sms, en: PHONE.sms }, { format: 'button-outline', icon: { type: 'sms' } }),
            sup_sections_repeater: [
              footerLink('Blogue', 'Blog', '/fr/blogue', '/en/blog'),
              footerLink('Nous joindre', 'Contact us', '/fr/contact', '/en/contact'),
            ],
            menu_repeater: [
              menu('Accueil', 'Home', '/fr', '/en'),
              megaMenu(
                'Propriétés',
                'Properties',
                '/fr/proprietes',
                '/en/properties',
                {
                  featured_image: landscape,
                  main_title: t('Votre prochain chez-soi dans les Laurentides', 'Your next home in the Laurentians'),
                  description: t(
                    'Chalets au bord de l’eau, maisons familiales et condos : nos courtiers connaissent chaque village, de Mirabel à Mont-Tremblant.',
                    'Waterfront chalets, family homes and condos: our brokers know every village, from Mirabel to Mont-Tremblant.',
                  ),
                },
                [
                  group('Rechercher', 'Search', [
                    subMenu('Toutes les propriétés', 'All properties', '/fr/proprietes', '/en/properties'),
                    subMenu('Acheter avec nous', 'Buy with us', '/fr/acheter', '/en/buy'),
                  ]),
                  group('L’agence', 'The agency', [
                    subMenu('Notre équipe', 'Our team', '/fr/a-propos', '/en/about'),
                    subMenu('Nous joindre', 'Contact us', '/fr/contact', '/en/contact'),
                  ]),
                ],
              ),
              menu('Acheter', 'Buy', '/fr/acheter', '/en/buy'),
              menu('L’agence', 'The agency', '/fr/a-propos', '/en/about', [
                subMenu('Notre équipe', 'Our team', '/fr/a-propos', '/en/about'),
                subMenu('Nos courtiers', 'Our brokers', '/fr/courtiers', '/en/brokers'),
                subMenu('Nos bureaux', 'Our offices', '/fr/bureaux', '/en/offices'),
                subMenu('Nos partenaires', 'Our partners', '/fr/partenaires', '/en/partners'),
                subMenu('Nous joindre', 'Contact us', '/fr/contact', '/en/contact'),
              ]),
              menu('Blogue', 'Blog', '/fr/blogue', '/en/blog'),
              menu('Contact', 'Contact', '/fr/contact', '/en/contact'),
            ],
            show_remax_logo: true,
          },
          { color_scheme: 'normal', orientation_x: 'left' },
        ),
      ],
    },
    footer: {
      fields: [
        block(
          'footer_classic',
          {
            agency: t(
              `<p><strong>Groupe Immobilier Laurentides</strong><br>Agence immobilière<br>${ADDRESS.fr}</p>`,
              `<p><strong>Groupe Immobilier Laurentides</strong><br>Real estate agency<br>${ADDRESS.en}</p>`,
            ),
            all_rights_reserved: t('Groupe Immobilier Laurentides. Tous droits réservés.', 'Groupe Immobilier Laurentides. All rights reserved.'),
            logo_image_light: logoLight,
            logo_image_dark: logoDark,
            icon_links_repeater: [
              iconLink('facebook', t('Facebook', 'Facebook'), paths('https://www.facebook.com/', 'https://www.facebook.com/'), '_blank'),
              iconLink('instagram', t('Instagram', 'Instagram'), paths('https://www.instagram.com/', 'https://www.instagram.com/'), '_blank'),
            ],
            menu_repeater: [
              block('footer_menu_item', {
                main_title: t('L’agence', 'The agency'),
                links_repeater: [
                  footerLink('Notre équipe', 'Our team', '/fr/a-propos', '/en/about'),
                  footerLink('Nos partenaires', 'Our partners', '/fr/partenaires', '/en/partners'),
                  footerLink('Vendre avec nous', 'Sell with us', '/fr/vendre', '/en/sell'),
                  footerLink('Questions fréquentes', 'FAQ', '/fr/faq', '/en/faq'),
                  footerLink('Nous joindre', 'Contact us', '/fr/contact', '/en/contact'),
                ],
              }),
              block('footer_menu_item', {
                main_title: t('Renseignements', 'Information'),
                links_repeater: [
                  footerLink('Conditions d’utilisation', 'Terms of use', '/fr/conditions-et-utilisation', '/en/terms-of-use'),
                  footerLink('Politique de confidentialité', 'Privacy policy', '/fr/politique-confidentialite', '/en/privacy-policy'),
                ],
              }),
            ],
          },
          { color_scheme: 'inverted' },
        ),
      ],
    },
  },
  blog: {
    firstAuthor: {
      name: 'Sophie Lavoie',
      bio: {
        fr: 'Courtière immobilière au Groupe Immobilier Laurentides depuis 2014, spécialiste des premières acquisitions et des propriétés de villégiature.',
        en: 'Real estate broker with Groupe Immobilier Laurentides since 2014, specialising in first homes and cottage properties.',
      },
    },
  },
  pages: [
    {
      key: 'home',
      title: t('Accueil', 'Home'),
      paths: [
        { locale: 'fr', path: '/fr' },
        { locale: 'en', path: '/en' },
      ],
      content: {
        fields: [
          block('hero_slider_block', {
            hero_slider_repeater: [
              heroSlide(
                image('/listings/chalet.svg', t('Chalet en bois rond au bord d’un lac', 'Log chalet by a lake'), { center: { x: 0.5, y: 0.6 } }),
                t('Votre chalet dans les Laurentides', 'Your chalet in the Laurentians'),
                t(
                  '<p>Bord de l’eau, vue sur les montagnes ou forêt privée : nos courtiers connaissent chaque lac, de Saint-Sauveur à Mont-Tremblant.</p>',
                  '<p>Waterfront, mountain views or a private forest: our brokers know every lake, from Saint-Sauveur to Mont-Tremblant.</p>',
                ),
                [
                  block('cta_item', { cta: link(t('Voir nos propriétés', 'See our properties'), paths('/fr/proprietes', '/en/properties')) }),
                  block('cta_item', { cta: link(t('Parler à un courtier', 'Talk to a broker'), contactUrl, { format: 'button-outline', openContactModal: true }) }),
                ],
              ),
              heroSlide(
                image('/images/house.svg', t('Maison familiale avec jardin à Mirabel', 'Family home with a garden in Mirabel'), { center: { x: 0.5, y: 0.55 } }),
                t('La maison familiale, à 30 minutes de Montréal', 'The family home, 30 minutes from Montréal'),
                t(
                  '<p>Mirabel, Saint-Jérôme, Prévost : des quartiers tranquilles, de bonnes écoles et la piste cyclable du P’tit Train du Nord au bout de la rue.</p>',
                  '<p>Mirabel, Saint-Jérôme, Prévost: quiet neighbourhoods, good schools and the P’tit Train du Nord bike path at the end of the street.</p>',
                ),
                [block('cta_item', { cta: link(t('Chercher une maison', 'Find a house'), paths('/fr/proprietes', '/en/properties')) })],
              ),
              heroSlide(
                image('/images/laurentides.svg', t('Lac et montagnes des Laurentides à l’automne', 'Laurentian lake and mountains in the fall'), { center: { x: 0.2, y: 0.5 } }),
                t('Combien vaut votre propriété ?', 'What is your property worth?'),
                t(
                  '<p>Une évaluation gratuite et sans engagement, fondée sur les ventes récentes de votre secteur, en 48 heures.</p>',
                  '<p>A free, no-obligation valuation based on recent sales in your area, within 48 hours.</p>',
                ),
                [block('cta_item', { cta: link(t('Demander une évaluation gratuite', 'Request a free valuation'), VALUATION_URL) })],
              ),
            ],
          }),
          agencyMembersCarouselBlock(),
          block(
            'image_text_block',
            {
              super_title: t('Agence immobilière · Laurentides', 'Real estate agency · Laurentians'),
              main_title: t('L’immobilier des Laurentides, de Saint-Jérôme à Mont-Tremblant', 'Laurentians real estate, from Saint-Jérôme to Mont-Tremblant'),
              description: t(
                '<p>Maison familiale à Mirabel, chalet au bord d’un lac ou terrain boisé à Val-David : nos huit courtiers connaissent le territoire comme le fond de leur poche et vous accompagnent à chaque étape.</p>',
                '<p>A family home in Mirabel, a lakeside chalet or a wooded lot in Val-David: our eight brokers know the region inside out and guide you at every step.</p>',
              ),
              image: landscape,
              cta: link(t('Parler à un courtier', 'Talk to a broker'), contactUrl, { openContactModal: true }),
            },
            { color_scheme: 'normal', orientation_x: 'right' },
          ),
          block(
            'text_block_2',
            {
              super_title: t('Nos services', 'Our services'),
              main_title: t('Une équipe, toutes les expertises', 'One team, every expertise'),
              description: t(
                '<p>Résidentiel, propriétés de villégiature, terrains et plex : chaque dossier est confié au courtier dont l’expertise correspond à votre projet, avec le soutien de toute l’agence.</p>',
                '<p>Residential, recreational properties, land and plexes: each file goes to the broker whose expertise fits your project, backed by the whole agency.</p>',
              ),
              cta_repeater: [
                block('cta_item', { cta: link(t('Rencontrer l’équipe', 'Meet the team'), paths('/fr/a-propos', '/en/about')) }),
                block('cta_item', { cta: link(t('Nous joindre', 'Contact us'), contactUrl, { format: 'button-outline' }) }),
              ],
            },
            { color_scheme: 'normal-grey', text_align: 'center' },
          ),
          agencyStatisticsBlock(),
          agencyTestimonialsBlock(),
          agencyRewardsBlock(),
          latestArticlesBlock(),
          block(
            'cta_block',
            {
              main_title: t('Vous pensez vendre votre chalet ?', 'Thinking of selling your chalet?'),
              description: t(
                '<p>Les propriétés de villégiature ont leurs propres règles : droits acquis, installations septiques, location à court terme. Parlons-en.</p>',
                '<p>Recreational properties have their own rules: acquired rights, septic systems, short-term rentals. Let’s talk.</p>',
              ),
              cta: link(t('Obtenir une évaluation', 'Get an evaluation'), contactUrl, { openContactModal: true }),
              image: landscape,
            },
            { color_scheme: 'inverted' },
          ),
          block(
            'contact_infos_block',
            { main_title: t('Passez nous voir', 'Come and see us'), contact_infos_repeater: contactItems },
            { color_scheme: 'normal', orientation_x: 'left' },
          ),
        ],
        override: seoOf(
          { title: 'Groupe Immobilier Laurentides | Maisons et chalets à vendre', description: 'Agence immobilière à Saint-Jérôme : vente et achat de maisons, chalets et terrains dans les Laurentides.' },
          { title: 'Groupe Immobilier Laurentides | Houses and chalets for sale', description: 'Real estate agency in Saint-Jérôme: buying and selling houses, chalets and land in the Laurentians.' },
        ),
      },
    },
    {
      key: 'free-valuation',
      title: t('Évaluation gratuite', 'Free valuation'),
      paths: [
        { locale: 'fr', path: '/fr/evaluation-gratuite' },
        { locale: 'en', path: '/en/free-valuation' },
      ],
      content: {
        fields: [
          block(
            'hero_landing_page_block',
            {
              bg_media: { image: image('/images/laurentides.svg', t('Lac et montagnes des Laurentides', 'Laurentian lake and mountains'), { center: { x: 0.5, y: 0.6 } }), overlay: 0.5 },
              super_title: t('Évaluation gratuite', 'Free valuation'),
              main_title: t('Combien vaut votre propriété dans les Laurentides ?', 'What is your Laurentians property worth?'),
              description: t(
                '<p>Un courtier de notre équipe analyse les ventes récentes de votre secteur et vous remet une évaluation détaillée en 48 heures, gratuitement et sans engagement.</p>',
                '<p>A broker from our team analyses recent sales in your area and gives you a detailed valuation within 48 hours, free and with no obligation.</p>',
              ),
              list_items_repeater: [
                block('icon_list_item', { icon: icon('clock'), description: t('Réponse en 48 heures ouvrables', 'Answer within two business days') }),
                block('icon_list_item', { icon: icon('house'), description: t('Comparables vendus dans votre secteur', 'Sold comparables in your area') }),
                block('icon_list_item', { icon: icon('check'), description: t('Gratuit et sans engagement', 'Free, with no obligation') }),
              ],
              form_title: t('Recevez votre évaluation', 'Get your valuation'),
              form_message: t(
                'J’aimerais recevoir une évaluation gratuite de ma propriété. Adresse : ',
                'I would like a free valuation of my property. Address: ',
              ),
              recipient_type: 'agency',
              recipient_slug: 'groupe-immobilier-laurentides',
            },
            { orientation_x: 'left' },
          ),
          block(
            'text_block_2',
            {
              super_title: t('Comment ça marche', 'How it works'),
              main_title: t('Une évaluation fondée sur le marché réel', 'A valuation based on the real market'),
              description: t(
                '<p>Nous comparons votre propriété aux ventes conclues dans les six derniers mois autour de chez vous, en tenant compte de l’état, des rénovations et de la saison. Vous recevez un rapport clair, avec une fourchette de prix réaliste.</p>',
                '<p>We compare your property with sales closed in the last six months around you, taking condition, renovations and the season into account. You receive a clear report with a realistic price range.</p>',
              ),
              cta_repeater: [block('cta_item', { cta: link(t('Voir nos propriétés', 'See our properties'), paths('/fr/proprietes', '/en/properties'), { format: 'button-outline' }) })],
            },
            { color_scheme: 'normal', text_align: 'center' },
          ),
        ],
        override: seoOf(
          { title: 'Évaluation gratuite de votre propriété | Groupe Immobilier Laurentides', description: 'Obtenez gratuitement la valeur marchande de votre maison ou de votre chalet dans les Laurentides, en 48 heures.' },
          { title: 'Free property valuation | Groupe Immobilier Laurentides', description: 'Get the market value of your Laurentians house or chalet for free, within 48 hours.' },
        ),
      },
    },
    {
      key: 'about',
      title: t('L’agence', 'The agency'),
      paths: [
        { locale: 'fr', path: '/fr/a-propos' },
        { locale: 'en', path: '/en/about' },
      ],
      content: {
        fields: [
          block(
            'text_block_1',
            {
              super_title: t('Depuis 2009', 'Since 2009'),
              main_title: t('Une agence à taille humaine', 'An agency on a human scale'),
              description: t(
                '<p>Né en 2009 d’un petit bureau de courtage fondé par Marc-André Gauthier, courtier immobilier agréé D.A., le Groupe Immobilier Laurentides compte aujourd’hui 24 courtiers, deux équipes et une équipe administrative réparties dans trois bureaux : le Plateau-Mont-Royal à Montréal, le Vieux-Longueuil et le Quartier DIX30 à Brossard. Notre force : une collaboration réelle entre courtiers, qui partagent leurs acheteurs, leurs comparables et leur connaissance de chaque quartier, d’une rive à l’autre.</p><p>Nous sommes membres de l’Association professionnelle des courtiers immobiliers du Québec et chacun de nos courtiers est titulaire d’un permis de l’OACIQ.</p>',
                '<p>Born in 2009 from a small brokerage founded by Marc-André Gauthier, chartered real estate broker (AEO), Groupe Immobilier Laurentides now counts 24 brokers, two teams and an office staff across three offices: the Plateau-Mont-Royal in Montréal, Old Longueuil and the Quartier DIX30 in Brossard. Our strength: real collaboration between brokers, who share their buyers, their comparables and their knowledge of every neighbourhood, on both sides of the river.</p><p>We are members of the Quebec professional association of real estate brokers, and each of our brokers is licensed by the OACIQ.</p>',
              ),
              cta: link(t('Nous joindre', 'Contact us'), contactUrl, { openContactModal: true }),
            },
            { color_scheme: 'normal', text_align: 'left', orientation_x: 'left' },
          ),
          block(
            'image_text_block',
            {
              super_title: t('Notre territoire', 'Our territory'),
              main_title: t('De Montréal à la Rive-Sud', 'From Montréal to the South Shore'),
              description: t(
                '<p>Du Plateau à Rosemont, du Vieux-Longueuil à Saint-Lambert, de Brossard à La Prairie et Candiac : nos courtiers habitent les quartiers qu’ils servent. Ils savent quelles rues sont tranquilles, quelles écoles ont des places, où passera le REM et ce qu’un triplex de Rosemont rapporte vraiment.</p>',
                '<p>From the Plateau to Rosemont, from Old Longueuil to Saint-Lambert, from Brossard to La Prairie and Candiac: our brokers live in the neighbourhoods they serve. They know which streets are quiet, which schools have room, where the REM will run and what a Rosemont triplex really earns.</p>',
              ),
              image: landscape,
            },
            { color_scheme: 'normal-grey', orientation_x: 'left' },
          ),
          agencyTeamBlock(),
          officesGridBlock(),
        ],
        override: seoOf(
          { title: 'L’agence | Groupe Immobilier Laurentides', description: '24 courtiers immobiliers dans trois bureaux, à Montréal, à Longueuil et à Brossard, depuis 2009.' },
          { title: 'The agency | Groupe Immobilier Laurentides', description: '24 real estate brokers in three offices, in Montréal, Longueuil and Brossard, since 2009.' },
        ),
      },
    },
    {
      key: 'contact',
      title: t('Contact', 'Contact'),
      paths: [
        { locale: 'fr', path: '/fr/contact' },
        { locale: 'en', path: '/en/contact' },
      ],
      content: {
        fields: [
          block(
            'contact_form_block',
            {
              super_title: t('Contact', 'Contact'),
              main_title: t('Écrivez-nous', 'Write to us'),
              description: t(
                '<p>Décrivez-nous votre projet : le courtier le mieux placé vous rappellera dans la journée ouvrable.</p>',
                '<p>Tell us about your project: the best-suited broker will call you back within one business day.</p>',
              ),
              recipient_type: 'agency',
              recipient_slug: 'groupe-immobilier-laurentides',
              contact_infos_repeater: contactItems,
            },
            { color_scheme: 'normal', orientation_x: 'center' },
          ),
          block(
            'contact_infos_block',
            { main_title: t('Nos coordonnées', 'Our contact details'), contact_infos_repeater: contactItems },
            { color_scheme: 'normal-grey', orientation_x: 'right' },
          ),
          officesCoordinatesMapBlock(),
        ],
        override: seoOf(
          { title: 'Contact | Groupe Immobilier Laurentides', description: 'Joignez notre agence immobilière de Saint-Jérôme par téléphone, courriel ou en personne.' },
          { title: 'Contact | Groupe Immobilier Laurentides', description: 'Reach our Saint-Jérôme real estate agency by phone, email or in person.' },
        ),
      },
    },
    {
      key: 'properties',
      title: t('Propriétés', 'Properties'),
      paths: [
        { locale: 'fr', path: '/fr/proprietes' },
        { locale: 'en', path: '/en/properties' },
      ],
      content: {
        fields: [block('search_properties_block', { main_title: t('Nos propriétés à vendre et à louer', 'Our properties for sale and for rent') }, { color_scheme: 'normal' })],
        override: seoOf(
          { title: 'Propriétés à vendre et à louer | Groupe Immobilier Laurentides', description: 'Maisons, chalets, condos et terrains à vendre ou à louer dans les Laurentides et partout au Québec.' },
          { title: 'Properties for sale and for rent | Groupe Immobilier Laurentides', description: 'Houses, cottages, condos and lots for sale or rent in the Laurentians and across Quebec.' },
        ),
      },
    },
    {
      key: 'buy',
      title: t('Acheter une propriété', 'Buy a home'),
      paths: [
        { locale: 'fr', path: '/fr/acheter' },
        { locale: 'en', path: '/en/buy' },
      ],
      content: {
        fields: [
          block(
            'text_block_1',
            {
              super_title: t('Acheter dans les Laurentides', 'Buying in the Laurentians'),
              main_title: t('Votre maison ou votre chalet, sans mauvaise surprise', 'Your house or cottage, with no bad surprises'),
              description: t(
                '<p>Maison familiale à Saint-Jérôme, chalet au bord d’un lac à Val-David ou terrain à Mont-Tremblant : nos courtiers connaissent les secteurs, les fosses septiques et les puits, les droits de passage et les prix réels payés. Commencez par votre budget : calculez vos versements, l’assurance prêt hypothécaire et la taxe de bienvenue ci-dessous.</p>',
                '<p>A family home in Saint-Jérôme, a lakeside cottage in Val-David or land in Mont-Tremblant: our brokers know the areas, septic systems and wells, rights of way and the prices actually paid. Start with your budget: work out your payments, mortgage default insurance and the welcome tax below.</p>',
              ),
            },
            { color_scheme: 'normal', orientation_x: 'left', text_align: 'left' },
          ),
          block(
            'mortgage_calculator_block',
            {
              super_title: t('Financement', 'Financing'),
              main_title: t('Calculez vos versements hypothécaires', 'Work out your mortgage payments'),
              description: t(
                '<p>Le prix, votre mise de fonds et le taux de votre prêteur suffisent. Sous 20 % de mise de fonds, la prime d’assurance prêt hypothécaire s’ajoute au prêt; premier achat ou propriété neuve, l’amortissement de 30 ans vous est ouvert.</p>',
                '<p>The price, your down payment and your lender’s rate are all it takes. Below 20% down, the mortgage default insurance premium is added to the loan; first-time buyers and new builds may choose a 30-year amortization.</p>',
              ),
              default_price: 425_000,
            },
            { color_scheme: 'normal-grey', mortgage_insurance: true },
          ),
          block(
            'transfer_duties_calculator_block',
            {
              super_title: t('Frais d’achat', 'Closing costs'),
              main_title: t('Estimez la taxe de bienvenue', 'Estimate the welcome tax'),
              description: t(
                '<p>Les droits de mutation se calculent sur le prix ou sur l’évaluation municipale multipliée par le facteur comparatif, selon le plus élevé. Plusieurs municipalités des Laurentides appliquent un taux plus élevé au-delà de 500 000 $ : nous vous le confirmons avant l’offre.</p>',
                '<p>Transfer duties are calculated on the price or on the municipal assessment times the comparative factor, whichever is higher. Several Laurentian municipalities apply a higher rate above $500,000: we confirm it with you before the offer.</p>',
              ),
              default_price: 425_000,
            },
            { color_scheme: 'normal', default_municipality: 'quebec' },
          ),
          block(
            'text_block_2',
            {
              super_title: t('Prochaine étape', 'Next step'),
              main_title: t('Visitons ensemble', 'Let’s visit together'),
              description: t(
                '<p>Un courtier de l’équipe vous accompagne de la préautorisation jusqu’à la signature chez le notaire.</p>',
                '<p>A broker from our team guides you from pre-approval to the signing at the notary’s.</p>',
              ),
              cta_repeater: [
                block('cta_item', { cta: link(t('Voir les propriétés', 'See the properties'), paths('/fr/proprietes', '/en/properties')) }),
                block('cta_item', { cta: link(t('Nous joindre', 'Contact us'), contactUrl, { openContactModal: true, format: 'button-outline' }) }),
              ],
            },
            { color_scheme: 'normal-grey', text_align: 'center' },
          ),
        ],
        override: seoOf(
          { title: 'Acheter une propriété dans les Laurentides | Groupe Immobilier Laurentides', description: 'Maisons, chalets et terrains dans les Laurentides : calculez vos versements hypothécaires et votre taxe de bienvenue, puis visitez avec nos courtiers.' },
          { title: 'Buy a home in the Laurentians | Groupe Immobilier Laurentides', description: 'Houses, cottages and land in the Laurentians: work out your mortgage payments and welcome tax, then visit with our brokers.' },
        ),
      },
    },
    brokersPage('Groupe Immobilier Laurentides'),
    officesPage('Groupe Immobilier Laurentides'),
    agencyPartnersPage(),
    agencySellPage,
    agencyFaqPage,
    blogArchivePage('Groupe Immobilier Laurentides', {
      fr: 'Conseils immobiliers de notre équipe : premier achat, taxe de bienvenue, copropriété et guides de quartier.',
      en: 'Real estate advice from our team: first home, welcome tax, co-ownership and neighbourhood guides.',
    }),
    saintJeromePage,
    termsOfUsePage(entity),
    privacyPolicyPage(entity),
    maintenancePage(t('Retour à l’accueil', 'Back to home')),
  ],
  directory: agencyDirectory,
  redirects: [
    { from_path: '/fr/accueil', to_path: '/fr', status: 301 },
    { from_path: '/en/home', to_path: '/en', status: 301 },
    { from_path: '/fr/nous-joindre', to_path: '/fr/contact', status: 302 },
  ],
};
