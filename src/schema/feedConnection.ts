/**
 * The rules a listing feed connection's fields follow, shared by the QA form (checked before
 * sending) and the server (src/server/feed/feedConnectionInput.ts, which parses what is stored):
 * feed URLs are absolute https (http only on this machine, for a local test feed), and the remarks
 * field map names RESO fields as the feed writes them.
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for an absolute https URL, or http on loopback. */
export function isFeedUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}

/** A RESO field name: letters, digits and `_`, at most 64, starting with a letter (`PublicRemarksFrench`). */
export const RESO_FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** The field names a remarks field map names (`{ fr: 'PublicRemarksFrench' }` → `['PublicRemarksFrench']`). */
export function mappedRemarksFields(fields: { fr?: string; en?: string }): string[] {
  return Object.values(fields).filter((field): field is string => Boolean(field));
}
