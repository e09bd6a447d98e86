/**
 * Terms of use and privacy policy pages written for a Quebec brokerage (OACIQ, Act respecting
 * real estate brokerage, Law 25 on the protection of personal information, Canada's anti-spam
 * law), used by both seeded sites. Each is one `text_block_1` with richtext.
 */
import { block, t } from './builders';
import type { SeedPage } from './types';

/** Who publishes the site: names, contact details and the privacy officer. */
export interface LegalEntity {
  /** Name shown in the texts, per locale (`Julie Tremblay, courtière immobilière résidentielle`). */
  name: { fr: string; en: string };
  /** Brokerage agency the licence is held under. */
  agency: string;
  address: { fr: string; en: string };
  email: string;
  phone: string;
  /** Person in charge of the protection of personal information (Law 25). */
  privacyOfficer: string;
  /** Site domain as shown in the texts. */
  website: string;
}

/** "Julie Tremblay, …, au sein de l’agence X" or just the agency when it publishes the site. */
function publisher(e: LegalEntity): { fr: string; en: string } {
  if (e.name.fr === e.agency) return { fr: `l’agence ${e.agency}`, en: `the ${e.agency} agency` };
  return {
    fr: `${e.name.fr}, qui exerce au sein de l’agence ${e.agency}`,
    en: `${e.name.en}, who practises within the ${e.agency} agency`,
  };
}

const UPDATED = { fr: '15 janvier 2026', en: 'January 15, 2026' };

/** The terms of use page (`/fr/conditions-et-utilisation`, `/en/terms-of-use`). */
export function termsOfUsePage(e: LegalEntity): SeedPage {
  const fr = `
<p><em>Dernière mise à jour : ${UPDATED.fr}</em></p>
<h2>1. Objet</h2>
<p>Le site ${e.website} est publié par ${publisher(e).fr}, ${e.address.fr}. En naviguant sur ce site, vous acceptez les présentes conditions d’utilisation. Si vous ne les acceptez pas, veuillez cesser d’utiliser le site.</p>
<h2>2. Courtage immobilier encadré</h2>
<p>Les services de courtage offerts sont régis par la <em>Loi sur le courtage immobilier</em> (RLRQ, c. C-73.2) et encadrés par l’Organisme d’autoréglementation du courtage immobilier du Québec (OACIQ). Le contenu du site est présenté à titre informatif seulement : il ne constitue ni une offre, ni un contrat de courtage, ni un avis juridique, fiscal ou financier. Seul un contrat de courtage signé avec un courtier titulaire d’un permis de l’OACIQ lie les parties.</p>
<h2>3. Exactitude de l’information</h2>
<p>Nous prenons soin de publier une information exacte et à jour. Les renseignements sur les propriétés, les prix, les taxes et les superficies proviennent toutefois de sources jugées fiables sans être garantis ; ils peuvent changer sans préavis et doivent être vérifiés avant toute décision. Les calculs et estimations présentés sur le site sont indicatifs.</p>
<h2>4. Propriété intellectuelle</h2>
<p>Les textes, photographies, logos et éléments graphiques du site sont protégés par le droit d’auteur et appartiennent à ${e.name.fr} ou à ses partenaires. Toute reproduction, en tout ou en partie, est interdite sans autorisation écrite préalable, sauf pour un usage personnel et non commercial.</p>
<h2>5. Utilisation acceptable</h2>
<p>Vous vous engagez à ne pas utiliser le site à des fins illégales, à ne pas tenter d’en perturber le fonctionnement et à ne pas transmettre, au moyen de nos formulaires, de renseignements faux ou appartenant à un tiers sans son consentement.</p>
<h2>6. Liens externes</h2>
<p>Le site peut contenir des liens vers des sites tiers (par exemple Centris, des institutions financières ou des réseaux sociaux). Nous n’exerçons aucun contrôle sur ces sites et déclinons toute responsabilité quant à leur contenu ou à leurs pratiques en matière de confidentialité.</p>
<h2>7. Responsabilité</h2>
<p>Dans la mesure permise par la loi, ${e.name.fr} décline toute responsabilité pour les dommages découlant de l’utilisation du site, d’une interruption de service ou d’une erreur dans son contenu.</p>
<h2>8. Droit applicable</h2>
<p>Les présentes conditions sont régies par les lois du Québec et les lois fédérales du Canada qui s’y appliquent. Tout litige relève des tribunaux du district judiciaire où se trouve l’établissement concerné.</p>
<h2>9. Nous joindre</h2>
<p>Pour toute question : ${e.email} ou ${e.phone}. Pour une plainte au sujet d’un courtier, vous pouvez aussi communiquer avec l’OACIQ au 450 462-9800 ou 1 800 440-7170.</p>`;
  const en = `
<p><em>Last updated: ${UPDATED.en}</em></p>
<h2>1. Purpose</h2>
<p>The website ${e.website} is published by ${publisher(e).en}, ${e.address.en}. By browsing this site, you accept these terms of use. If you do not accept them, please stop using the site.</p>
<h2>2. Regulated real estate brokerage</h2>
<p>Brokerage services are governed by the <em>Real Estate Brokerage Act</em> (CQLR, c. C-73.2) and supervised by the Organisme d’autoréglementation du courtage immobilier du Québec (OACIQ). The content of this site is provided for information only: it is not an offer, a brokerage contract, or legal, tax or financial advice. Only a brokerage contract signed with a broker licensed by the OACIQ binds the parties.</p>
<h2>3. Accuracy of information</h2>
<p>We take care to publish accurate, up-to-date information. Property details, prices, taxes and areas nevertheless come from sources deemed reliable but not guaranteed; they may change without notice and must be verified before any decision. Calculations and estimates shown on the site are indicative.</p>
<h2>4. Intellectual property</h2>
<p>The texts, photographs, logos and graphic elements of this site are protected by copyright and belong to ${e.name.en} or to their partners. Reproduction in whole or in part is prohibited without prior written permission, except for personal, non-commercial use.</p>
<h2>5. Acceptable use</h2>
<p>You agree not to use the site for unlawful purposes, not to attempt to disrupt its operation, and not to submit through our forms information that is false or that belongs to someone else without their consent.</p>
<h2>6. External links</h2>
<p>The site may link to third-party sites (for example Centris, financial institutions or social networks). We have no control over those sites and accept no responsibility for their content or privacy practices.</p>
<h2>7. Liability</h2>
<p>To the extent permitted by law, ${e.name.en} cannot be held liable for damages arising from the use of the site, a service interruption or an error in its content.</p>
<h2>8. Governing law</h2>
<p>These terms are governed by the laws of Quebec and the federal laws of Canada that apply there. Any dispute falls under the courts of the judicial district where the office concerned is located.</p>
<h2>9. Contact us</h2>
<p>For any question: ${e.email} or ${e.phone}. To file a complaint about a broker, you may also contact the OACIQ at 450-462-9800 or 1-800-440-7170.</p>`;
  return {
    key: 'terms-of-use',
    title: t('Conditions d’utilisation', 'Terms of use'),
    paths: [
      { locale: 'fr', path: '/fr/conditions-et-utilisation' },
      { locale: 'en', path: '/en/terms-of-use' },
    ],
    content: {
      fields: [
        block(
          'text_block_1',
          {
            super_title: t('Renseignements juridiques', 'Legal information'),
            main_title: t('Conditions d’utilisation', 'Terms of use'),
            description: t(fr.trim(), en.trim()),
          },
          { color_scheme: 'normal', text_align: 'left' },
        ),
      ],
      override: {
        seo: {
          global: {
            fr: { title: `Conditions d’utilisation | ${e.name.fr}`, description: `Conditions d’utilisation du site ${e.website}.` },
            en: { title: `Terms of use | ${e.name.en}`, description: `Terms of use of the ${e.website} website.` },
          },
        },
      },
    },
  };
}

/** The privacy policy page (`/fr/politique-confidentialite`, `/en/privacy-policy`), Law 25. */
export function privacyPolicyPage(e: LegalEntity): SeedPage {
  const fr = `
<p><em>Dernière mise à jour : ${UPDATED.fr}</em></p>
<p>La protection de vos renseignements personnels nous tient à cœur. La présente politique explique quels renseignements nous recueillons, pourquoi, et comment vous pouvez exercer vos droits, conformément à la <em>Loi sur la protection des renseignements personnels dans le secteur privé</em> telle que modifiée par la Loi 25, et aux obligations déontologiques des courtiers immobiliers.</p>
<h2>1. Responsable de la protection des renseignements personnels</h2>
<p>${e.privacyOfficer} est responsable de la protection des renseignements personnels. Vous pouvez communiquer avec cette personne à ${e.email}, au ${e.phone} ou par la poste au ${e.address.fr}.</p>
<h2>2. Renseignements recueillis</h2>
<ul>
<li>Les renseignements que vous nous transmettez par nos formulaires : prénom, nom, adresse courriel, numéro de téléphone et votre message ;</li>
<li>vos préférences de consentement (communications liées à une transaction et communications promotionnelles) ;</li>
<li>des données techniques de navigation (adresse IP, type de navigateur, pages consultées), utilisées pour la sécurité du site et des statistiques agrégées.</li>
</ul>
<h2>3. Fins de la collecte</h2>
<p>Nous utilisons vos renseignements pour répondre à vos demandes, vous offrir nos services de courtage, respecter nos obligations légales et réglementaires (notamment envers l’OACIQ et en matière de vérification d’identité) et, seulement si vous y avez consenti, vous transmettre de l’information sur le marché immobilier. Vous pouvez retirer votre consentement en tout temps ; chaque courriel promotionnel contient un lien de désabonnement, conformément à la Loi canadienne anti-pourriel.</p>
<h2>4. Communication à des tiers</h2>
<p>Vos renseignements ne sont jamais vendus. Ils peuvent être communiqués, dans la mesure nécessaire, à l’agence ${e.agency}, à nos fournisseurs de services (hébergement, courriel) liés par des ententes de confidentialité, ou lorsque la loi l’exige. Nos données sont hébergées au Canada ; si un transfert hors du Québec devenait nécessaire, une évaluation des facteurs relatifs à la vie privée serait réalisée au préalable.</p>
<h2>5. Témoins (cookies)</h2>
<p>Le site utilise des témoins essentiels, par exemple pour retenir votre langue de préférence. Aucun témoin de profilage ou de publicité n’est activé sans votre consentement.</p>
<h2>6. Conservation et sécurité</h2>
<p>Nous conservons vos renseignements le temps nécessaire aux fins pour lesquelles ils ont été recueillis, puis nous les détruisons ou les anonymisons de façon sécuritaire, sous réserve des délais de conservation imposés aux courtiers. Des mesures de sécurité raisonnables (accès restreint, chiffrement des communications, journalisation) protègent vos renseignements. En cas d’incident de confidentialité présentant un risque de préjudice sérieux, nous aviserons les personnes concernées et la Commission d’accès à l’information.</p>
<h2>7. Vos droits</h2>
<p>Vous pouvez demander l’accès à vos renseignements, leur rectification, leur portabilité, la cessation de leur diffusion ou le retrait de votre consentement en écrivant à ${e.email}. Nous répondons dans un délai de 30 jours. Si vous êtes insatisfait de notre réponse, vous pouvez vous adresser à la Commission d’accès à l’information du Québec.</p>`;
  const en = `
<p><em>Last updated: ${UPDATED.en}</em></p>
<p>Protecting your personal information matters to us. This policy explains what information we collect, why, and how you can exercise your rights, in accordance with Quebec’s <em>Act respecting the protection of personal information in the private sector</em> as amended by Law 25, and with the ethical obligations of real estate brokers.</p>
<h2>1. Person in charge of the protection of personal information</h2>
<p>${e.privacyOfficer} is responsible for the protection of personal information. You can reach this person at ${e.email}, at ${e.phone} or by mail at ${e.address.en}.</p>
<h2>2. Information we collect</h2>
<ul>
<li>Information you send through our forms: first name, last name, email address, phone number and your message;</li>
<li>your consent preferences (transaction-related and promotional communications);</li>
<li>technical browsing data (IP address, browser type, pages viewed), used for site security and aggregated statistics.</li>
</ul>
<h2>3. Why we collect it</h2>
<p>We use your information to answer your requests, provide our brokerage services, meet our legal and regulatory obligations (including towards the OACIQ and for identity verification) and, only if you have consented, send you real estate market information. You may withdraw your consent at any time; every promotional email includes an unsubscribe link, as required by Canada’s Anti-Spam Legislation.</p>
<h2>4. Sharing with third parties</h2>
<p>Your information is never sold. It may be shared, as far as necessary, with the ${e.agency} agency, with our service providers (hosting, email) bound by confidentiality agreements, or when the law requires it. Our data is hosted in Canada; should a transfer outside Quebec become necessary, a privacy impact assessment would be carried out first.</p>
<h2>5. Cookies</h2>
<p>The site uses essential cookies, for example to remember your preferred language. No profiling or advertising cookie is enabled without your consent.</p>
<h2>6. Retention and security</h2>
<p>We keep your information as long as needed for the purposes for which it was collected, then securely destroy or anonymize it, subject to the retention periods imposed on brokers. Reasonable security measures (restricted access, encrypted communications, logging) protect your information. In the event of a confidentiality incident presenting a risk of serious injury, we will notify the people concerned and the Commission d’accès à l’information.</p>
<h2>7. Your rights</h2>
<p>You may request access to your information, its correction, its portability, an end to its dissemination, or withdraw your consent by writing to ${e.email}. We answer within 30 days. If you are not satisfied with our answer, you may contact the Commission d’accès à l’information du Québec.</p>`;
  return {
    key: 'privacy-policy',
    title: t('Politique de confidentialité', 'Privacy policy'),
    paths: [
      { locale: 'fr', path: '/fr/politique-confidentialite' },
      { locale: 'en', path: '/en/privacy-policy' },
    ],
    content: {
      fields: [
        block(
          'text_block_1',
          {
            super_title: t('Loi 25 · Protection des renseignements personnels', 'Law 25 · Personal information'),
            main_title: t('Politique de confidentialité', 'Privacy policy'),
            description: t(fr.trim(), en.trim()),
          },
          { color_scheme: 'normal', text_align: 'left' },
        ),
      ],
      override: {
        seo: {
          global: {
            fr: { title: `Politique de confidentialité | ${e.name.fr}`, description: `Comment ${e.name.fr} protège vos renseignements personnels (Loi 25).` },
            en: { title: `Privacy policy | ${e.name.en}`, description: `How ${e.name.en} protects your personal information (Law 25).` },
          },
        },
      },
    },
  };
}

/** The 503 maintenance example page (`/fr/maintenance`, `/en/maintenance`): one error_block. */
export function maintenancePage(homeLabel: { fr: string; en: string }): SeedPage {
  return {
    key: 'maintenance',
    status: 503,
    title: t('Site en maintenance', 'Site under maintenance'),
    paths: [
      { locale: 'fr', path: '/fr/maintenance' },
      { locale: 'en', path: '/en/maintenance' },
    ],
    content: {
      fields: [
        block('error_block', {
          error_icon: { type: 'spinner', font_weight: 'regular' },
          main_title: t('Site en maintenance', 'Site under maintenance'),
          description: t(
            '<p>Nous mettons le site à jour pour mieux vous servir. Merci de votre patience : tout sera de retour dans quelques minutes.</p>',
            '<p>We are updating the site to serve you better. Thank you for your patience: everything will be back in a few minutes.</p>',
          ),
          cta: {
            format: { type: 'button' },
            text: homeLabel,
            url: { fr: '/fr', en: '/en' },
            target: '_self',
          },
        }),
      ],
    },
  };
}
