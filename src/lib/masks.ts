/**
 * Input masks of the lead forms (spec 001 §5 "Alert", "Valuation", "Email"): postal
 * code `A#A #A#`, year of construction (4 digits), room counts (2 digits), areas (up to 6 digits).
 * The phone mask `(###) ###-####` is in ./phoneMask.ts.
 *
 * Masks run as the visitor types: characters that do not fit are dropped, never rejected, and a
 * separator appears only once the character after it exists (deleting never gets stuck on it).
 */

/** Characters of a Canadian postal code without its space. */
export const POSTAL_CODE_LENGTH = 6;

/**
 * Masks a Canadian postal code as `A#A #A#`, upper-cased.
 * Letters and digits are kept only where the pattern wants them; anything else is skipped.
 * @example maskPostalCode('j4k2t5') → 'J4K 2T5'; maskPostalCode('h2x') → 'H2X';
 *   maskPostalCode('h2x1') → 'H2X 1'; maskPostalCode('12') → ''
 */
export function maskPostalCode(input: string): string {
  let out = '';
  for (const char of input.toUpperCase()) {
    const position = out.replace(' ', '').length;
    if (position >= POSTAL_CODE_LENGTH) break;
    const wantsLetter = position % 2 === 0;
    const fits = wantsLetter ? /[A-Z]/.test(char) : /\d/.test(char);
    if (!fits) continue;
    if (position === 3) out += ' ';
    out += char;
  }
  return out;
}

/**
 * Keeps at most `maxDigits` digits of what was typed (every other character dropped).
 * @example maskDigits('1 2a3', 2) → '12'
 */
export function maskDigits(input: string, maxDigits: number): string {
  return input.replace(/\D/g, '').slice(0, maxDigits);
}

/** Year of construction: 4 digits (spec 001 §5 "construction_year (4-digit mask)"). */
export const maskYear = (input: string): string => maskDigits(input, 4);

/** Bedrooms, bathrooms, parking, garage: 2 digits (spec 001 §5 "2-digit mask"). */
export const maskRooms = (input: string): string => maskDigits(input, 2);

/** Living and lot areas: up to 6 digits (spec 001 §5 "up to 6 digits, min 0"). */
export const maskArea = (input: string): string => maskDigits(input, 6);
