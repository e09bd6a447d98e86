/**
 * Turning zod failures into the API's 422 bodies: `{ errors: { field: [messages] } }`.
 * Issues without a path (the whole body) are listed under `_body`.
 */
import type { z } from 'zod';

/** Per-field messages of a zod error, keyed by the issue's first path segment. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_body';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
