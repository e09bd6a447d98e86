/**
 * Blocks whose code waits for the visitor (the "Fast on a phone" budget: code a page downloads only
 * for a visitor who uses it), even when they are the first thing the page shows. Each one's server
 * HTML is complete, and everything done in it before its code arrives is kept: typing and ticks
 * are handed over, a press or a submit is held and carried out once the block is live
 * (preHydrationInput.ts), and links are links. Pointing at or touching the block, focusing into it
 * or pressing a key in it brings its code (PageBlock's intent events), usually well before the
 * first press lands.
 *
 * Two kinds:
 * - **intent**: only then.
 *   - The contact form: a visitor who only reads the page downloads none of its form library
 *     (react-aria's fields, ≈ 30 kB).
 *   - The hero with the search bar (`hero_block_1`, the broker's home): its title and image need
 *     no code; its bar (tabs, municipality dropdown, criteria, search) comes alive when reached for
 *     and fetches the search filters then, the bar being in view.
 *   - Blocks that only show text, images and links ({@link SHOWING_ONLY_BLOCK_TYPES}: text,
 *     highlights, calls to action, the blog's article cards, a broker's profile hero, a biography,
 *     contact details): their code changes nothing on screen (the page's head script fades their
 *     images in), so a reader downloads none of it. A button among their links (one opening the
 *     contact form) is a held press, carried out by the code that the visitor's touch, pointer or
 *     focus brought.
 * - **parts**: also when a part of it that needs code, marked with HYDRATE_NEAR_ATTRIBUTE
 *   (src/lib/pageBlockMarkers.ts), comes near the viewport; a block showing no such part waits for
 *   intent only.
 *   - The home's listings (`properties_block`): cards that are plain links, and a map (beside them
 *     on a wide screen, under them on a phone).
 *   - A listing page's details (`property_details_block`): a photo carousel a touch screen scrolls
 *     natively, text, a button to the contact form, and further down the location map.
 *   - A blog post (`blog_post_block`): text, images, share links (whole addresses from the server,
 *     usePageUrl.ts), a print button, and its videos.
 *   - The offices (`offices_map_block`): the office list (names, addresses, hours, phone and
 *     e-mail links) and the map (beside it on a wide screen, under it on a phone). Picking an office
 *     before the code is here is a held press.
 *   - The search page (`search_properties_block`): the server's first results (cards that are plain
 *     links, their count), the filter bar, the map's pane (shown from lg) and the list end (the next
 *     page); the first load completes the server's results once the code is here. A visitor who
 *     brings filters (in the address, or the session's last search) gets it at once: the server's
 *     results answer no filters.
 *
 * Each comes with a check of what the session kept for it that shows only once the block is live:
 * details an earlier form remembered (stores.ts) in the contact form, the last search in the bar
 * and on the search page (or filters in its address). When the session kept something, the block
 * loads as any block does ({@link codeWanted}).
 *
 * Not among them: the valuation and alert forms (steps, choices and sliders work only once their
 * code runs) and the calculators (their figures follow every keystroke). Frames of blocks that
 * wait carry HYDRATE_ON_INTENT_ATTRIBUTE, and a server-rendered page does not preload their code.
 */
import { searchFiltersKept, storedContactInfo } from '../../blocks/runtime/stores';

/** How a block's code waits: for intent only, or also for a marked part coming near. */
type Waits = 'intent' | 'parts';

interface WaitingBlock {
  waits: Waits;
  /** In the browser: whether the session kept what the block shows only once live. */
  kept(): boolean;
}

const nothingKept = (): boolean => false;
const contactDetailsKept = (): boolean => Object.values(storedContactInfo()).some((value) => value !== '');
/** Whether the search page has filters to apply: in its address (`?mun=…`, `?reset_filters=1`) or the session's last search. */
const searchAsked = (): boolean => (typeof location === 'undefined' ? false : location.search.length > 1) || searchFiltersKept();

/**
 * Blocks drawing only text, images and links (no state, no effect of their own beyond the images'
 * fade): what their code would do, the server's HTML already shows (hydrateOnIntent.test.tsx
 * checks that their code changes nothing on screen).
 */
export const SHOWING_ONLY_BLOCK_TYPES = [
  'text_block_1',
  'text_block_2',
  'highlights_block',
  'image_text_block',
  'cta_block',
  'cta_double_block',
  'blog_articles_featured_block',
  'blog_articles_grid_block',
  'hero_profile_page',
  'biography_block',
  'author_block',
  'contact_infos_block',
] as const;

/** Block types whose code waits for the visitor (see the module comment). */
const WAITING: ReadonlyMap<string, WaitingBlock> = new Map([
  ...SHOWING_ONLY_BLOCK_TYPES.map((type): [string, WaitingBlock] => [type, { waits: 'intent', kept: nothingKept }]),
  ['contact_form_block', { waits: 'intent', kept: contactDetailsKept }],
  ['hero_block_1', { waits: 'intent', kept: searchFiltersKept }],
  ['properties_block', { waits: 'parts', kept: nothingKept }],
  ['property_details_block', { waits: 'parts', kept: nothingKept }],
  ['blog_post_block', { waits: 'parts', kept: nothingKept }],
  ['search_properties_block', { waits: 'parts', kept: searchAsked }],
  ['offices_map_block', { waits: 'parts', kept: nothingKept }],
]);

/** Whether a block of this type waits for the visitor (its frame is marked so; its code is not preloaded). */
export const hydratesOnIntent = (blockType: string): boolean => WAITING.has(blockType);

/**
 * In the browser: whether the session kept what a block of this type shows only once live (the
 * contact details an earlier form remembered, the last search); false for other types, on the
 * server and without storage.
 */
export function keptStateWaiting(blockType: string): boolean {
  return WAITING.get(blockType)?.kept() ?? false;
}

/**
 * When a block's code is wanted: `now` (loaded with the page), `near` (its frame comes near the
 * viewport), `parts` (a marked part of it comes near) or `intent` (the visitor reaches for it; all
 * but `now` also then).
 */
export type CodeWanted = 'now' | 'near' | 'parts' | 'intent';

/** When a block of this type wants its code (see {@link CodeWanted}); `eager`: the page hydrates it at once (its header, its first block). */
export function codeWanted(blockType: string, eager: boolean): CodeWanted {
  const waiting = WAITING.get(blockType);
  if (waiting && !waiting.kept()) return waiting.waits;
  return eager ? 'now' : 'near';
}
