/**
 * Site settings as stored in `sites.settings` (jsonb): `{ theme, seo, metadata, recaptcha }` in
 * the shapes of src/schema/page.ts (spec 000 §3 "Theme", "seo", "metadata holds").
 *
 * The only server-side addition is `recaptcha.secret_key`, the Google reCAPTCHA secret used by
 * the server to verify tokens; it is never sent to the browser (see `publicRecaptcha`).
 */
import { z } from 'zod';
import { frozenMemo } from '../../lib/frozenMemo';
import { metadata, recaptcha, seo } from '../../schema/page';
import { theme } from '../../schema/theme';

/** Stored reCAPTCHA settings: the public ones plus the server-only `secret_key`. */
export const storedRecaptcha = recaptcha.extend({ secret_key: z.string().optional() });

/** The `sites.settings` column. Parsing applies the spec's defaults. */
export const siteSettings = z.object({
  theme: theme.default({} as never),
  seo: seo.default({}),
  metadata: metadata.default({} as never),
  recaptcha: storedRecaptcha.nullable().default(null),
});
export type SiteSettings = z.input<typeof siteSettings>;
export type ParsedSiteSettings = z.output<typeof siteSettings>;

/**
 * A site row's `settings` parsed with {@link siteSettings} (`{}` when null). The settings of a row
 * kept between renders (frozen: src/server/pageCache/publishedReads.ts) are parsed once, and the
 * result, frozen too, is read only.
 * @throws ZodError when the stored settings are unreadable
 */
export const parsedSiteSettings: (settings: unknown) => ParsedSiteSettings = frozenMemo((settings) => siteSettings.parse(settings ?? {}));

/**
 * The reCAPTCHA object of the page payload: null unless the site has a Google site key; the
 * server-only secret is removed.
 */
export function publicRecaptcha(settings: ParsedSiteSettings): z.output<typeof recaptcha> | null {
  if (!settings.recaptcha?.site_key) return null;
  const { secret_key: _secret, ...rest } = settings.recaptcha;
  return rest;
}
