/** Types of scripts/gen-icon-sprite.mjs (a plain ES module script), for its tests. */

/** The sprite's path, relative to the project root. */
export const SPRITE: string;
/** The sprite's text: every symbol named in src/blocks/ui/iconNames.json, sorted by id. */
export function iconSprite(): string;
/** True when the committed sprite differs from what the names and glyphs give. */
export function spriteOutdated(): boolean;
