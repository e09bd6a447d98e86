/** Names of the languages a broker speaks (ISO 639-1 codes), in French and English. */

type Locale = 'fr' | 'en';

/** Known languages; French names in lower case, as inside a sentence. */
export const LANGUAGE_NAMES: Record<string, { fr: string; en: string }> = {
  fr: { fr: 'français', en: 'French' },
  en: { fr: 'anglais', en: 'English' },
  es: { fr: 'espagnol', en: 'Spanish' },
  pt: { fr: 'portugais', en: 'Portuguese' },
  ar: { fr: 'arabe', en: 'Arabic' },
  zh: { fr: 'mandarin', en: 'Mandarin' },
  it: { fr: 'italien', en: 'Italian' },
};

/**
 * `['fr', 'en', 'es']` → `français, anglais et espagnol` / `French, English and Spanish`; an
 * unknown code stays as it is. `capitalize` starts the list with a capital (`Français, anglais…`).
 */
export function spokenLanguages(codes: string[], locale: Locale, capitalize = false): string {
  const names = codes.map((code) => LANGUAGE_NAMES[code]?.[locale] ?? code);
  const list = names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${locale === 'fr' ? 'et' : 'and'} ${names[names.length - 1]}`;
  return capitalize ? list.charAt(0).toUpperCase() + list.slice(1) : list;
}
