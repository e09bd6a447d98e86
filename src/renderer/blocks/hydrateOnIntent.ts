/**
 * Blocks whose code loads when the visitor reaches for them, not when they come into view (the
 * "Fast on a phone" budget: code a page downloads only for a visitor who uses it). These are the
 * lead forms: their server HTML is a complete form (fields, labels, consent, submit) and everything
 * done in it before its code arrives is kept (typing, ticks and choices are handed over, a submit
 * is held and sent once the block is live: preHydrationInput.ts), so a visitor who only reads the
 * page downloads none of their form library, and one who starts typing loses nothing. Pointing at
 * or touching the form, focusing a field or pressing a key in it starts the download (PageBlock's
 * intent events), usually well before the first character is typed.
 *
 * Their frames carry HYDRATE_ON_INTENT_ATTRIBUTE (src/lib/pageBlockMarkers.ts). Calculators are not
 * among them: their figures must follow every keystroke the visitor makes.
 */

/** Block types whose code waits for the visitor's intent (the lead forms). */
export const HYDRATE_ON_INTENT: ReadonlySet<string> = new Set(['contact_form_block', 'property_valuation_block', 'property_alert_block']);

/** Whether a block of this type loads its code only when the visitor reaches for it. */
export const hydratesOnIntent = (blockType: string): boolean => HYDRATE_ON_INTENT.has(blockType);
