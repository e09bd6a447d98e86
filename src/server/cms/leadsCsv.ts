/**
 * The leads inbox CSV export (UTF-8 with a BOM so Excel opens accents right): RFC 4180 text (CRLF
 * line ends; cells joined by `,`, quoted with their quotes doubled when they hold a separator
 * Excel may use (`,` `;` tab), a quote, CR or LF) preceded by the UTF-8 byte order mark `\uFEFF`,
 * with a formula-injection guard on every fragment Excel may split a cell into: French-Canadian
 * Excel splits on `;`, and a pasted or imported file may split on tab or ignore quotes, so a `'`
 * goes before any fragment (at the start of a cell, or after `,` `;` tab CR LF, spaces allowed)
 * that starts with `=`, `+`, `-`, `@`, tab or CR.
 *
 * Columns: date (local time of America/Toronto, `YYYY-MM-DD HH:mm:ss`), type, status, first name,
 * last name, email, phone, municipality, listing (MLS number), message/summary, then every other
 * payload key found in the exported leads (in order of first appearance). Headers, types,
 * statuses and coded values are in the UI language `locale`.
 */
import type { Locale } from '../../lib/locales';
import { LEAD_STATUS_LABELS, LEAD_TYPE_LABELS, leadFieldLabel, leadValueLabel } from '../../schema/leadFieldLabels';
import type { LeadRow } from '../db/schema';
import { INBOX_TIME_ZONE } from '../db/repositories/leadInbox';
import { leadMunicipality, leadSummary } from './leadSummary';

/** The byte order mark that makes Excel read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** A formula trigger at the start of a cell, or after a separator (spaces allowed before it). */
const FORMULA_AT_START = /^[ ]*[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])(?=[ ]*[=+\-@\t\r])/g;

/** `value` with a `'` before every fragment Excel could read as a formula (see the module docstring). */
export function guardFormulas(value: string): string {
  const guarded = FORMULA_AT_START.test(value) ? `'${value}` : value;
  return guarded.replace(FORMULA_AFTER_SEPARATOR, "$1'");
}

/** One cell: guarded against formulas, quoted when it holds a separator, quote or line break. */
export function csvCell(value: string): string {
  const guarded = guardFormulas(value);
  return /[",;\t\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** Rows of cells as CSV text: BOM, cells joined by ",", every line ended by CRLF. */
export function encodeCsv(rows: readonly (readonly string[])[]): string {
  return CSV_BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** `2026-03-08 14:05:09`: the moment in America/Toronto's local time. */
export function localDateTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: INBOX_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

const FIXED_HEADERS: Record<Locale, string[]> = {
  fr: ['Date', 'Type', 'Statut', 'Prénom', 'Nom', 'Courriel', 'Téléphone', 'Municipalité', 'Inscription (n° MLS)', 'Message / résumé'],
  en: ['Date', 'Type', 'Status', 'First name', 'Last name', 'Email', 'Phone', 'Municipality', 'Listing (MLS number)', 'Message / summary'],
};

/** Payload keys already in the fixed columns (or redundant with the type), not repeated after them. */
const FIXED_KEYS = new Set(['first_name', 'last_name', 'email', 'phone', 'municipality', 'message', 'form_type']);

/** The export's rows (header first) for `leads` in `locale`. */
export function leadsCsvRows(leads: readonly LeadRow[], locale: Locale): string[][] {
  const extraKeys: string[] = [];
  for (const lead of leads) {
    for (const key of Object.keys(lead.payload ?? {})) if (!FIXED_KEYS.has(key) && !extraKeys.includes(key)) extraKeys.push(key);
  }
  const header = [...FIXED_HEADERS[locale], ...extraKeys.map((key) => leadFieldLabel(key, locale))];
  const rows = leads.map((lead) => {
    const payload = lead.payload ?? {};
    const value = (key: string) => leadValueLabel(key, payload[key], locale);
    return [
      localDateTime(lead.createdAt),
      LEAD_TYPE_LABELS[lead.type]?.[locale] ?? lead.type,
      LEAD_STATUS_LABELS[lead.status]?.[locale] ?? lead.status,
      value('first_name'),
      value('last_name'),
      value('email'),
      value('phone'),
      leadMunicipality(payload),
      lead.listingUls ?? '',
      lead.type === 'contact_form' ? value('message') : leadSummary(lead.type, payload),
      ...extraKeys.map(value),
    ];
  });
  return [header, ...rows];
}

/** The whole export file's text for `leads` in `locale` (see the module docstring). */
export function leadsCsv(leads: readonly LeadRow[], locale: Locale): string {
  return encodeCsv(leadsCsvRows(leads, locale));
}

/** `prospects-2026-03-08.csv` (fr) / `leads-2026-03-08.csv` (en), dated in America/Toronto. */
export function leadsCsvFileName(locale: Locale, at: Date): string {
  return `${locale === 'fr' ? 'prospects' : 'leads'}-${localDateTime(at).slice(0, 10)}.csv`;
}
