/** URL slugs of articles (spec 000 §2 blog post paths `{slug}-{id}`). */

/**
 * A URL slug from a title: accents removed, lower case, words joined by hyphens, at most 60
 * characters (cut at a word). `Acheter sa première maison : le guide` → `acheter-sa-premiere-maison-le-guide`.
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 60) break;
    slug = next;
  }
  return slug;
}
