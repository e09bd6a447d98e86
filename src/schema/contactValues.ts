/**
 * Contact values without their schemas (spec 000 §2 "Modals", §3 "Contact form"): the phone mask
 * and the recipient types that count as an individual, free of zod. src/schema/contact.ts
 * re-exports them.
 */

/** (###) ###-#### — the masked 10-digit North American phone (spec 000 §9). */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

export const INDIVIDUAL_RECIPIENTS = ['broker', 'administrative_team', 'executive_team'] as const;
