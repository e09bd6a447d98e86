/**
 * Field labels for the schema-driven forms: the `fieldMeta` label in the
 * UI locale, else a dictionary of the spec's common field names (spec 000 §3, 001 §3), else the
 * key humanised (`main_title` → "Main title").
 */
import type { FieldMeta } from '../../schema/content';

type UiLocale = 'fr' | 'en';

/** The spec's common field names in Quebec French and English. */
const COMMON_LABELS: Record<string, { fr: string; en: string }> = {
  main_title: { fr: 'Titre principal', en: 'Main title' },
  super_title: { fr: 'Surtitre', en: 'Super title' },
  sub_title: { fr: 'Sous-titre', en: 'Subtitle' },
  subtitle: { fr: 'Sous-titre', en: 'Subtitle' },
  title: { fr: 'Titre', en: 'Title' },
  description: { fr: 'Description', en: 'Description' },
  text: { fr: 'Texte', en: 'Text' },
  cta: { fr: 'Appel à l’action', en: 'Call to action' },
  cta_button: { fr: 'Bouton d’appel à l’action', en: 'Call to action button' },
  cta_sms: { fr: 'Appel à l’action texto', en: 'SMS call to action' },
  image: { fr: 'Image', en: 'Image' },
  video: { fr: 'Vidéo', en: 'Video' },
  icon: { fr: 'Icône', en: 'Icon' },
  error_icon: { fr: 'Icône d’erreur', en: 'Error icon' },
  link: { fr: 'Lien', en: 'Link' },
  menu_link: { fr: 'Lien du menu', en: 'Menu link' },
  url: { fr: 'Adresse (URL)', en: 'URL' },
  target: { fr: 'Ouverture du lien', en: 'Link target' },
  orientation_x: {
    fr: 'Orientation horizontale',
    en: 'Horizontal orientation',
  },
  orientation_y: { fr: 'Orientation verticale', en: 'Vertical orientation' },
  text_align: { fr: 'Alignement du texte', en: 'Text alignment' },
  color_scheme: { fr: 'Palette de couleurs', en: 'Colour scheme' },
  color: { fr: 'Couleur', en: 'Colour' },
  bg_color: { fr: 'Couleur de fond', en: 'Background colour' },
  bg_color_primary: {
    fr: 'Couleur de fond principale',
    en: 'Primary background colour',
  },
  height: { fr: 'Hauteur', en: 'Height' },
  logo_image_light: { fr: 'Logo clair', en: 'Light logo' },
  logo_image_dark: { fr: 'Logo foncé', en: 'Dark logo' },
  logo_multiplier: { fr: 'Échelle du logo', en: 'Logo scale' },
  show_remax_logo: {
    fr: 'Afficher le logo RE/MAX',
    en: 'Show the RE/MAX logo',
  },
  menu_repeater: { fr: 'Menu', en: 'Menu' },
  sub_menu_repeater: { fr: 'Sous-menu', en: 'Submenu' },
  links_repeater: { fr: 'Liens', en: 'Links' },
  icon_links_repeater: { fr: 'Liens avec icône', en: 'Icon links' },
  contact_infos_repeater: { fr: 'Coordonnées', en: 'Contact information' },
  cta_repeater: { fr: 'Appels à l’action', en: 'Calls to action' },
  agency: { fr: 'Agence', en: 'Agency' },
  all_rights_reserved: {
    fr: 'Mention de droits',
    en: 'All rights reserved notice',
  },
  recipient_type: { fr: 'Type de destinataire', en: 'Recipient type' },
  recipient_slug: { fr: 'Identifiant du destinataire', en: 'Recipient slug' },
  broker_avatar: { fr: 'Photo du courtier', en: 'Broker photo' },
  broker_name: { fr: 'Nom du courtier', en: 'Broker name' },
  broker_subtitle: { fr: 'Sous-titre du courtier', en: 'Broker subtitle' },
  broker_under_subtitle: {
    fr: 'Mention sous le sous-titre',
    en: 'Broker under subtitle',
  },
  debug_infos: { fr: 'Informations de débogage', en: 'Debug information' },
  fetch_priority: { fr: 'Priorité de chargement', en: 'Fetch priority' },
  format: { fr: 'Format', en: 'Format' },
  type: { fr: 'Type', en: 'Type' },
  font_weight: { fr: 'Graisse', en: 'Weight' },
  align: { fr: 'Alignement', en: 'Alignment' },
  on_click_action: { fr: 'Action au clic', en: 'On-click action' },
  action_type: { fr: 'Type d’action', en: 'Action type' },
  action_params: { fr: 'Paramètres de l’action', en: 'Action parameters' },
  poster: { fr: 'Image d’affiche', en: 'Poster' },
  sources: { fr: 'Sources', en: 'Sources' },
  external_sources: { fr: 'Sources externes', en: 'External sources' },
  autoplay: { fr: 'Lecture automatique', en: 'Autoplay' },
  controls: { fr: 'Commandes', en: 'Controls' },
  loop: { fr: 'En boucle', en: 'Loop' },
  muted: { fr: 'Sourdine', en: 'Muted' },
  alt: { fr: 'Texte de remplacement', en: 'Alternative text' },
  content: { fr: 'Contenu', en: 'Content' },
  name: { fr: 'Nom', en: 'Name' },
  email: { fr: 'Courriel', en: 'Email' },
  phone: { fr: 'Téléphone', en: 'Phone' },
  address: { fr: 'Adresse', en: 'Address' },
  preset: { fr: 'Préréglage', en: 'Preset' },
  primary: { fr: 'Principale', en: 'Primary' },
  secondary: { fr: 'Secondaire', en: 'Secondary' },
  background: { fr: 'Fond', en: 'Background' },
  accent: { fr: 'Accent', en: 'Accent' },
  show_consent: { fr: 'Afficher le consentement', en: 'Show consent' },
  contact_name: { fr: 'Nom du contact', en: 'Contact name' },
  frontend_only: { fr: 'Navigateur seulement', en: 'Front end only' },
  script: { fr: 'Script', en: 'Script' },
};

/** `main_title` → "Main title", `border-radius-1` → "Border radius 1", `colorSchemesList` → "Color schemes list". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/**
 * The visible label of a field.
 * @param key the field's key (or array index) in its parent.
 * @param meta the field's `fieldMeta` hints (its `label` wins).
 */
export function fieldLabel(key: string | number, meta: FieldMeta | undefined, uiLocale: UiLocale): string {
  if (meta?.label) return meta.label[uiLocale] || meta.label.fr || meta.label.en;
  const name = String(key);
  const known = COMMON_LABELS[name];
  if (known) return known[uiLocale];
  return humanizeKey(name);
}

/** The help text of a field in the UI locale, if any. */
export function fieldHelp(meta: FieldMeta | undefined, uiLocale: UiLocale): string | undefined {
  if (!meta?.help) return undefined;
  return meta.help[uiLocale] || meta.help.fr || meta.help.en || undefined;
}

/** Labels of the spec's common choice values (enum options). */
const OPTION_LABELS: Record<string, { fr: string; en: string }> = {
  left: { fr: 'Gauche', en: 'Left' },
  right: { fr: 'Droite', en: 'Right' },
  center: { fr: 'Centre', en: 'Center' },
  full: { fr: 'Pleine largeur', en: 'Full width' },
  top: { fr: 'Haut', en: 'Top' },
  bottom: { fr: 'Bas', en: 'Bottom' },
  normal: { fr: 'Normale', en: 'Normal' },
  'normal-grey': { fr: 'Normale grise', en: 'Normal grey' },
  inverted: { fr: 'Inversée', en: 'Inverted' },
  button: { fr: 'Bouton', en: 'Button' },
  'button-outline': { fr: 'Bouton contour', en: 'Outlined button' },
  link: { fr: 'Lien', en: 'Link' },
  text: { fr: 'Texte', en: 'Text' },
  _self: { fr: 'Même onglet', en: 'Same tab' },
  _blank: { fr: 'Nouvel onglet', en: 'New tab' },
  high: { fr: 'Haute', en: 'High' },
  low: { fr: 'Basse', en: 'Low' },
  light: { fr: 'Légère', en: 'Light' },
  regular: { fr: 'Normale', en: 'Regular' },
  bold: { fr: 'Grasse', en: 'Bold' },
  solid: { fr: 'Pleine', en: 'Solid' },
  blue: { fr: 'Bleu', en: 'Blue' },
  red: { fr: 'Rouge', en: 'Red' },
  head: { fr: 'Dans l’en-tête (head)', en: 'In the head' },
  body: { fr: 'À la fin de la page (body)', en: 'At the end of the body' },
  necessary: { fr: 'Nécessaire (toujours exécuté)', en: 'Necessary (always runs)' },
  analytics: { fr: 'Mesure d’audience', en: 'Analytics' },
  marketing: { fr: 'Marketing', en: 'Marketing' },
  fr: { fr: 'Français', en: 'French' },
  en: { fr: 'Anglais', en: 'English' },
};

/** The visible label of an enum choice: the dictionary above, else the value humanised. */
export function optionLabel(value: string | number | boolean, uiLocale: UiLocale): string {
  const known = OPTION_LABELS[String(value)];
  if (known) return known[uiLocale];
  return typeof value === 'string' ? humanizeKey(value) : String(value);
}
