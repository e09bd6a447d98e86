/**
 * Zod schemas of the settings sections edited with the schema-driven `SchemaForm`
 * and the conversions between the stored shapes (src/schema/page.ts) and the form shapes.
 *
 * The schemas are built from the pieces of src/schema/page.ts, cloned with bilingual labels in the
 * `fieldMeta` registry (the shared schemas are never mutated). SEO is stored per locale
 * (`global.fr.title`) but edited per field (`global.title.fr`) so French and English sit side by
 * side with "copy from the other language".
 */
import { z } from 'zod';
import { fieldMeta, localizedText, localizedTextarea, type FieldMeta } from '../../schema/content';
import { captchaSettings, contactFormSettings, headElement, recaptcha, scriptTag, seo, type Seo } from '../../schema/page';
import type { GeneralSettings } from '../../api/cmsSettingsApi';

type Label = { fr: string; en: string };

/** A copy of `schema` carrying a label (and help) in the editor hints registry. */
function labelled<T extends z.ZodType>(schema: T, label: Label, help?: Label): T {
  const copy = schema.clone() as T;
  const meta: FieldMeta = { ...(fieldMeta.get(schema) ?? {}), label, ...(help ? { help } : {}) };
  fieldMeta.add(copy, meta);
  return copy;
}

const seoGroup = (help: Label) =>
  z.object({
    title: labelled(localizedText, { fr: 'Titre', en: 'Title' }),
    description: labelled(localizedTextarea, { fr: 'Description', en: 'Description' }),
    image: labelled(localizedText, { fr: 'Image (URL)', en: 'Image (URL)' }, help),
  });

/** SEO defaults as edited: one bilingual field per value. */
export const seoForm = z.object({
  global: labelled(seoGroup({ fr: 'Image de partage par défaut.', en: 'Default sharing image.' }), {
    fr: 'Moteurs de recherche',
    en: 'Search engines',
  }),
  facebook: labelled(seoGroup({ fr: 'Image Open Graph (1200 × 630 px conseillé).', en: 'Open Graph image (1200 × 630 px recommended).' }), {
    fr: 'Open Graph (Facebook, LinkedIn)',
    en: 'Open Graph (Facebook, LinkedIn)',
  }),
  twitter: labelled(seoGroup({ fr: 'Image de la carte Twitter.', en: 'Twitter card image.' }), { fr: 'Twitter', en: 'Twitter' }),
  canonical_url: labelled(seo.shape.canonical_url, { fr: 'Adresse canonique', en: 'Canonical URL' }, {
    fr: 'Un « www. » initial est retiré.',
    en: 'A leading “www.” is dropped.',
  }),
  robots_index_rule: labelled(seo.shape.robots_index_rule, { fr: 'Règle pour les robots', en: 'Robots rule' }, {
    fr: 'Valeur de la balise meta robots, p. ex. « index, follow ».',
    en: 'Value of the robots meta tag, e.g. “index, follow”.',
  }),
});
export type SeoForm = z.infer<typeof seoForm>;

const SEO_GROUPS = ['global', 'facebook', 'twitter'] as const;
const SEO_KEYS = ['title', 'description', 'image'] as const;
const LOCALES = ['fr', 'en'] as const;

/** Stored SEO (`global.fr.title`) → form shape (`global.title.fr`). */
export function toSeoForm(value: Seo): SeoForm {
  const form: Record<string, unknown> = {};
  for (const group of SEO_GROUPS) {
    const out: Record<string, Record<string, string>> = { title: {}, description: {}, image: {} };
    for (const locale of LOCALES) {
      const entry = value[group]?.[locale];
      for (const key of SEO_KEYS) if (entry?.[key] !== undefined) out[key][locale] = entry[key]!;
    }
    form[group] = out;
  }
  form.canonical_url = { ...(value.canonical_url ?? {}) };
  if (value.robots_index_rule !== undefined) form.robots_index_rule = value.robots_index_rule;
  return form as SeoForm;
}

/** Form shape → stored SEO; empty strings and empty groups are left out. */
export function fromSeoForm(form: SeoForm): Seo {
  const out: Seo = {};
  for (const group of SEO_GROUPS) {
    const perLocale: Record<string, Record<string, string>> = {};
    for (const locale of LOCALES) {
      for (const key of SEO_KEYS) {
        const text = form[group]?.[key]?.[locale];
        if (text) (perLocale[locale] ??= {})[key] = text;
      }
    }
    if (Object.keys(perLocale).length) out[group] = perLocale;
  }
  const canonical = Object.fromEntries(Object.entries(form.canonical_url ?? {}).filter(([, v]) => v));
  if (Object.keys(canonical).length) out.canonical_url = canonical;
  if (form.robots_index_rule) out.robots_index_rule = form.robots_index_rule;
  return out;
}

const headElementForm = z.object({
  tag: labelled(headElement.shape.tag, { fr: 'Balise', en: 'Tag' }),
  attributes: labelled(headElement.shape.attributes, { fr: 'Attributs', en: 'Attributes' }, {
    fr: 'Par exemple name = robots, content = noindex.',
    en: 'For example name = robots, content = noindex.',
  }),
});

/** Custom head elements (admin only): meta entries and link entries. */
export const headElementsForm = z.object({
  meta: labelled(z.array(headElementForm), { fr: 'Balises meta', en: 'Meta entries' }),
  link: labelled(z.array(headElementForm), { fr: 'Balises link', en: 'Link entries' }),
});

/** Site script tags (admin only). */
export const scriptTagsForm = z.object({
  tags: labelled(
    z.array(
      z.object({
        src: labelled(scriptTag.shape.src, { fr: 'Source externe (URL)', en: 'External source (URL)' }),
        content: labelled(scriptTag.shape.content, { fr: 'Script en ligne', en: 'Inline script' }),
        position: labelled(scriptTag.shape.position, { fr: 'Emplacement', en: 'Position' }),
        locale: labelled(scriptTag.shape.locale, { fr: 'Langue seulement', en: 'Language only' }, {
          fr: 'Vide : dans les deux langues.',
          en: 'Empty: in both languages.',
        }),
        category: labelled(scriptTag.shape.category, { fr: 'Catégorie de consentement', en: 'Consent category' }, {
          fr: 'Loi 25 : seuls les scripts nécessaires s’exécutent avant que le visiteur accepte leur catégorie dans la bannière de consentement.',
          en: 'Quebec’s Law 25: only necessary scripts run before the visitor accepts their category in the consent banner.',
        }),
      }),
    ),
    { fr: 'Balises script', en: 'Script tags' },
  ),
});

/** Contact form settings (spec 000 §3): consent boxes and contact name. */
export const contactForm = z.object({
  show_consent: labelled(contactFormSettings.shape.show_consent, {
    fr: 'Afficher les cases de consentement',
    en: 'Show the consent checkboxes',
  }),
  contact_name: labelled(contactFormSettings.shape.contact_name, { fr: 'Nom du destinataire', en: 'Recipient name' }),
});

/** Captcha: provider (altcha, reCAPTCHA or none) and the reCAPTCHA site key. */
export const captchaForm = z.object({
  provider: labelled(captchaSettings.shape.provider, { fr: 'Fournisseur', en: 'Provider' }),
  site_key: labelled(recaptcha.shape.site_key, { fr: 'Clé de site reCAPTCHA', en: 'reCAPTCHA site key' }, {
    fr: 'Requise seulement avec reCAPTCHA.',
    en: 'Only needed with reCAPTCHA.',
  }),
});
export type CaptchaForm = z.infer<typeof captchaForm>;

/** Captcha form value from the settings. */
export function toCaptchaForm(settings: GeneralSettings): CaptchaForm {
  return { provider: settings.metadata.captcha.provider, site_key: settings.recaptcha?.site_key };
}

/** Writes a captcha form value into mutable (immer draft) settings. */
export function applyCaptchaForm(settings: GeneralSettings, form: CaptchaForm): void {
  settings.metadata.captcha.provider = form.provider;
  if (form.site_key || settings.recaptcha) {
    settings.recaptcha = { ...(settings.recaptcha ?? recaptcha.parse({})), site_key: form.site_key || undefined };
  }
}
