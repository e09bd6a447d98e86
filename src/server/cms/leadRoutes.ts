/**
 * `/api/cms/leads`, after the origin, site and user guards; editors and
 * admins alike. The site is the request's Host site.
 *
 * | route                                   | answer                                                  |
 * |-----------------------------------------|---------------------------------------------------------|
 * | `GET /?type&status&from&to&q&page&limit`| `{leads: [row], total, page, limit, counts: {new, contacted, closed}}`, newest first |
 * | `GET /export.csv?<same filters>&lang`   | `text/csv; charset=utf-8` with BOM, attachment `leads-YYYY-MM-DD.csv` |
 * | `GET /:id`                              | `{lead: {..., payload, notification \| null, alert_subscription \| null}}`; 404 |
 * | `PATCH /:id {status}`                   | `{lead}`; 404; audited `lead.status_change`            |
 *
 * Filters: `type` one of contact_form, property_alert, property_valuation; `status` new,
 * contacted, closed; `from`/`to` `YYYY-MM-DD` inclusive days in America/Toronto; `q` text in the
 * name, e-mail or phone; `page` from 1; `limit` 1–200 (default 50). A bad query answers 422
 * `invalid_query` with field messages.
 *
 * A property alert's detail carries its subscription's consent record (`alert_subscription`, see
 * {@link alertSubscriptionDetail}); null for other leads, or when the subscription expired unconfirmed
 * and was deleted.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ALERT_CONFIRMATION_TTL_MS } from '../../schema/alertConsent';
import { LEAD_FORM_TYPES } from '../../schema/leadForms';
import type { Database } from '../db/client';
import { commitDocumentWrite } from '../documents/documentWrite';
import { allInboxLeads, findInboxLead, listInboxLeads, setLeadStatus, type LeadInboxFilters } from '../db/repositories/leadInbox';
import { findSavedSearchByLead } from '../db/repositories/savedSearches';
import { LEAD_STATUSES, type LeadNotificationRow, type LeadRow, type SavedSearchRow } from '../db/schema';
import type { CmsEnv } from './env';
import { emptyAsUndefined, pageQueryFields } from './listQuery';
import { cmsError, parseBody, zodFieldMessages } from './errors';
import { leadMunicipality, leadName, leadSummary } from './leadSummary';
import { leadsCsv, leadsCsvFileName } from './leadsCsv';

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 is refused). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the YYYY-MM-DD format.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'This day does not exist.');

const filtersQuery = z
  .object({
    type: z.preprocess(emptyAsUndefined, z.enum(LEAD_FORM_TYPES).optional()),
    status: z.preprocess(emptyAsUndefined, z.enum(LEAD_STATUSES).optional()),
    from: z.preprocess(emptyAsUndefined, day.optional()),
    to: z.preprocess(emptyAsUndefined, day.optional()),
    q: z.string().max(200, 'At most 200 characters.').optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], message: 'The end day is before the start day.' });

const listQuery = z.intersection(
  filtersQuery,
  z.object({
    ...pageQueryFields,
  }),
);

const exportQuery = z.intersection(filtersQuery, z.object({ lang: z.preprocess(emptyAsUndefined, z.enum(['fr', 'en']).default('fr')) }));

const statusBody = z.object({ status: z.enum(LEAD_STATUSES, { error: 'Choose new, contacted or closed.' }) });

/** 422 `invalid_query` with per-parameter messages, or the parsed query. */
function parseQuery<T extends z.ZodType>(c: Context, schema: T): { ok: true; data: z.output<T> } | { ok: false; response: Response } {
  const parsed = schema.safeParse(c.req.query());
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, response: cmsError(c, 422, 'invalid_query', 'Some filters are invalid.', { fields: zodFieldMessages(parsed.error) }) };
}

const filtersOf = (f: z.output<typeof filtersQuery>): LeadInboxFilters => ({ type: f.type, status: f.status, from: f.from, to: f.to, q: f.q });

/** A list row of the inbox. */
export function leadListItem(lead: LeadRow) {
  const payload = lead.payload ?? {};
  const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : '');
  return {
    id: lead.id,
    type: lead.type,
    status: lead.status,
    locale: lead.locale,
    created_at: lead.createdAt.toISOString(),
    listing_uls: lead.listingUls ?? null,
    name: leadName(payload),
    email: text('email'),
    phone: text('phone'),
    municipality: leadMunicipality(payload),
    summary: leadSummary(lead.type, payload),
  };
}

/**
 * The consent record of an alert subscription as the inbox shows it: `status` `pending` (not
 * confirmed yet), `expired` (pending for 7 days or more at `now`), `confirmed` or `unsubscribed`;
 * ISO times of the request, the confirmation e-mail, the confirmation and the unsubscription
 * (null when not happened); the page path it was asked from and the consent wording shown then.
 */
export function alertSubscriptionDetail(search: SavedSearchRow, now: Date) {
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  const expired = !search.confirmedAt && now.getTime() - search.consentRequestedAt.getTime() >= ALERT_CONFIRMATION_TTL_MS;
  const status = search.unsubscribedAt ? 'unsubscribed' : search.confirmedAt ? 'confirmed' : expired ? 'expired' : 'pending';
  return {
    status,
    email: search.email,
    locale: search.locale,
    requested_at: search.consentRequestedAt.toISOString(),
    confirmation_sent_at: iso(search.confirmationSentAt),
    confirmed_at: iso(search.confirmedAt),
    unsubscribed_at: iso(search.unsubscribedAt),
    page: search.consentPage ?? null,
    consent_text: search.consentText,
  };
}

/**
 * The detail of a lead: every stored field plus the notification e-mail's state and, for a
 * property alert, its subscription's consent record ({@link alertSubscriptionDetail}).
 */
export function leadDetail(lead: LeadRow, notification: LeadNotificationRow | null, subscription: SavedSearchRow | null = null, now: Date = new Date()) {
  return {
    id: lead.id,
    type: lead.type,
    status: lead.status,
    locale: lead.locale,
    created_at: lead.createdAt.toISOString(),
    updated_at: lead.updatedAt.toISOString(),
    listing_uls: lead.listingUls ?? null,
    payload: lead.payload ?? {},
    notification: notification
      ? {
          status: notification.status,
          attempts: notification.attempts,
          sent_at: notification.sentAt ? notification.sentAt.toISOString() : null,
          last_error: notification.lastError ?? null,
        }
      : null,
    alert_subscription: subscription ? alertSubscriptionDetail(subscription, now) : null,
  };
}

export interface LeadRoutesOptions {
  db: Database;
  now: () => Date;
}

/** The leads inbox routes (mounted at `/leads`, after the origin, site and user guards). */
export function createLeadRoutes({ db, now }: LeadRoutesOptions): Hono<CmsEnv> {
  const app = new Hono<CmsEnv>();
  const notFound = (c: Context) => cmsError(c, 404, 'not_found', 'This lead does not exist.');
  const subscriptionOf = (lead: LeadRow) => (lead.type === 'property_alert' ? findSavedSearchByLead(db, lead.id) : Promise.resolve(null));

  app.get('/', async (c) => {
    const query = parseQuery(c, listQuery);
    if (!query.ok) return query.response;
    const { page, limit } = query.data;
    const result = await listInboxLeads(db, c.get('site').id, filtersOf(query.data), page, limit);
    return c.json({ leads: result.leads.map(leadListItem), total: result.total, page, limit, counts: result.counts });
  });

  app.get('/export.csv', async (c) => {
    const query = parseQuery(c, exportQuery);
    if (!query.ok) return query.response;
    const rows = await allInboxLeads(db, c.get('site').id, filtersOf(query.data));
    const fileName = leadsCsvFileName(query.data.lang, now());
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${fileName}"`);
    c.header('Cache-Control', 'no-store');
    return c.body(leadsCsv(rows, query.data.lang));
  });

  app.get('/:id', async (c) => {
    const found = await findInboxLead(db, c.get('site').id, c.req.param('id'));
    if (!found) return notFound(c);
    return c.json({ lead: leadDetail(found.lead, found.notification, await subscriptionOf(found.lead), now()) });
  });

  app.patch('/:id', async (c) => {
    const body = await parseBody(c, statusBody);
    if (!body.ok) return body.response;
    const site = c.get('site');
    const found = await findInboxLead(db, site.id, c.req.param('id'));
    if (!found) return notFound(c);
    const previous = found.lead.status;
    // A lead is no public content: its status change is audited, nothing is announced.
    const updated = await commitDocumentWrite(db, async (tx) => {
      const row = await setLeadStatus(tx, site.id, found.lead.id, body.data.status, now());
      const audit =
        row && previous !== row.status ? { user: c.get('user'), action: 'lead.status_change', entity: 'lead', entityId: row.id, summary: { from: previous, to: row.status, type: row.type } } : null;
      return { result: row, audit, change: null };
    });
    if (!updated) return notFound(c);
    return c.json({ lead: leadDetail(updated, found.notification, await subscriptionOf(updated), now()) });
  });

  return app;
}
