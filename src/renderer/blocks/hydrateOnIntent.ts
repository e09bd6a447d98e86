/**
 * Blocks whose code loads when the visitor reaches for them, not when they come into view (the
 * "Fast on a phone" budget: code a page downloads only for a visitor who uses it). The contact
 * form: its server HTML is a complete form (fields, labels, consent, submit) and everything done in
 * it before its code arrives is kept (typing and ticks are handed over, a submit is held and sent
 * once the block is live: preHydrationInput.ts), so a visitor who only reads the page downloads
 * none of its form library (react-aria's fields, ≈ 30 kB), and one who starts typing loses
 * nothing. Pointing at or touching the form, focusing a field or pressing a key in it starts the
 * download (PageBlock's intent events), usually well before the first character is typed.
 *
 * A visitor whose details an earlier form of the session remembered (stores.ts) expects to find
 * them in the form: then the form loads as any block does, when it comes near
 * ({@link rememberedDetailsWaiting}).
 *
 * Not among them: the valuation and alert forms (steps, choices and sliders work only once their
 * code runs) and the calculators (their figures follow every keystroke). Frames of blocks that wait
 * carry HYDRATE_ON_INTENT_ATTRIBUTE (src/lib/pageBlockMarkers.ts).
 */
import { storedContactInfo } from '../../blocks/runtime/stores';

/** Block types whose code waits for the visitor's intent. */
export const HYDRATE_ON_INTENT: ReadonlySet<string> = new Set(['contact_form_block']);

/** Whether a block of this type loads its code only when the visitor reaches for it. */
export const hydratesOnIntent = (blockType: string): boolean => HYDRATE_ON_INTENT.has(blockType);

/**
 * In the browser: whether the visitor's details from an earlier form of the session wait to fill a
 * contact form (they show only once its code runs). False on the server and without storage.
 */
export function rememberedDetailsWaiting(): boolean {
  return Object.values(storedContactInfo()).some((value) => value !== '');
}
