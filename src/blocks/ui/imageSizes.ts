/**
 * `sizes` values shared by blocks whose image boxes follow the same layouts (spec 001 §9
 * breakpoints and carousel grid). Content sections are at most 1200 px wide, inside side padding
 * of 20 to 48 px (5 vw): 90 vw of a phone or tablet, the viewport less 96 px from 960 px.
 */

/** A card of the carousel grid: 4, 3, 2, 1 per row from 1680, 1200, 768 px, 48 px apart from lg. */
export const CAROUSEL_CARD_SIZES = '(min-width: 1680px) 360px, (min-width: 1200px) calc((100vw - 192px) / 3), (min-width: 768px) calc(45vw - 24px), 90vw';

/** A card of a grid of three columns from 1200 px and two from 768 px, 32 px apart. */
export const GRID_CARD_SIZES = '(min-width: 1296px) 378px, (min-width: 1200px) calc((100vw - 160px) / 3), (min-width: 768px) calc(45vw - 16px), 90vw';

/** An image as wide as the content (a panel's background, a full-width figure). */
export const CONTENT_WIDTH_SIZES = '(min-width: 1296px) 1200px, (min-width: 960px) calc(100vw - 96px), 90vw';
