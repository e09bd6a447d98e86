/**
 * Parsing the query string of `GET /{microsite_id}/articles` (spec 001 §7), strictly: an unknown
 * parameter, a repeated one or a bad value is reported per parameter (the route answers 422),
 * never thrown.
 *
 * - `language`: `fr` or `en`; default the `Content-Language` locale (French by default).
 * - `page`: ≥ 1, default 1. `limit`: 1–{@link ARTICLES_MAX_LIMIT}, default {@link ARCHIVE_PAGE_SIZE}.
 * - `order`: `desc` (newest first, default) or `asc`, by publication date.
 * - `categories`: comma-separated category ids (at most 100); absent or empty: every category.
 * - `with_categories`: `1`/`true` adds `data.categories`; `0`/`false` or absent does not.
 * Empty values count as absent.
 */
import { z } from 'zod';
import { ARCHIVE_PAGE_SIZE, ARTICLES_MAX_LIMIT } from '../../../schema/blog';

/** A parsed `GET /articles` query. */
export interface ParsedArticlesQuery {
  language: 'fr' | 'en';
  page: number;
  limit: number;
  order: 'asc' | 'desc';
  categoryIds: number[];
  withCategories: boolean;
}

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`));

const paramSchemas = {
  language: z.enum(['fr', 'en'], { error: 'Expected fr or en' }),
  page: wholeNumber(1, 100_000),
  limit: wholeNumber(1, ARTICLES_MAX_LIMIT),
  order: z.enum(['asc', 'desc'], { error: 'Expected asc or desc' }),
  categories: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'Expected comma-separated category ids')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(z.number().int().min(1, 'Category ids start at 1')).max(100, 'At most 100 categories')),
  with_categories: z.enum(['1', 'true', '0', 'false'], { error: 'Expected 1, true, 0 or false' }),
} as const;

type ParamName = keyof typeof paramSchemas;
const isParamName = (name: string): name is ParamName => Object.hasOwn(paramSchemas, name);

/**
 * Parses `queries` (every value of every parameter, as Hono's `c.req.queries()` gives them).
 * @param defaultLanguage the request's `Content-Language` locale.
 */
export function parseArticlesQuery(
  queries: Record<string, string[]>,
  defaultLanguage: 'fr' | 'en',
): { ok: true; query: ParsedArticlesQuery } | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const values: Partial<Record<ParamName, unknown>> = {};
  for (const [name, raw] of Object.entries(queries)) {
    if (!isParamName(name)) {
      errors[name] = ['Unknown parameter'];
      continue;
    }
    const present = raw.filter((value) => value !== '');
    if (present.length === 0) continue;
    if (present.length > 1) {
      errors[name] = ['Expected at most one value'];
      continue;
    }
    const parsed = paramSchemas[name].safeParse(present[0]);
    if (parsed.success) values[name] = parsed.data;
    else errors[name] = parsed.error.issues.map((issue) => issue.message);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const withCategories = values.with_categories as string | undefined;
  return {
    ok: true,
    query: {
      language: (values.language as 'fr' | 'en' | undefined) ?? defaultLanguage,
      page: (values.page as number | undefined) ?? 1,
      limit: (values.limit as number | undefined) ?? ARCHIVE_PAGE_SIZE,
      order: (values.order as 'asc' | 'desc' | undefined) ?? 'desc',
      categoryIds: (values.categories as number[] | undefined) ?? [],
      withCategories: withCategories === '1' || withCategories === 'true',
    },
  };
}
