/**
 * `POST /{microsite_id}/contact` (spec 000 §7 "Contact", issue 2 §2 and §6).
 *
 * Form-encoded (multipart and JSON also accepted) body parsed with `contactSubmission`
 * (src/schema/contact.ts). Answers:
 * - 401 `{ message }` without `X-Site-Key`, 404 for an unknown microsite, 403 for a wrong key;
 * - 200 `{ status: 'success' }` for a filled honeypot (`website`), storing nothing;
 * - 422 `{ status: 'error', errors: { field: [message keys] } }` for invalid fields or a captcha
 *   that does not verify (`recaptcha_response: ['contact-form.message.errors.captcha-invalid']`);
 *   nothing is stored;
 * - 200 `{ status: 'success' }` after storing a `contact_form` lead.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { contactSubmission } from '../../schema/contact';
import type { CaptchaVerifier } from '../captcha/types';
import type { Database } from '../db/client';
import { insertLead } from '../db/repositories/leads';
import type { LeadRow } from '../db/schema';
import { findSiteByMicrositeId } from '../db/repositories/sites';
import { fieldErrors } from './validation';

/** i18n key of a captcha that does not verify. */
export const CAPTCHA_INVALID = 'contact-form.message.errors.captcha-invalid';

/** Constant-time comparison of two secrets (hashing first equalises the lengths). */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

/** The body as a flat record of strings (files and non-string JSON values dropped). */
async function readFormBody(c: Context): Promise<Record<string, string | boolean> | null> {
  const type = c.req.header('content-type') ?? '';
  try {
    const raw: Record<string, unknown> = type.includes('application/json')
      ? ((await c.req.json()) as Record<string, unknown>)
      : ((await c.req.parseBody()) as Record<string, unknown>);
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
    const body: Record<string, string | boolean> = {};
    for (const [key, value] of Object.entries(raw)) {
      if (typeof value === 'string' || typeof value === 'boolean') body[key] = value;
    }
    return body;
  } catch {
    return null;
  }
}

/** `fr`/`en` from a Content-Language header (`en-CA` → `en`), else undefined. */
function localeFromHeader(value: string | undefined): 'fr' | 'en' | undefined {
  const lang = value?.trim().slice(0, 2).toLowerCase();
  return lang === 'fr' || lang === 'en' ? lang : undefined;
}

export interface ContactRouteDeps {
  db: Database;
  captcha: CaptchaVerifier;
  /** The visitor's IP address, when the transport knows it. */
  remoteIp: (c: Context) => string | null;
  /** See `ContentApiOptions.onLeadStored`. */
  onLeadStored?: (lead: LeadRow) => void | Promise<void>;
}

/** The contact handler. */
export async function contactHandler(c: Context, deps: ContactRouteDeps) {
  const { db, captcha } = deps;
  const key = c.req.header('x-site-key');
  if (!key) return c.json({ status: 'error', message: 'Missing X-Site-Key header' }, 401);
  const site = await findSiteByMicrositeId(db, c.req.param('microsite_id') ?? '');
  if (!site) return c.json({ status: 'error', message: 'Site not found' }, 404);
  if (!safeEqual(key, site.siteKey)) return c.json({ status: 'error', message: 'Invalid site key' }, 403);

  const body = await readFormBody(c);
  if (!body) return c.json({ status: 'error', errors: { _body: ['Unreadable body'] } }, 422);

  // Honeypot: bots fill every field; answer like a success and keep nothing.
  if (typeof body.website === 'string' && body.website.trim() !== '') return c.json({ status: 'success' });

  if (body.locale === undefined) {
    const locale = localeFromHeader(c.req.header('content-language'));
    if (locale) body.locale = locale;
  }
  const parsed = contactSubmission.safeParse(body);
  if (!parsed.success) return c.json({ status: 'error', errors: fieldErrors(parsed.error) }, 422);

  const verdict = await captcha.verify(site, parsed.data.recaptcha_response, deps.remoteIp(c));
  if (!verdict.ok) {
    if (verdict.reason) console.warn(`[contact] captcha refused for ${site.micrositeId}: ${verdict.reason}`);
    return c.json({ status: 'error', errors: { recaptcha_response: [CAPTCHA_INVALID] } }, 422);
  }

  const { recaptcha_response: _token, website: _honeypot, ...fields } = parsed.data;
  const lead = await insertLead(db, { siteId: site.id, type: parsed.data.form_type, payload: fields, locale: parsed.data.locale });
  await notifyLeadStored(deps, lead);
  return c.json({ status: 'success' });
}

/** Runs `onLeadStored`; a failure there is logged only (the lead is stored, the visitor is answered). */
export async function notifyLeadStored(deps: Pick<ContactRouteDeps, 'onLeadStored'>, lead: LeadRow): Promise<void> {
  try {
    await deps.onLeadStored?.(lead);
  } catch (error) {
    console.error(`[contact] lead ${lead.id} stored; notification failed to queue`, error);
  }
}
