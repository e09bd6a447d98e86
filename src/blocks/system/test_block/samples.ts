/**
 * Bilingual sample content of the developer test block (spec 001 §2 "Developer test block
 * (internal demo)"): headings, paragraphs, rich text, links in every format and target, images,
 * a long article, and the default script of the paste preview. Demo content, not UI messages.
 */
import type { ImageValue, LinkValue } from '../../../schema/content';
import type { LinkInput } from '../../ui/Link';

type Localized = { fr: string; en: string };

/** Section headings inside the tabs. */
export const sectionTitles = {
  headings: { fr: 'Titres', en: 'Headings' },
  paragraphs: { fr: 'Paragraphes', en: 'Paragraphs' },
  richText: { fr: 'Texte enrichi', en: 'Rich text' },
  formats: { fr: 'Formats de lien', en: 'Link formats' },
  destinations: { fr: 'Destinations et cibles', en: 'Destinations and targets' },
  actions: { fr: 'Actions', en: 'Actions' },
  focal: { fr: 'Point focal', en: 'Focal point' },
  filters: { fr: 'Filtres', en: 'Filters' },
  placeholders: { fr: 'Images de remplacement', en: 'Placeholders' },
  buttons: { fr: 'Boutons', en: 'Buttons' },
  feedback: { fr: 'Notifications et fenêtre modale', en: 'Toasts and modal' },
  icons: { fr: 'Icônes', en: 'Icons' },
  breakpoints: { fr: 'Points de rupture (spec 000 §9)', en: 'Breakpoints (spec 000 §9)' },
} satisfies Record<string, Localized>;

export const headingSample: Localized = {
  fr: 'Maison de campagne avec vue sur le lac',
  en: 'Country house with a view of the lake',
};

export const paragraphSamples: Localized[] = [
  {
    fr: 'Nichée au cœur des Laurentides, cette propriété de quatre chambres offre une luminosité exceptionnelle, une cuisine rénovée et un accès notarié au lac. À moins de 10 minutes des pentes de ski et des services de Saint-Sauveur.',
    en: 'Nestled in the heart of the Laurentians, this four-bedroom property offers exceptional natural light, a renovated kitchen and a notarized lake access. Less than 10 minutes from the ski slopes and the services of Saint-Sauveur.',
  },
  {
    fr: 'Petit texte : prix demandé 749 000 $, taxes municipales 4 812 $ par année, numéro MLS 12345678.',
    en: 'Small print: asking price $749,000, municipal taxes $4,812 per year, MLS number 12345678.',
  },
];

export const richTextSample: Localized = {
  fr: '<p>Un paragraphe avec du <strong>gras</strong>, de l’<em>italique</em>, un <a href="/fr/contact">lien interne</a> et un courriel : info@exemple.ca.</p><ul><li>Garage double chauffé</li><li>Foyer au bois</li><li>Terrain de 42 000 pi²</li></ul><ol><li>Visitez</li><li>Faites une offre</li><li>Emménagez</li></ol><blockquote><p>« Une transaction sans stress, du début à la fin. »</p></blockquote>',
  en: '<p>A paragraph with <strong>bold</strong>, <em>italic</em>, an <a href="/en/contact">internal link</a> and an e-mail: info@example.ca.</p><ul><li>Heated double garage</li><li>Wood fireplace</li><li>42,000 sq. ft. lot</li></ul><ol><li>Visit</li><li>Make an offer</li><li>Move in</li></ol><blockquote><p>“A stress-free transaction, from start to finish.”</p></blockquote>',
};

const text = (fr: string, en: string) => ({ fr, en });

/** One link per format type (button, button-outline, link, text). */
export const formatLinks: LinkInput[] = (['button', 'button-outline', 'link', 'text'] as const).map((type) => ({
  format: { type },
  text: text(`Format ${type}`, `${type} format`),
  url: { fr: '/fr/contact', en: '/en/contact' },
}));

/** Destinations (internal, route key, external, mail, phone, anchor) and both targets. */
export const destinationLinks: LinkInput[] = [
  { format: { type: 'link' }, text: text('Interne (/fr/contact)', 'Internal (/en/contact)'), url: { fr: '/fr/contact', en: '/en/contact' }, target: '_self' },
  { format: { type: 'link' }, text: text('Clé de route « contact »', 'Route key “contact”'), url: { fr: 'contact', en: 'contact' } },
  { format: { type: 'link' }, text: text('Externe, nouvel onglet', 'External, new tab'), url: { fr: 'https://www.oaciq.com/fr', en: 'https://www.oaciq.com/en' }, target: '_blank', icon: { type: 'external-link', align: 'right' } },
  { format: { type: 'link' }, text: text('Externe, même onglet', 'External, same tab'), url: { fr: 'https://www.quebec.ca', en: 'https://www.quebec.ca/en' }, target: '_self' },
  { format: { type: 'link' }, text: text('Courriel', 'E-mail'), url: { fr: 'mailto:info@exemple.ca', en: 'mailto:info@example.ca' }, icon: { type: 'mail', align: 'left' } },
  { format: { type: 'link' }, text: text('Téléphone', 'Phone'), url: { fr: 'tel:+15145550123', en: 'tel:+15145550123' }, icon: { type: 'phone', align: 'left' } },
  { format: { type: 'link' }, text: text('Ancre (#test-block)', 'Anchor (#test-block)'), url: { fr: '#test-block', en: '#test-block' } },
];

/** Link actions (spec 000 §3 "link" on_click_action). */
export const actionLinks: LinkInput[] = [
  {
    format: { type: 'button' },
    text: text('Joindre le courtier', 'Contact the broker'),
    url: {},
    icon: { type: 'mail', align: 'left' },
    on_click_action: { action_type: 'open_contact_modal', action_params: { recipient_type: 'broker' } },
  },
  { format: { type: 'button-outline' }, text: text('Rafraîchir la page', 'Refresh the page'), url: {}, icon: { type: 'refresh', align: 'left' }, on_click_action: { action_type: 'refresh_page' } },
];

/** Buttons in each size (the Link component's button appearance). */
export const buttonLink: LinkValue = {
  format: { type: 'button' },
  text: text('Planifier une visite', 'Book a visit'),
  url: { fr: '/fr/contact', en: '/en/contact' },
  target: '_self',
  icon: { type: 'arrow-right', font_weight: 'regular', align: 'right' },
};

const skyline = (alt: Localized) => ({
  fr: { url: '/images/skyline.svg', alt: alt.fr },
  en: { url: '/images/skyline.svg', alt: alt.en },
});

/** The same image cropped around three focal points (x, y as 0–1 fractions). */
export const focalImages: { label: Localized; value: ImageValue }[] = [
  { x: 0.1, y: 0.5 },
  { x: 0.5, y: 0.5 },
  { x: 0.9, y: 0.5 },
].map((center) => ({
  label: text(`Centre x ${center.x}, y ${center.y}`, `Centre x ${center.x}, y ${center.y}`),
  value: { media: skyline(text('Silhouette de Montréal', 'Montreal skyline')), center },
}));

/** One image per CSS filter. */
export const filteredImages: { label: Localized; value: ImageValue }[] = [
  { label: text('Flou 2', 'Blur 2'), filters: { blur: 2 } },
  { label: text('Luminosité 1,3', 'Brightness 1.3'), filters: { brightness: 1.3 } },
  { label: text('Contraste 1,6', 'Contrast 1.6'), filters: { contrast: 1.6 } },
  { label: text('Opacité 0,5', 'Opacity 0.5'), filters: { opacity: 0.5 } },
  { label: text('Saturation 0', 'Saturate 0'), filters: { saturate: 0 } },
].map(({ label, filters }) => ({
  label,
  value: { media: skyline(text('Maison du quartier', 'Neighbourhood house')), filters },
}));

/** The default placeholder kinds shown when an image is missing. */
export const placeholderKinds = [
  { kind: 'brand', label: text('Marque', 'Brand') },
  { kind: 'member', label: text('Membre', 'Member') },
  { kind: 'office', label: text('Bureau', 'Office') },
  { kind: 'partner', label: text('Partenaire', 'Partner') },
] as const;

/** Texts of the components tab's toasts and modal. */
export const feedbackSamples = {
  successTitle: text('Votre demande a bien été envoyée.', 'Your request has been sent.'),
  failureTitle: text('L’envoi a échoué.', 'Sending failed.'),
  failureLines: [text('Le courriel est invalide.', 'The e-mail address is invalid.'), text('Le téléphone est requis.', 'The phone number is required.')],
  modalTitle: text('Fenêtre modale de démonstration', 'Demo modal'),
  modalBody: text(
    '<p>La fenêtre garde le focus, se ferme avec Échap ou un clic à l’extérieur, et bloque le défilement de la page.</p>',
    '<p>The dialog traps focus, closes with Escape or an outside click, and locks the page scroll.</p>',
  ),
};

/** A long article for the edito tab. */
export const editoArticle: Localized = {
  fr: `<h2>Acheter sa première propriété au Québec : le guide</h2>
<p>Devenir propriétaire est un grand projet. Avant de visiter, prenez le temps d’établir votre budget : mise de fonds, frais de notaire, inspection, taxe de bienvenue (droits de mutation) et frais de déménagement.</p>
<h3>1. La préautorisation hypothécaire</h3>
<p>Une préautorisation vous indique le montant maximal que votre institution financière est prête à vous prêter et garantit un taux pendant 90 à 120 jours. Avec une mise de fonds de moins de 20 %, l’assurance prêt hypothécaire est obligatoire.</p>
<h3>2. Choisir son secteur</h3>
<p>Écoles, transport en commun, services de proximité, potentiel de revente : votre courtier connaît chaque municipalité et peut vous présenter les ventes récentes comparables.</p>
<blockquote><p>« Le bon quartier compte autant que la bonne maison. »</p></blockquote>
<h3>3. La promesse d’achat</h3>
<p>La promesse d’achat précise le prix offert, les conditions (financement, inspection, vente d’une autre propriété) et les délais. Le vendeur peut l’accepter, la refuser ou faire une contre-proposition.</p>
<ul><li>Condition de financement : généralement 10 jours</li><li>Condition d’inspection : généralement 7 à 10 jours</li><li>Date d’occupation : à négocier</li></ul>
<h3>4. L’inspection préachat</h3>
<p>Un inspecteur qualifié examine la structure, la toiture, la plomberie, l’électricité et la présence d’humidité. Son rapport peut mener à une renégociation du prix.</p>
<h3>5. Chez le notaire</h3>
<p>Le notaire vérifie les titres, le certificat de localisation, puis signe l’acte de vente et l’acte d’hypothèque avec vous. Les clés sont à vous!</p>
<p><a href="/fr/contact">Parlez à un courtier</a> pour préparer chaque étape sereinement.</p>`,
  en: `<h2>Buying your first property in Quebec: the guide</h2>
<p>Becoming a homeowner is a big project. Before visiting, take the time to set your budget: down payment, notary fees, inspection, welcome tax (land transfer duties) and moving costs.</p>
<h3>1. Mortgage pre-approval</h3>
<p>A pre-approval tells you the maximum your financial institution is willing to lend and guarantees a rate for 90 to 120 days. With a down payment under 20%, mortgage loan insurance is mandatory.</p>
<h3>2. Choosing your area</h3>
<p>Schools, public transit, nearby services, resale potential: your broker knows every municipality and can show you comparable recent sales.</p>
<blockquote><p>“The right neighbourhood matters as much as the right house.”</p></blockquote>
<h3>3. The promise to purchase</h3>
<p>The promise to purchase states the price offered, the conditions (financing, inspection, sale of another property) and the deadlines. The seller may accept it, refuse it or make a counter-proposal.</p>
<ul><li>Financing condition: usually 10 days</li><li>Inspection condition: usually 7 to 10 days</li><li>Occupancy date: to be negotiated</li></ul>
<h3>4. The pre-purchase inspection</h3>
<p>A qualified inspector examines the structure, roof, plumbing, electrical system and any moisture. The report may lead to renegotiating the price.</p>
<h3>5. At the notary’s</h3>
<p>The notary checks the titles and the certificate of location, then signs the deed of sale and the hypothec with you. The keys are yours!</p>
<p><a href="/en/contact">Talk to a broker</a> to prepare each step with peace of mind.</p>`,
};

/** Default content of the script paste preview. */
export const defaultScriptSample: Localized = {
  fr: `<h2 style="font-family: system-ui">Aperçu de script</h2>
<p id="clock">…</p>
<button id="hello" type="button">Dire bonjour</button>
<script>
  const clock = document.getElementById('clock');
  const tick = () => { clock.textContent = new Date().toLocaleTimeString('fr-CA'); };
  tick();
  setInterval(tick, 1000);
  document.getElementById('hello').addEventListener('click', () => {
    document.body.insertAdjacentHTML('beforeend', '<p>Bonjour du bac à sable!</p>');
  });
</script>`,
  en: `<h2 style="font-family: system-ui">Script preview</h2>
<p id="clock">…</p>
<button id="hello" type="button">Say hello</button>
<script>
  const clock = document.getElementById('clock');
  const tick = () => { clock.textContent = new Date().toLocaleTimeString('en-CA'); };
  tick();
  setInterval(tick, 1000);
  document.getElementById('hello').addEventListener('click', () => {
    document.body.insertAdjacentHTML('beforeend', '<p>Hello from the sandbox!</p>');
  });
</script>`,
};
