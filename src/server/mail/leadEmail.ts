/**
 * The e-mail telling the broker about a new lead: subject, plain-text and HTML bodies
 * in the site's language, listing every field of the payload with a human label, formatted values
 * (CAD amounts via src/lib/money, dates via src/lib/dates, option codes as words, yes/no), the
 * date received and a link to the QA leads inbox. Every visitor value is HTML-escaped.
 */
import type { Locale } from '../../schema/content';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { LEAD_OPTION_LABELS } from '../../schema/leadFieldLabels';
import { EMAIL_TEXTS, FIELD_LABELS, REQUEST_TYPE_LABELS, SECTION_LABELS, type LeadEmailSection } from './leadEmailLabels';
import { escapeHtml } from '../../lib/escapeHtml';

/** The lead as the e-mail needs it (a `leads` row or the same fields). */
export interface LeadEmailLead {
  id: string;
  /** `form_type`: `contact_form`, `property_alert`, `property_valuation` (others shown as is). */
  type: string;
  /** The submitted fields as stored. */
  payload: Record<string, unknown>;
  createdAt: Date | string;
  /** MLS number of the listing asked about, when any. */
  listingUls?: string | null;
}

export interface LeadEmailInput {
  lead: LeadEmailLead;
  /** The site's mail language (`metadata.mail_locale`). */
  locale: Locale;
  /** Absolute URL of the QA leads inbox, e.g. `https://julietremblay.ca/qa/leads`. */
  inboxUrl: string;
  /** Time zone of the date shown (IANA); default America/Toronto. */
  timeZone?: string;
}

/** The composed e-mail. */
export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

/** One labelled line of the body. */
interface Row {
  label: string;
  value: string;
}

const BOOLEAN_FIELDS = new Set(['consent_transaction', 'consent_marketing', 'evaluation_report', 'availability_of_report']);
const MONEY_FIELDS = new Set(['budget_min', 'budget_max']);
const SECTIONS = Object.keys(SECTION_LABELS) as LeadEmailSection[];
const FIELD_ORDER = Object.keys(FIELD_LABELS);

/** `Label : value` in French (space before the colon), `Label: value` in English. */
const labelled = (label: string, value: string, locale: Locale) => `${label}${locale === 'fr' ? ' :' : ':'} ${value}`;

function isTrue(value: unknown): boolean {
  return value === true || value === '1' || value === 'true' || value === 'on';
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Human value of one payload field in `locale`. */
function formatValue(field: string, value: unknown, locale: Locale, formType: string): string {
  if (BOOLEAN_FIELDS.has(field)) return EMAIL_TEXTS[isTrue(value) ? 'yes' : 'no'][locale];
  if (field === 'form_type') return REQUEST_TYPE_LABELS[String(value)]?.[locale] ?? String(value);
  if (MONEY_FIELDS.has(field)) {
    if (isBlank(value)) {
      if (field === 'budget_max') return EMAIL_TEXTS.noMaximum[locale];
      return formatMoney(0, locale, { tag: true });
    }
    const amount = Number(String(value).replace(/\s/g, ''));
    return Number.isFinite(amount) ? formatMoney(amount, locale, { tag: true }) : String(value);
  }
  if (field === 'property_type') {
    if (isBlank(value)) return formType === 'property_alert' ? EMAIL_TEXTS.anyType[locale] : EMAIL_TEXTS.notProvided[locale];
    return String(value)
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean)
      .map((code) => LEAD_OPTION_LABELS.property_type[code]?.[locale] ?? code)
      .join(', ');
  }
  if (isBlank(value)) return EMAIL_TEXTS.notProvided[locale];
  const options = LEAD_OPTION_LABELS[field];
  if (options && typeof value === 'string' && options[value]) return options[value][locale];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** `nb_garage` → `Nb garage` for fields without a label. */
function humanize(field: string): string {
  const words = field.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The visitor's name: first + last name, else full name, else "Visitor". */
export function visitorName(payload: Record<string, unknown>, locale: Locale): string {
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const name = [str(payload.first_name), str(payload.last_name)].filter(Boolean).join(' ') || str(payload.full_name);
  return name || EMAIL_TEXTS.anonymous[locale];
}

/** Rows of the body grouped by section, in display order; every payload field appears once. */
function sectionsOf(lead: LeadEmailLead, locale: Locale): { title: string; rows: Row[] }[] {
  const payload: Record<string, unknown> = { form_type: lead.type, ...lead.payload };
  if (lead.listingUls && payload.listing_uls === undefined && payload.uls === undefined) payload.listing_uls = lead.listingUls;
  // Consents are checkboxes: a missing one is a "no" the broker must see.
  for (const consent of ['consent_transaction', 'consent_marketing']) if (!(consent in payload)) payload[consent] = false;
  if (lead.type === 'property_alert' && !('budget_max' in payload)) payload.budget_max = '';

  const fields = Object.keys(payload).sort((a, b) => {
    const ia = FIELD_ORDER.indexOf(a);
    const ib = FIELD_ORDER.indexOf(b);
    return (ia < 0 ? Infinity : ia) - (ib < 0 ? Infinity : ib);
  });
  const grouped = new Map<LeadEmailSection, Row[]>();
  for (const field of fields) {
    const known = FIELD_LABELS[field];
    const section = known?.section ?? 'other';
    const row = { label: known?.label[locale] ?? humanize(field), value: formatValue(field, payload[field], locale, lead.type) };
    grouped.set(section, [...(grouped.get(section) ?? []), row]);
  }
  return SECTIONS.filter((s) => grouped.has(s)).map((s) => ({ title: SECTION_LABELS[s][locale], rows: grouped.get(s)! }));
}

/** Subject: `Nouveau prospect : Demande d’évaluation – Marc Gagnon` / `New lead: Property valuation request – Marc Gagnon`. */
export function leadEmailSubject(lead: Pick<LeadEmailLead, 'type' | 'payload'>, locale: Locale): string {
  const type = REQUEST_TYPE_LABELS[lead.type]?.[locale] ?? lead.type;
  const subject = `${labelled(EMAIL_TEXTS.subjectPrefix[locale], type, locale)} – ${visitorName(lead.payload, locale)}`;
  return subject.replace(/[\r\n\t]+/g, ' ');
}

/**
 * Composes the lead e-mail.
 * @throws RangeError when `lead.createdAt` is not a valid date
 */
export function buildLeadEmail(input: LeadEmailInput): LeadEmail {
  const { lead, locale, inboxUrl } = input;
  const received = formatDate(lead.createdAt, locale, 'dateTime', { timeZone: input.timeZone });
  const sections = sectionsOf(lead, locale);
  const subject = leadEmailSubject(lead, locale);

  const textLines = [EMAIL_TEXTS.intro[locale], '', labelled(EMAIL_TEXTS.receivedAt[locale], received, locale), ''];
  for (const section of sections) {
    textLines.push(section.title, '-'.repeat(section.title.length));
    for (const row of section.rows) textLines.push(labelled(row.label, row.value.replace(/\r?\n/g, '\n    '), locale));
    textLines.push('');
  }
  textLines.push(labelled(EMAIL_TEXTS.inboxCta[locale], inboxUrl, locale), '', EMAIL_TEXTS.replyHint[locale], '', '-- ', EMAIL_TEXTS.footer[locale]);
  const text = textLines.join('\n');

  const e = escapeHtml;
  const sectionHtml = sections
    .map(
      (section) => `
      <h2 style="margin:28px 0 8px;font-size:16px;color:#1f2a37">${e(section.title)}</h2>
      <table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse">${section.rows
        .map(
          (row) => `
        <tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;width:40%;font-weight:600;color:#4b5563;border-bottom:1px solid #e5e7eb">${e(row.label)}</th><td style="vertical-align:top;padding:6px 0;color:#111827;border-bottom:1px solid #e5e7eb">${e(row.value).replace(/\r?\n/g, '<br>')}</td></tr>`,
        )
        .join('')}
      </table>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:16px;background:#f5f6f8;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#111827">
  <div style="max-width:640px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px 28px">
    <h1 style="margin:0 0 8px;font-size:20px">${e(subject)}</h1>
    <p style="margin:0 0 4px">${e(EMAIL_TEXTS.intro[locale])}</p>
    <p style="margin:0;color:#4b5563">${e(labelled(EMAIL_TEXTS.receivedAt[locale], received, locale))}</p>${sectionHtml}
    <p style="margin:32px 0 16px"><a href="${e(inboxUrl)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#1f4e79;color:#ffffff;text-decoration:none;font-weight:600">${e(EMAIL_TEXTS.inboxCta[locale])}</a></p>
    <p style="margin:0;color:#4b5563">${e(EMAIL_TEXTS.replyHint[locale])}</p>
    <p style="margin:24px 0 0;font-size:13px;color:#6b7280">${e(EMAIL_TEXTS.footer[locale])}</p>
  </div>
</body>
</html>
`;
  return { subject, text, html };
}
