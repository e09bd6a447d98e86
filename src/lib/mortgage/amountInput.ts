/**
 * Spaced-integer amounts typed in the mortgage calculator (spec 001 §5 "Price and down payment:
 * numeric text, spaces removed, parsed as integer, empty means 0, displayed with thousands
 * spacing").
 *
 * The input shows "350 000" (U+0020 between groups, in both locales) while the visitor types;
 * anything that is not a digit is dropped. Amounts are whole CAD.
 */

/** The longest amount accepted, in digits (9 999 999 999 CAD). */
export const MAX_AMOUNT_DIGITS = 10;

/**
 * Parses a typed amount: every non-digit (spaces, no-break spaces, separators) is removed.
 * @returns whole CAD; "" or no digit → 0; e.g. "350 000" → 350000
 */
export function parseAmount(text: string): number {
  const digits = text.replace(/\D/g, '').slice(0, MAX_AMOUNT_DIGITS);
  return digits === '' ? 0 : Number.parseInt(digits, 10);
}

/**
 * Formats a whole amount with a space every three digits.
 * @param amount CAD (rounded to the dollar; negative or not finite gives "0")
 * @returns e.g. 350000 → "350 000", 0 → "0"
 */
export function formatAmount(amount: number): string {
  const whole = Number.isFinite(amount) && amount > 0 ? Math.round(amount) : 0;
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/**
 * What the input shows for what the visitor typed: "" stays "" (empty means 0 but the field may be
 * cleared), leading zeros are dropped, digits are grouped.
 * @returns e.g. "3500000" → "3 500 000", "00" → "0", "abc" → ""
 */
export function formatTypedAmount(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, MAX_AMOUNT_DIGITS);
  return digits === '' ? '' : formatAmount(Number.parseInt(digits, 10));
}

/**
 * Where the caret goes after reformatting: just after the same number of digits as before it.
 * @param formatted the reformatted text
 * @param digitsBeforeCaret digits left of the caret in the text the visitor typed
 * @returns a caret offset in `formatted`
 */
export function caretAfterDigits(formatted: string, digitsBeforeCaret: number): number {
  if (digitsBeforeCaret <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i])) seen += 1;
    if (seen === digitsBeforeCaret) return i + 1;
  }
  return formatted.length;
}
