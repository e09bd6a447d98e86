/**
 * Typed client of the leads inbox CMS API (server in
 * src/server/cms/leadRoutes.ts), built on {@link createCmsRequest}:
 *
 * - `list(filters)` → `GET /api/cms/leads?type&status&from&to&q&page&limit` →
 *   `{leads, total, page, limit, counts: {new, contacted, closed}}`, newest first;
 * - `get(id)` → `GET /api/cms/leads/:id` → the lead with its payload and notification state;
 * - `setStatus(id, status)` → `PATCH /api/cms/leads/:id` → the updated lead;
 * - `exportUrl(filters, lang)` → the URL of `GET /api/cms/leads/export.csv` (a same-origin link
 *   the browser downloads with the session cookie).
 *
 * Dates `from`/`to` are `YYYY-MM-DD`, inclusive days in America/Toronto. Failures reject with
 * {@link CmsApiError} (401 `unauthenticated`, 404 `not_found`, 422 `invalid_query`/`invalid_body`
 * with `fields`, status 0 `network`).
 */
import { z } from 'zod';
import { createCmsRequest, type CmsApiOptions } from './cmsApi';

export const LEAD_TYPES = ['contact_form', 'property_alert', 'property_valuation'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export const LEAD_STATUS_VALUES = ['new', 'contacted', 'closed'] as const;
export type LeadStatusValue = (typeof LEAD_STATUS_VALUES)[number];

const leadStatus = z.enum(LEAD_STATUS_VALUES);

/** A row of the inbox list. `created_at` is an ISO instant. */
export const leadListItem = z.object({
  id: z.string(),
  type: z.string(),
  status: leadStatus,
  locale: z.enum(['fr', 'en']),
  created_at: z.string(),
  listing_uls: z.string().nullable().default(null),
  name: z.string().default(''),
  email: z.string().default(''),
  phone: z.string().default(''),
  municipality: z.string().default(''),
  summary: z.string().default(''),
});
export type LeadListItem = z.infer<typeof leadListItem>;

/** Per-status counts under the other filters. */
export const leadCounts = z.object({ new: z.number(), contacted: z.number(), closed: z.number() });
export type LeadCounts = z.infer<typeof leadCounts>;

export const leadList = z.object({
  leads: z.array(leadListItem),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  counts: leadCounts,
});
export type LeadList = z.infer<typeof leadList>;

/** The notification e-mail's state: `pending` (with attempts), `sent`, `skipped` (no recipient). */
export const leadNotification = z.object({
  status: z.enum(['pending', 'sent', 'skipped']),
  attempts: z.number(),
  sent_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type LeadNotification = z.infer<typeof leadNotification>;

/**
 * A property alert's subscription and its consent record: status, ISO times (request,
 * confirmation e-mail, confirmation, unsubscription; null when not happened), the page path it was
 * asked from and the consent wording shown to the visitor.
 */
export const alertSubscription = z.object({
  status: z.enum(['pending', 'expired', 'confirmed', 'unsubscribed']),
  email: z.string(),
  locale: z.enum(['fr', 'en']),
  requested_at: z.string(),
  confirmation_sent_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
  page: z.string().nullable(),
  consent_text: z.string(),
});
export type AlertSubscription = z.infer<typeof alertSubscription>;

/** One lead with every stored field. */
export const leadDetail = z.object({
  id: z.string(),
  type: z.string(),
  status: leadStatus,
  locale: z.enum(['fr', 'en']),
  created_at: z.string(),
  updated_at: z.string(),
  listing_uls: z.string().nullable().default(null),
  payload: z.record(z.string(), z.unknown()),
  notification: leadNotification.nullable(),
  /** Property alerts only; null (or absent from older servers) otherwise. */
  alert_subscription: alertSubscription.nullish(),
});
export type LeadDetail = z.infer<typeof leadDetail>;

/** Inbox filters; empty values are left out of the query. */
export interface LeadFilters {
  type?: LeadType | '';
  status?: LeadStatusValue | '';
  from?: string;
  to?: string;
  q?: string;
}

/** The query string (with `?`, or "") of filters plus extra parameters. */
export function leadsQuery(filters: LeadFilters, extra: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) {
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text) params.set(key, text);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The leads inbox client (see the module docstring). */
export function createCmsLeadsApi(options: CmsApiOptions = {}) {
  const call = createCmsRequest(options);
  const base = (options.baseUrl ?? '/api/cms').replace(/\/$/, '');
  return {
    /** A page of leads (`page` from 1, `limit` 1–200, default 50). */
    list: (filters: LeadFilters, page = 1, limit = 50) => call('GET', `/leads${leadsQuery(filters, { page, limit })}`, leadList),
    /** One lead; 404 `not_found`. */
    get: (id: string) => call('GET', `/leads/${encodeURIComponent(id)}`, z.object({ lead: leadDetail })).then((r) => r.lead),
    /** Changes a lead's status; resolves with the updated lead. */
    setStatus: (id: string, status: LeadStatusValue) =>
      call('PATCH', `/leads/${encodeURIComponent(id)}`, z.object({ lead: leadDetail }), { status }).then((r) => r.lead),
    /** URL of the CSV export of the filtered list, headers in `lang`. */
    exportUrl: (filters: LeadFilters, lang: 'fr' | 'en') => `${base}/leads/export.csv${leadsQuery(filters, { lang })}`,
  };
}

export type CmsLeadsApi = ReturnType<typeof createCmsLeadsApi>;
