/**
 * Hero constants, free of zod so hero components do not download the field schemas.
 */

/** Default darkening of the background media under the text (fraction of black). */
export const HERO_DEFAULT_OVERLAY = 0.45;
