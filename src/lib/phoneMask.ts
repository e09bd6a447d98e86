/**
 * Phone input mask `(###) ###-####` (spec 000 §5 "Contact form", §9 "Phone mask").
 *
 * The mask is applied progressively as the visitor types: separators appear only once the digits
 * that follow them exist, so deleting a character never gets stuck on a `)` or `-`.
 */

/** Number of digits in a North American phone number. */
export const PHONE_DIGITS = 10;

/**
 * Masks what the visitor typed.
 * Non-digits are dropped; a leading country code `1` on an 11-digit entry is removed; digits past
 * the tenth are ignored.
 * @example maskPhone('514') → '(514'; maskPhone('5145551') → '(514) 555-1';
 *   maskPhone('514-555-1234') → '(514) 555-1234'; maskPhone('') → ''
 */
export function maskPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length > PHONE_DIGITS && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  let masked = `(${area}`;
  if (exchange) masked += `) ${exchange}`;
  if (line) masked += `-${line}`;
  return masked;
}

/** True when the value is a complete masked number `(###) ###-####`. */
export function isCompletePhone(value: string): boolean {
  return /^\(\d{3}\) \d{3}-\d{4}$/.test(value);
}
