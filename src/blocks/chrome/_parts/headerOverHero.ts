/**
 * The transparent header over a hero (spec 000 §4 "Headers": "It becomes opaque once scrolled past
 * its own height. While transparent it uses the inverted colour scheme if the next block is dark").
 *
 * Every header type (classic, megamenu, out-of-norm) asks {@link heroBeneathHeader} whether the
 * page opens on a block of the hero family, then {@link headerAppearance} for its state:
 *
 * ```
 * over a hero, at the top, menus closed  → transparent (inverted scheme when the hero is dark)
 * scrolled past the header's height      → solid, in the header's own scheme
 * a menu or submenu open                 → solid, in the header's own scheme
 * no hero first                          → always solid (a spacer keeps the header's place)
 * ```
 *
 * Over a hero the header's spacer is not rendered: the hero extends under the header, so turning
 * solid never moves the page (no layout shift). Pure functions, no React: tested on their own.
 */
import { useContext } from 'react';
import { PagePayloadContext } from '../../runtime/AppContext';
import type { Block } from '../../../schema/block';

/** The hero family: the blocks a header may float over (spec 001 §2 "hero blocks"). */
export const HERO_BLOCK_TYPES: ReadonlySet<string> = new Set([
  'hero_block_1',
  'hero_block_2',
  'hero_block_3',
  'hero_block_4',
  'hero_content_block_1',
  'hero_content_block_2',
  'hero_landing_page_block',
  'hero_slider_block',
]);

/**
 * Heroes whose copy sits on the (darkened) background media: what lies under the header is dark
 * unless the block asks for a light scheme. `hero_content_block_1` sets its text on the block's
 * own scheme beside the picture, so it is dark only with the inverted scheme.
 */
const HEROES_ON_MEDIA: ReadonlySet<string> = new Set([
  'hero_block_1',
  'hero_block_2',
  'hero_block_3',
  'hero_block_4',
  'hero_content_block_2',
  'hero_landing_page_block',
  'hero_slider_block',
]);

/** What lies under the header when the page opens on a hero. */
export interface HeroBeneath {
  /** The hero's block type. */
  type: string;
  /** True when the hero's top is dark (media under a veil, or the inverted scheme). */
  dark: boolean;
}

/**
 * The hero the header floats over: the first block of the page's content when it belongs to the
 * hero family, else null.
 * @param content the page's content blocks (`content.fields`), in order
 */
export function heroBeneathHeader(content: readonly Block[] | undefined | null): HeroBeneath | null {
  const first = content?.[0];
  if (!first || typeof first.block_type !== 'string' || !HERO_BLOCK_TYPES.has(first.block_type)) return null;
  const scheme = (first.block_params as { color_scheme?: unknown } | undefined)?.color_scheme;
  const dark = scheme === 'inverted' || (HEROES_ON_MEDIA.has(first.block_type) && scheme !== 'normal' && scheme !== 'normal-grey');
  return { type: first.block_type, dark };
}

/** The inputs of {@link headerAppearance}. */
export interface HeaderAppearanceInput {
  /** The hero under the header, if the page opens on one. */
  hero: HeroBeneath | null;
  /** Scrolled past the header's own height (px). */
  scrolled: boolean;
  /** The mobile menu, a submenu or a megamenu panel is open. */
  menuOpen: boolean;
  /** The header's own colour scheme (`block_params.color_scheme`, default normal). */
  scheme: string | undefined;
}

/** The header's look: transparent or solid, and the colour scheme its text and logo follow. */
export interface HeaderAppearance {
  transparent: boolean;
  /** The scheme in force: `inverted` while transparent over a dark hero, else the header's own. */
  scheme: string;
  /** The header has no spacer: the hero beneath extends under it. */
  overlaysHero: boolean;
}

const OPPOSITE_SCHEME: Record<string, string> = { normal: 'inverted', 'normal-grey': 'inverted', inverted: 'normal' };

/**
 * The scheme of opposite lightness: normal and normal-grey ↔ inverted. An unknown scheme is warned
 * about ('unable to find opposite color scheme', spec 000 §8) and gives null.
 */
export function oppositeColorScheme(scheme: string): string | null {
  const opposite = OPPOSITE_SCHEME[scheme];
  if (!opposite) {
    console.warn('unable to find opposite color scheme', scheme);
    return null;
  }
  return opposite;
}

/**
 * The header state machine (transparent → solid); see the module's table. While transparent over
 * a light hero, a dark header takes its opposite (light) scheme so its text stays readable.
 */
export function headerAppearance({ hero, scrolled, menuOpen, scheme }: HeaderAppearanceInput): HeaderAppearance {
  const own = scheme ?? 'normal';
  const transparent = Boolean(hero) && !scrolled && !menuOpen;
  let current = own;
  if (transparent && hero?.dark) current = 'inverted';
  else if (transparent && own === 'inverted') current = oppositeColorScheme(own) ?? own;
  return { transparent, scheme: current, overlaysHero: Boolean(hero) };
}

/** The hero under the header on the current page (null outside a page, e.g. in the block library). */
export function useHeroBeneathHeader(): HeroBeneath | null {
  const payload = useContext(PagePayloadContext);
  return heroBeneathHeader(payload?.content?.fields);
}
