/**
 * Error answers of the CMS API: `{ error: code, message, fields?, ...extra }`.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { findUnstorableText } from '../http/requestText';

/** Answers an error with its HTTP status, code and message, plus extra members (`retry_after_s`...). */
export function cmsError(c: Context, status: ContentfulStatusCode, code: string, message: string, extra: Record<string, unknown> = {}) {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: code, message, ...extra }, status);
}

/** Per-field messages of a zod error: `{ 'title.fr': ['...'] }`; whole-body issues under `_body`. */
export function zodFieldMessages(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_body';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Per-field messages of a zod error on a part of the body: `{ 'content.fields.0.title': ['...'] }` for `prefix` `content`. */
export function fieldMessagesUnder(error: z.ZodError, prefix: string): Record<string, string[]> {
  return Object.fromEntries(Object.entries(zodFieldMessages(error)).map(([key, messages]) => [`${prefix}.${key}`, messages]));
}

/** 422 `invalid_body` with the zod issues as field messages. */
export function invalidBody(c: Context, error: z.ZodError) {
  return cmsError(c, 422, 'invalid_body', 'Some fields are invalid.', { fields: zodFieldMessages(error) });
}

/**
 * 422 `invalid_document`: a page document (draft, variant, version) that does not parse as a whole,
 * with its issues as field messages under `prefix` (e.g. `content.override.footer.fields`).
 */
export function invalidDocument(c: Context, error: z.ZodError, prefix = 'content') {
  const fields = fieldMessagesUnder(error, prefix);
  return cmsError(c, 422, 'invalid_document', 'This content has invalid parts: fix them before continuing.', { fields });
}

/**
 * 422 `invalid_document` for keys no block schema reads (see `unknownKeyFields`): `fields` maps
 * each key's path to its message. `null` when there are none, so a route can write
 * `const refused = unknownKeysAnswer(c, fields); if (refused) return refused;`.
 */
export function unknownKeysAnswer(c: Context, fields: Record<string, string[]>): Response | null {
  if (Object.keys(fields).length === 0) return null;
  return cmsError(c, 422, 'invalid_document', 'This content has parts no block reads: remove them before saving.', { fields });
}

/**
 * Reads and validates a JSON body.
 * @returns the parsed value, or a 422 Response (not JSON, or zod issues) to return as is
 */
export async function parseBody<T extends z.ZodType>(c: Context, schema: T): Promise<{ ok: true; data: z.output<T> } | { ok: false; response: Response }> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text ? JSON.parse(text) : {};
  } catch {
    return { ok: false, response: cmsError(c, 422, 'invalid_body', 'The body is not valid JSON.', { fields: { _body: ['Invalid JSON'] } }) };
  }
  const unstorable = findUnstorableText(raw);
  if (unstorable) {
    // A NUL keeps its historical 400; the rest is a 422 naming the field.
    const status = unstorable.reason === 'nul' ? 400 : 422;
    return { ok: false, response: cmsError(c, status, 'invalid_text', unstorable.message, { fields: { [unstorable.path || '_body']: [unstorable.message] } }) };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, response: invalidBody(c, parsed.error) };
  return { ok: true, data: parsed.data };
}
