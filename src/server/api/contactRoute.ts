/**
 * `POST /{microsite_id}/contact` (spec 000 §7 "Contact", spec 001 §7 alert and valuation payloads).
 *
 * Form-encoded (multipart and JSON also accepted) body, parsed with the schema of its `form_type`
 * ({@link parseLeadSubmission}: `contact_form`, `property_alert`, `property_valuation`). Answers:
 * - 401 `{ message }` without `X-Site-Key`, 404 for an unknown microsite, 403 for a wrong key;
 * - 200 `{ status: 'success' }` for a filled honeypot (`website`), storing nothing;
 * - 422 `{ status: 'error', errors: { field: [message keys] } }` for an unknown `form_type`,
 *   invalid fields, an alert municipality that is not in the municipalities table
 *   (`municipality: ['lead-form.errors.invalid-format']`) or a captcha that does not verify
 *   (`recaptcha_response: ['contact-form.message.errors.captcha-invalid']`, also for a reused or
 *   expired token); nothing is stored;
 * - 200 `{ status: 'success' }` after storing the lead — and, for an alert, its saved search in the
 *   same transaction — then `onLeadStored(lead)` (the e-mail outbox) is called.
 * - For an alert, the saved search is stored pending with its consent record (request time, the
 *   form's `page`, the consent wording in the visitor's language, {@link ALERT_CONSENT_WORDING}),
 *   its confirmation e-mail is sent ({@link AlertConfirmationMailer}), and the answer says whether it
 *   went out: `{ status: 'success', alert_confirmation: 'sent' | 'not_sent' }` (`not_sent` without
 *   SMTP or when the send failed; the subscription stays pending either way).
 * (429 comes from the rate-limit middleware before this handler, see rateLimit.ts.)
 */
import type { Context } from 'hono';
import { ALERT_CONSENT_WORDING, type AlertConfirmationOutcome } from '../../schema/alertConsent';
import { LEAD_INVALID_FORMAT } from '../../schema/leadForms';
import type { AlertConfirmationMailer } from '../alerts/confirmationMailer';
import type { CaptchaVerifier } from '../captcha/types';
import type { Database } from '../db/client';
import { insertLead } from '../db/repositories/leads';
import { resolveMunicipalityCodes } from '../db/repositories/municipalities';
import { insertSavedSearch } from '../db/repositories/savedSearches';
import type { LeadRow, SavedSearchRow } from '../db/schema';
import { alertCriteria, type AlertCriteria } from './alertSavedSearch';
import { parseLeadSubmission } from './leadSubmission';
import { contentLanguage, siteFromKey } from './siteAccess';

/** i18n key of a captcha that does not verify. */
export const CAPTCHA_INVALID = 'contact-form.message.errors.captcha-invalid';

/** The body as a flat record of strings (files and non-string JSON values dropped). */
async function readFormBody(c: Context): Promise<Record<string, string | boolean> | null> {
  const type = c.req.header('content-type') ?? '';
  try {
    const raw: Record<string, unknown> = type.includes('application/json')
      ? ((await c.req.json()) as Record<string, unknown>)
      : ((await c.req.parseBody()) as Record<string, unknown>);
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
    const body: Record<string, string | boolean> = Object.create(null);
    for (const [key, value] of Object.entries(raw)) {
      if (typeof value === 'string' || typeof value === 'boolean') body[key] = value;
    }
    return body;
  } catch {
    return null;
  }
}

/** `fr`/`en` from a Content-Language header (`en-CA` → `en`), else undefined. */
export interface ContactRouteDeps {
  db: Database;
  captcha: CaptchaVerifier;
  /** The visitor's IP address, when the transport knows it (sent to reCAPTCHA). */
  remoteIp: (c: Context) => string | null;
  /** See `ContentApiOptions.onLeadStored`. */
  onLeadStored?: (lead: LeadRow) => void | Promise<void>;
  /** Sends the confirmation e-mail of a new alert subscription; omitted: none is sent (`not_sent`). */
  alertConfirmations?: Pick<AlertConfirmationMailer, 'send'>;
}

/** The contact handler (all three form types). */
export async function contactHandler(c: Context, deps: ContactRouteDeps) {
  const { db, captcha } = deps;
  const access = await siteFromKey(c, db);
  if (!access.ok) return access.response;
  const { site } = access;

  const body = await readFormBody(c);
  if (!body) return c.json({ status: 'error', errors: { _body: ['Unreadable body'] } }, 422);

  // Honeypot: bots fill every field; answer like a success and keep nothing.
  if (typeof body.website === 'string' && body.website.trim() !== '') return c.json({ status: 'success' });

  const sent = new Set(Object.keys(body));
  if (body.locale === undefined) {
    const locale = contentLanguage(c);
    if (locale) body.locale = locale;
  }
  const parsed = parseLeadSubmission(body, sent);
  if (!parsed.ok) return c.json({ status: 'error', errors: parsed.errors }, 422);
  const { submission, payload, locale, captchaToken, listingUls } = parsed.lead;

  // Resolved before the captcha so that a refused alert does not burn the visitor's token.
  let alert: { criteria: AlertCriteria; codes: string[] } | null = null;
  if (submission.formType === 'property_alert') {
    const criteria = alertCriteria(submission.data);
    const resolved = await resolveMunicipalityCodes(db, criteria.municipalityNames);
    if (resolved.unknown.length > 0) {
      return c.json({ status: 'error', errors: { municipality: [LEAD_INVALID_FORMAT] } }, 422);
    }
    alert = { criteria, codes: resolved.codes };
  }

  const verdict = await captcha.verify(site, captchaToken, deps.remoteIp(c));
  if (!verdict.ok) {
    if (verdict.reason) console.warn(`[contact] captcha refused for ${site.micrositeId}: ${verdict.reason}`);
    return c.json({ status: 'error', errors: { recaptcha_response: [CAPTCHA_INVALID] } }, 422);
  }

  const { lead, subscription } = await db.transaction(async (tx) => {
    const row = await insertLead(tx, { siteId: site.id, type: submission.formType, payload, locale, listingUls });
    let search: SavedSearchRow | null = null;
    if (alert) {
      const { criteria, codes } = alert;
      search = await insertSavedSearch(tx, {
        siteId: site.id,
        leadId: row.id,
        email: criteria.email,
        firstName: criteria.firstName,
        locale: criteria.locale,
        municipalityCodes: codes,
        propertyTypes: criteria.propertyTypes,
        priceMin: criteria.priceMin,
        priceMax: criteria.priceMax,
        bedrooms: criteria.bedrooms,
        bathrooms: criteria.bathrooms,
        consentPage: criteria.page,
        consentText: ALERT_CONSENT_WORDING[criteria.locale],
      });
    }
    return { lead: row, subscription: search };
  });
  await notifyLeadStored(deps, lead);
  if (!subscription) return c.json({ status: 'success' });
  const confirmation: AlertConfirmationOutcome = deps.alertConfirmations ? await deps.alertConfirmations.send(subscription, site) : 'not_sent';
  return c.json({ status: 'success', alert_confirmation: confirmation });
}

/** Runs `onLeadStored`; a failure there is logged only (the lead is stored, the visitor is answered). */
export async function notifyLeadStored(deps: Pick<ContactRouteDeps, 'onLeadStored'>, lead: LeadRow): Promise<void> {
  try {
    await deps.onLeadStored?.(lead);
  } catch (error) {
    console.error(`[contact] lead ${lead.id} stored; notification failed to queue`, error);
  }
}
