/**
 * A feed connection as an admin gives it (QA screen, `npm run feed -- connect`), parsed before
 * anything is stored: the service root (https; http only on this machine, for a local test feed),
 * OAuth 2.0 client credentials or a static bearer token, and the optional OData `$filter` of the
 * site's listings.
 */
import { z } from 'zod';
import { isFeedUrl, RESO_FIELD_NAME } from '../../schema/feedConnection';

/** An absolute https URL, or http on loopback. */
const feedUrl = (what: string) =>
  z
    .string()
    .trim()
    .url({ message: `${what} must be an absolute URL` })
    .refine(isFeedUrl, `${what} must use https (http only for localhost)`);

/** A RESO field name (`PublicRemarksFrench`); empty means none. */
const resoFieldName = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string()
    .trim()
    .regex(RESO_FIELD_NAME, 'A field name is letters, digits and _ (at most 64), as the feed names it')
    .optional(),
);

/** The connection fields, secrets included (they are stored, never shown again). */
export const feedConnectionInput = z.object({
  serviceRoot: feedUrl('The service root URL').transform((value) => value.replace(/\/+$/, '')),
  auth: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('oauth'),
      tokenUrl: feedUrl('The token URL'),
      clientId: z.string().trim().min(1, 'The client id is required'),
      clientSecret: z.string().min(1, 'The client secret is required'),
    }),
    z.object({ kind: z.literal('bearer'), token: z.string().min(1, 'The bearer token is required') }),
  ]),
  filter: z
    .string()
    .trim()
    .max(2000, 'The filter is too long (2 000 characters at most)')
    .nullish()
    .transform((value) => value || null),
  /** The remarks field map (feeds with French and English remarks in separate fields) and the language of `PublicRemarks`. */
  remarks: z
    .object({
      fields: z.object({ fr: resoFieldName, en: resoFieldName }).default({}),
      language: z.enum(['fr', 'en']).nullish().transform((value) => value ?? null),
    })
    .nullish()
    .transform((value) => ({ fields: value?.fields ?? {}, language: value?.language ?? null })),
});

/** A parsed connection. */
export type FeedConnectionInput = z.output<typeof feedConnectionInput>;
