/**
 * Directory values without their schemas (spec 001 §2 brokers and offices pages): page paths and
 * the member name query, the award identifiers, free of zod. src/schema/directory.ts re-exports them.
 */

/** Brokers' directory and profile paths per locale (`/fr/courtiers/{slug}`, `/en/brokers/{slug}`). */
export const BROKERS_PATH = { fr: '/fr/courtiers', en: '/en/brokers' } as const;

/** Query parameter of the member cards' name filter (`/fr/courtiers?name=…`), set by the hero members search. */
export const MEMBER_NAME_QUERY = 'name';

/** Offices page path per locale. */
export const OFFICES_PATH = { fr: '/fr/bureaux', en: '/en/offices' } as const;

/** The profile path of a broker in `locale`. */
export function memberProfilePath(locale: 'fr' | 'en', slug: string): string {
  return `${BROKERS_PATH[locale]}/${slug}`;
}

/** Badge identifiers of reward items (spec 001 §3 "Reward item"), verbatim. */
export const REWARD_IDENTS = [
  '100-perct',
  '100-perct-or',
  'cercle-legendes',
  'chariman',
  'diamant',
  'luminary-distinction',
  'paramount-off-excellence',
  'pinacle',
  'platine',
  'pretige',
  'reussite-carriere',
  'select',
  'temple-renomee',
  'titan',
] as const;
