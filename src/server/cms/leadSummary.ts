/**
 * What the leads inbox shows of a lead at a glance: the visitor's
 * name, municipality and a one-line summary, read from the payload field names of spec 000 §7
 * (contact) and spec 001 §7 (alert, valuation). Language-neutral: only what the visitor typed.
 */

/** Longest summary, in characters (an ellipsis marks a cut). */
export const SUMMARY_MAX_CHARS = 160;

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/** "First Last", else `full_name`, else "". */
export function leadName(payload: Record<string, unknown>): string {
  const name = [text(payload.first_name), text(payload.last_name)].filter(Boolean).join(' ');
  return name || text(payload.full_name);
}

/** The municipality (or municipalities, alert) the lead is about, else the address city. */
export function leadMunicipality(payload: Record<string, unknown>): string {
  return text(payload.municipality) || text(payload.city);
}

/**
 * One line about the request: the contact message; the alert's municipalities; the valuation's
 * address and city. Cut at {@link SUMMARY_MAX_CHARS} with "…".
 */
export function leadSummary(type: string, payload: Record<string, unknown>): string {
  let summary: string;
  if (type === 'property_alert') summary = text(payload.municipality);
  else if (type === 'property_valuation') summary = [text(payload.address), text(payload.city) || text(payload.municipality)].filter(Boolean).join(', ');
  else summary = text(payload.message);
  return summary.length > SUMMARY_MAX_CHARS ? `${summary.slice(0, SUMMARY_MAX_CHARS - 1).trimEnd()}…` : summary;
}
