/**
 * Query fields shared by the CMS list routes (leads, listings): an empty value is no filter, and
 * `page` from 1 / `limit` 1–200 (default 50), with field messages for a bad value.
 */
import { z } from 'zod';

/** `''` (a cleared filter in a URL) → undefined. */
export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `page` and `limit` of a list query. */
export const pageQueryFields = {
  page: z.preprocess(emptyAsUndefined, z.coerce.number().int('Use a whole number.').min(1, 'At least 1.').max(100_000).default(1)),
  limit: z.preprocess(emptyAsUndefined, z.coerce.number().int('Use a whole number.').min(1, 'At least 1.').max(200, 'At most 200.').default(50)),
};
