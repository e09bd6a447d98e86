/**
 * Score rules of the review-site testimonials (spec 001 §9 "average score rounded to 2 decimals;
 * star ratings out of 5, rounded to halves").
 */

/** Highest score a review can carry (stars). */
export const MAX_STARS = 5;

/** An average score rounded to 2 decimals (4.8666 → 4.87); non-finite values give 0. */
export function roundAverageScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.round(score * 100) / 100;
}

/** A score as stars out of 5, rounded to the nearest half (4.26 → 4.5, 4.24 → 4), clamped to 0–5. */
export function starsOutOfFive(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.round(score * 2) / 2));
}

/** The fill of each of the five stars for a rounded score: 'full', 'half' or 'empty'. */
export function starFills(score: number): Array<'full' | 'half' | 'empty'> {
  const stars = starsOutOfFive(score);
  return Array.from({ length: MAX_STARS }, (_, index) => (stars >= index + 1 ? 'full' : stars >= index + 0.5 ? 'half' : 'empty'));
}
