/**
 * Seed: the FAQ page of each site (`/fr/faq`, `/en/faq`): Q&A blocks with the questions Quebec
 * buyers and sellers ask their broker, then a call to action. Shared answers are written once; each
 * site adds its own region's questions (South Shore condos, Laurentians cottages).
 */
import type { Block } from '../../schema/block';
import { block, icon, link, paths, t, type Localized } from './builders';
import type { SeedPage } from './types';

/** A `qa_item`: question, answer (HTML), optional left icon, optional fixed anchor per locale. */
function qa(question: Localized, answer: Localized, options: { icon?: string; anchor?: Localized } = {}): Block {
  return block('qa_item', {
    main_title: question,
    description: answer,
    ...(options.icon ? { icon: icon(options.icon) } : {}),
    ...(options.anchor ? { anchor: options.anchor } : {}),
  });
}

/** Buying questions every Quebec buyer asks. */
const buyingQuestions: Block[] = [
  qa(
    t('Qu’est-ce que la taxe de bienvenue et quand la paie-t-on ?', 'What is the welcome tax and when is it paid?'),
    t(
      '<p>La « taxe de bienvenue » est le nom populaire des <strong>droits de mutation immobilière</strong>. La municipalité les facture à l’acheteur, généralement de deux à trois mois après la signature de l’acte de vente chez le notaire. Ils se calculent par tranches sur le plus élevé du prix payé et de l’évaluation municipale : 0,5 %, 1 %, puis 1,5 %, et certaines villes, dont Montréal, appliquent des taux plus élevés aux tranches supérieures.</p><p>Prévoyez ce montant dans votre budget : il ne peut pas être ajouté au prêt hypothécaire.</p>',
      '<p>The “welcome tax” is the popular name of the <strong>property transfer duties</strong>. The municipality bills them to the buyer, usually two to three months after the deed of sale is signed at the notary’s office. They are calculated by brackets on the higher of the price paid and the municipal assessment: 0.5%, 1%, then 1.5%, and some cities, Montreal among them, apply higher rates to the upper brackets.</p><p>Plan for this amount in your budget: it cannot be added to the mortgage.</p>',
    ),
    { icon: 'info', anchor: t('taxe-de-bienvenue', 'welcome-tax') },
  ),
  qa(
    t('Quelle mise de fonds minimale faut-il prévoir ?', 'What minimum down payment do I need?'),
    t(
      '<p>Pour une propriété de moins de 1,5 M$, la mise de fonds minimale est de 5 % sur les premiers 500 000 $ du prix et de 10 % sur la portion qui dépasse 500 000 $. À partir de 1,5 M$, elle est de 20 %.</p><p>Sous 20 %, le prêt doit être assuré contre le défaut de paiement (SCHL, Sagen ou Canada Garantie) ; la prime est ajoutée au prêt.</p>',
      '<p>For a home under $1.5M, the minimum down payment is 5% of the first $500,000 of the price and 10% of the portion above $500,000. From $1.5M, it is 20%.</p><p>Below 20%, the loan must carry mortgage default insurance (CMHC, Sagen or Canada Guaranty); the premium is added to the loan.</p>',
    ),
    { icon: 'house', anchor: t('mise-de-fonds', 'down-payment') },
  ),
  qa(
    t('Pourquoi obtenir une préautorisation hypothécaire avant de visiter ?', 'Why get a mortgage pre-approval before visiting?'),
    t(
      '<p>Elle confirme le montant que votre prêteur est prêt à vous accorder et garantit un taux pendant 90 à 120 jours. Vous visitez ainsi des propriétés à votre portée et votre promesse d’achat pèse plus lourd face aux autres acheteurs.</p>',
      '<p>It confirms the amount your lender is willing to lend you and holds a rate for 90 to 120 days. You then visit homes within your reach, and your promise to purchase carries more weight against other buyers.</p>',
    ),
    { icon: 'check' },
  ),
  qa(
    t('L’inspection préachat est-elle obligatoire ?', 'Is a pre-purchase inspection mandatory?'),
    t(
      '<p>La loi ne l’exige pas, mais elle est toujours recommandée. La promesse d’achat de l’OACIQ prévoit une condition d’inspection : si l’inspecteur découvre un problème important, vous pouvez renégocier ou vous retirer dans le délai prévu.</p>',
      '<p>The law does not require it, but it is always recommended. The OACIQ promise to purchase includes an inspection condition: if the inspector finds a significant problem, you can renegotiate or withdraw within the agreed time.</p>',
    ),
    { icon: 'search' },
  ),
  qa(
    t('Quels frais prévoir en plus du prix d’achat ?', 'What costs should I plan for on top of the price?'),
    t(
      '<ul><li>Les droits de mutation (taxe de bienvenue)</li><li>Les honoraires du notaire et les frais de publication</li><li>L’inspection préachat</li><li>Les ajustements de taxes municipales et scolaires</li><li>L’assurance habitation, le déménagement et les premiers achats</li></ul><p>En règle générale, comptez de 1,5 % à 3 % du prix d’achat.</p>',
      '<ul><li>Transfer duties (the welcome tax)</li><li>Notary fees and registration costs</li><li>The pre-purchase inspection</li><li>Municipal and school tax adjustments</li><li>Home insurance, moving and first purchases</li></ul><p>As a rule of thumb, count on 1.5% to 3% of the purchase price.</p>',
    ),
    { icon: 'calendar' },
  ),
  qa(
    t('Le CELIAPP et le RAP peuvent-ils m’aider pour un premier achat ?', 'Can the FHSA and the HBP help with a first purchase?'),
    t(
      '<p>Oui. Le compte d’épargne libre d’impôt pour l’achat d’une première propriété (CELIAPP) permet de cotiser jusqu’à 8 000 $ par année, 40 000 $ au total, avec une déduction d’impôt et un retrait non imposable. Le Régime d’accession à la propriété (RAP) permet de retirer jusqu’à 60 000 $ de vos REER, à rembourser sur 15 ans. Les deux se combinent.</p>',
      '<p>Yes. The first home savings account (FHSA) lets you contribute up to $8,000 a year, $40,000 in total, with a tax deduction and a tax-free withdrawal. The Home Buyers’ Plan (HBP) lets you withdraw up to $60,000 from your RRSPs, repaid over 15 years. The two can be combined.</p>',
    ),
    { icon: 'star' },
  ),
];

/** Selling questions every Quebec seller asks. */
const sellingQuestions: Block[] = [
  qa(
    t('Les déclarations du vendeur sont-elles obligatoires ?', 'Are the seller’s declarations mandatory?'),
    t(
      '<p>Oui, lorsque vous vendez avec un courtier. Le formulaire Déclarations du vendeur de l’OACIQ décrit ce que vous savez de la propriété : infiltrations, travaux, vices connus. Remplissez-le avec soin : il vous protège autant que l’acheteur.</p>',
      '<p>Yes, when you sell with a broker. The OACIQ Seller’s Declarations form describes what you know about the property: water infiltration, work done, known defects. Fill it out carefully: it protects you as much as the buyer.</p>',
    ),
    { icon: 'check', anchor: t('declarations-du-vendeur', 'sellers-declarations') },
  ),
  qa(
    t('Mon certificat de localisation est-il encore bon ?', 'Is my certificate of location still valid?'),
    t(
      '<p>Il doit refléter l’état actuel de la propriété. S’il a plus de dix ans, ou si vous avez ajouté une piscine, un cabanon, un agrandissement ou modifié une clôture, commandez-en un nouveau à un arpenteur-géomètre dès la mise en vente : le délai peut atteindre plusieurs semaines.</p>',
      '<p>It must reflect the property as it is today. If it is more than ten years old, or if you have added a pool, a shed, an extension or moved a fence, order a new one from a land surveyor as soon as you list: it can take several weeks.</p>',
    ),
    { icon: 'map-pin' },
  ),
  qa(
    t('Dois-je payer de l’impôt sur le gain à la vente de ma maison ?', 'Do I pay tax on the gain when I sell my home?'),
    t(
      '<p>Non, si la propriété a été votre résidence principale pour toutes les années de possession : l’exemption pour résidence principale s’applique. Vous devez toutefois déclarer la vente dans vos déclarations de revenus fédérale et québécoise de l’année.</p>',
      '<p>No, if the property was your principal residence for every year you owned it: the principal residence exemption applies. You must still report the sale on your federal and Quebec tax returns for the year.</p>',
    ),
    { icon: 'info' },
  ),
  qa(
    t('Comment la rétribution du courtier est-elle fixée ?', 'How is the broker’s fee set?'),
    t(
      '<p>Elle est négociable et inscrite au contrat de courtage, avec les services inclus. Elle n’est payable qu’à la vente, chez le notaire. Votre courtier vous la présente dès la première rencontre, sans surprise.</p>',
      '<p>It is negotiable and written in the brokerage contract, with the services included. It is payable only when the sale closes, at the notary’s office. Your broker goes over it with you at the first meeting, with no surprises.</p>',
    ),
    { icon: 'users' },
  ),
];

/** Questions about cottages and rural homes (Laurentians). */
const cottageQuestions: Block[] = [
  qa(
    t('Puis-je louer mon chalet à court terme ?', 'Can I rent out my cottage short term?'),
    t(
      '<p>Au Québec, toute location de 31 jours ou moins à des touristes exige un numéro d’enregistrement de la Corporation de l’industrie touristique du Québec (CITQ), affiché dans chaque annonce. Vérifiez aussi le règlement de zonage de la municipalité : plusieurs villes des Laurentides limitent ces locations à certains secteurs.</p>',
      '<p>In Quebec, any rental of 31 days or less to tourists requires a registration number from the Corporation de l’industrie touristique du Québec (CITQ), shown in every listing. Also check the municipality’s zoning bylaw: several Laurentian towns limit these rentals to certain areas.</p>',
    ),
    { icon: 'house', anchor: t('location-court-terme', 'short-term-rental') },
  ),
  qa(
    t('Que vérifier pour une propriété avec puits et fosse septique ?', 'What should I check for a home with a well and a septic system?'),
    t(
      '<p>Faites analyser l’eau du puits (bactéries et qualité physico-chimique) et demandez le rapport de vidange et les plans de l’installation septique. Une installation non conforme au règlement provincial peut coûter de 20 000 $ à 40 000 $ à remplacer : mieux vaut le savoir avant de signer.</p>',
      '<p>Have the well water tested (bacteria and physical-chemical quality) and ask for the pumping report and the plans of the septic system. A system that does not meet the provincial regulation can cost $20,000 to $40,000 to replace: better to know before you sign.</p>',
    ),
    { icon: 'search' },
  ),
];

const contactUrl = paths('/fr/contact', '/en/contact');

/**
 * The FAQ page of a site.
 * @param options.intro the first block's rich-text introduction, in the site's voice
 * @param options.regional the site's own questions (cottages for the Laurentians), after the buying ones
 * @param options.ctaTitle the closing call to action's title
 * @param options.seo title and description per locale
 */
function faqPage(options: {
  intro: Localized;
  regional?: Block[];
  ctaTitle: Localized;
  seo: { fr: { title: string; description: string }; en: { title: string; description: string } };
}): SeedPage {
  const { seo } = options;
  return {
    key: 'faq',
    title: t('Questions fréquentes', 'FAQ'),
    paths: [
      { locale: 'fr', path: '/fr/faq' },
      { locale: 'en', path: '/en/faq' },
    ],
    content: {
      fields: [
        block(
          'qa_block',
          {
            super_title: t('Questions fréquentes', 'Frequently asked questions'),
            main_title: t('Acheter une propriété au Québec', 'Buying a home in Quebec'),
            description: options.intro,
            cta: link(t('Poser une question', 'Ask a question'), contactUrl, { format: 'button-outline', openContactModal: true }),
            qa_repeater: [...buyingQuestions, ...(options.regional ?? [])],
          },
          { color_scheme: 'normal', allow_multiple: true },
        ),
        block(
          'qa_block',
          {
            super_title: t('Vendre', 'Selling'),
            main_title: t('Vendre sa propriété', 'Selling your home'),
            description: t(
              '<p>Documents, fiscalité, rétribution : ce qu’il faut savoir avant de mettre en vente.</p>',
              '<p>Documents, taxes, fees: what to know before you list.</p>',
            ),
            cta: link(t('Vendre avec nous', 'Sell with us'), paths('/fr/vendre', '/en/sell'), { format: 'link', icon: { type: 'arrow-right', align: 'right' } }),
            qa_repeater: sellingQuestions,
          },
          { color_scheme: 'normal-grey', allow_multiple: false },
        ),
        block(
          'cta_block',
          {
            main_title: options.ctaTitle,
            description: t(
              '<p>Chaque projet est unique. Écrivez-nous : nous vous répondons en moins de 24 heures.</p>',
              '<p>Every project is unique. Write to us: we answer within 24 hours.</p>',
            ),
            cta: link(t('Nous écrire', 'Write to us'), contactUrl, { openContactModal: true }),
          },
          { color_scheme: 'inverted' },
        ),
      ],
      override: { seo: { global: seo, facebook: seo, twitter: seo } },
    },
  };
}

/** The broker site's FAQ (South Shore of Montreal). */
export const brokerFaqPage = faqPage({
  intro: t(
    '<p>Les réponses aux questions que mes clients me posent le plus souvent, de la préautorisation à la signature chez le notaire.</p>',
    '<p>Answers to the questions my clients ask most often, from pre-approval to signing at the notary’s office.</p>',
  ),
  ctaTitle: t('Votre question n’est pas dans la liste ?', 'Your question is not on the list?'),
  seo: {
    fr: { title: 'Questions fréquentes | Julie Tremblay, courtière immobilière', description: 'Taxe de bienvenue, mise de fonds, inspection, déclarations du vendeur : les réponses aux questions des acheteurs et des vendeurs de la Rive-Sud.' },
    en: { title: 'FAQ | Julie Tremblay, real estate broker', description: 'Welcome tax, down payment, inspection, seller’s declarations: answers to the questions of South Shore buyers and sellers.' },
  },
});

/** The agency site's FAQ (Laurentians): the shared questions plus cottages and rural homes. */
export const agencyFaqPage = faqPage({
  intro: t(
    '<p>Chalet, maison de campagne ou condo à Saint-Jérôme : nos courtiers répondent aux questions qu’on leur pose le plus souvent.</p>',
    '<p>Cottage, country home or condo in Saint-Jérôme: our brokers answer the questions they are asked most often.</p>',
  ),
  regional: cottageQuestions,
  ctaTitle: t('Une question sur un chalet ou une propriété des Laurentides ?', 'A question about a cottage or a Laurentian home?'),
  seo: {
    fr: { title: 'Questions fréquentes | Groupe Immobilier Laurentides', description: 'Taxe de bienvenue, mise de fonds, location court terme, puits et fosse septique : les réponses de nos courtiers des Laurentides.' },
    en: { title: 'FAQ | Groupe Immobilier Laurentides', description: 'Welcome tax, down payment, short-term rentals, wells and septic systems: answers from our Laurentian brokers.' },
  },
});
