/**
 * `blog_articles_featured_block` constants (regular article count, featured cards first), free of
 * zod so the block's component does not download its schema. schema.ts re-exports them.
 */

/** Regular articles fed beside the featured ones (3 from xxl, 2 below). */
export const FEATURED_REGULAR_ARTICLES = 3;

/**
 * The featured and regular columns of a feed (spec 001 §9): every featured card when fewer than
 * 3 are featured, else only the first; regular cards after, at most {@link FEATURED_REGULAR_ARTICLES}.
 */
export function splitFeatured<T extends { featured?: boolean }>(cards: T[]): { featured: T[]; regular: T[] } {
  const featured = cards.filter((card) => card.featured);
  const regular = cards.filter((card) => !card.featured).slice(0, FEATURED_REGULAR_ARTICLES);
  return { featured: featured.length < 3 ? featured : featured.slice(0, 1), regular };
}
