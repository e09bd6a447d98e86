/**
 * Page payload of the content API (spec 000 §3 "Page data from the server", §7 "Page").
 *
 * `POST /api/swc/page` and `POST /api/swc/page/{site_id}` answer this body; the HTTP status is the
 * page status (200, 301/302 with `location`, 403, 404, 500, 503).
 */
import { z } from 'zod';
import { blockList } from './block';
import { localeCode, localized } from './content';
import { theme } from './theme';

const seoEntry = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  image: z.string().optional(),
});

/** SEO data per locale (spec 000 §3 "seo"). `robots_index_rule` is a robots meta value. */
export const seo = z.object({
  global: localized(seoEntry).optional(),
  facebook: localized(seoEntry).optional(),
  twitter: localized(seoEntry).optional(),
  canonical_url: localized(z.string()).optional(),
  robots_index_rule: z.string().optional(),
  /**
   * JSON-LD objects per locale, written as
   * `<script type="application/ld+json">` in the head; site-relative `url`/`image`/`@id` values
   * are made absolute by the renderer.
   */
  structured_data: localized(z.array(z.record(z.string(), z.unknown()))).optional(),
  /**
   * An article page (blog post): `og:type` becomes `article` with `article:published_time`,
   * `article:modified_time`, `article:author`, `article:section` and `article:tag` metas.
   */
  article: z
    .object({
      published_time: z.string(),
      modified_time: z.string().optional(),
      author: z.string().optional(),
      section: localized(z.string()).optional(),
      tags: localized(z.array(z.string())).optional(),
    })
    .optional(),
  /** The blog's RSS feed per locale (site path), linked as `rel=alternate` from the head. */
  rss_url: localized(z.string()).optional(),
});
export type Seo = z.infer<typeof seo>;

/** A custom head element: meta or link, with its attributes. */
export const headElement = z.object({
  tag: z.enum(['meta', 'link']),
  attributes: z.record(z.string(), z.string()),
});

/**
 * What a site script is for, as Quebec's privacy law (Law 25) sorts tracking technologies:
 * `necessary` scripts always run; `analytics` and `marketing` ones only once the visitor has
 * consented to their category (src/lib/consent.ts).
 */
export const SCRIPT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;
export type ScriptCategory = (typeof SCRIPT_CATEGORIES)[number];

/**
 * A site script tag (admin only): external `src` or inline `content`, head or body end, in one
 * language or both, with its consent category. A tag saved without a category waits for
 * marketing consent, the strictest: nothing of unknown purpose runs before the visitor agrees.
 */
export const scriptTag = z.object({
  src: z.string().optional(),
  content: z.string().optional(),
  position: z.enum(['head', 'body']).default('head'),
  locale: localeCode.optional(),
  category: z.enum(SCRIPT_CATEGORIES).default('marketing'),
});

/** Contact form settings (spec 000 §3): consent boxes shown by default. */
/**
 * One entry of an agency's "Contact us" list (spec 000 §2 "Modals"): an office or a department the
 * visitor may write to. `recipient_type` and `recipient_slug` travel with the lead (as the contact
 * form's own recipient fields); `name` and `description` are per locale.
 */
export const contactRecipient = z.object({
  recipient_type: z.enum(['office', 'team', 'agency', 'administrative_team', 'executive_team']),
  recipient_slug: z.string().min(1),
  name: localized(z.string()),
  description: localized(z.string()).optional(),
});
export type ContactRecipient = z.infer<typeof contactRecipient>;

export const contactFormSettings = z.object({
  show_consent: z.boolean().default(true),
  contact_name: z.string().optional(),
  /** An agency's offices and departments, listed by its "Contact us" modal; empty: the form alone. */
  recipients: z.array(contactRecipient).default([]),
});
export type ContactFormSettings = z.infer<typeof contactFormSettings>;

/**
 * Mortgage calculator settings (spec 001 §5 "Mortgage calculator"): which dated rule
 * table gives the minimum down payment — the federal rules in force since 2024-12-15 (default) or
 * the spec's table (`spec-001`, 20 % from 1 000 000). The ids are those of
 * src/lib/mortgage/downPaymentRules.ts.
 */
export const mortgageCalculatorSettings = z.object({
  down_payment_rules: z.enum(['federal-2024-12-15', 'spec-001']).default('federal-2024-12-15'),
});
export type MortgageCalculatorSettings = z.infer<typeof mortgageCalculatorSettings>;

/** Which captcha protects the site's forms: self-hosted altcha by default (works offline). */
export const captchaSettings = z.object({
  provider: z.enum(['altcha', 'recaptcha', 'none']).default('altcha'),
});

/** An https origin a site may frame: `https://host[:port]`, nothing else. */
export const frameSource = z
  .string()
  .regex(/^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?$/, {
    error: 'Enter an https origin such as https://outils.example.ca (no path).',
  });

/** Site metadata (spec 000 §3 "metadata holds"). */
export const metadata = z.object({
  favicon: z.string().optional(),
  elements: z.object({ meta: z.array(headElement).default([]), link: z.array(headElement).default([]) }).default({ meta: [], link: [] }),
  tags: z.array(scriptTag).default([]),
  brand_version_2: z.boolean().default(false),
  contact_form: contactFormSettings.default({ show_consent: true, recipients: [] }),
  captcha: captchaSettings.default({ provider: 'altcha' }),
  mortgage_calculator: mortgageCalculatorSettings.default({ down_payment_rules: 'federal-2024-12-15' }),
  /** Language of the lead e-mails sent to the broker; `fr` when missing. */
  mail_locale: localeCode.optional(),
  /**
   * Origins the site's pages may frame besides the built-in ones (captcha, YouTube, Vimeo): its
   * property search tool and similar, each `https://host[:port]`; added to the page's CSP `frame-src`.
   */
  frame_sources: z.array(frameSource).max(20).optional(),
});
export type Metadata = z.infer<typeof metadata>;

/** reCAPTCHA settings; spec 000 §9 defaults: version 2, invisible, base mode. */
export const recaptcha = z.object({
  site_key: z.string().optional(),
  version: z.number().default(2),
  size: z.enum(['invisible', 'normal', 'compact']).default('invisible'),
  mode: z.enum(['base', 'enterprise']).default('base'),
});

/**
 * The content variant a page shows (spec 000 §1, §4): `preview` is true when it is seen as a
 * preview (a CMS user's session or a signed preview link), the only case its banner shows; a
 * visitor of a published variant sees its content without it.
 */
export const variant = z.object({ id: z.string(), name: z.string(), color: z.string(), preview: z.boolean().optional() });

export const siteType = z.enum(['broker', 'agency']);

/**
 * What the content API knows of a media-library image the page shows (spec 001 §4 "Images"):
 * its size in px (the `<img>`'s `width`/`height`), its tiny blurred placeholder (the box's
 * background while the image fades in over 300 ms; a WebP, PNG or JPEG data URI of base64 only,
 * so it is safe inside a CSS `url()`), and its library focal point (0–1 fractions, the centre of
 * its focal-point crops, src/lib/mediaCrops.ts).
 */
export const mediaFacts = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  placeholder: z.string().max(4096).regex(/^data:image\/(?:webp|png|jpeg);base64,[A-Za-z0-9+/]+=*$/),
  focal_point: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }),
});
export type MediaFacts = z.infer<typeof mediaFacts>;

/** The full page payload (first-load shape; later loads carry the same fields). */
export const pagePayload = z.object({
  production: z.boolean(),
  microsite_id: z.string(),
  site_id: z.string(),
  site_type: siteType.default('broker'),
  site_key: z.string(),
  /** The site's primary domain (its first public domain, else its first), from which its public URLs are built (src/lib/publicOrigin.ts); null when the API sends none. */
  primary_domain: z.string().nullable().default(null),
  recaptcha: recaptcha.nullable().default(null),
  seo: seo.default({}),
  theme: theme,
  metadata: metadata,
  header: z.object({ fields: blockList }),
  footer: z.object({ fields: blockList }),
  variant: variant.nullable().default(null),
  content: z.object({
    fields: blockList,
    override: z.object({ seo: seo.optional(), footer: z.object({ fields: blockList }).optional() }).optional(),
  }),
  alternate_paths: z.array(z.object({ locale: localeCode, path: z.string() })).default([]),
  title: localized(z.string()).default({}),
  location: z.string().nullable().default(null),
  /**
   * Facts of the media-library images the payload shows, by content hash (the 32 hex characters
   * of their `/media/{hash}-…` URLs). An extension of the spec's payload: a content API without a
   * media library sends none, and its images simply have no placeholder, size or crops.
   */
  media_library: z.record(z.string().regex(/^[0-9a-f]{32}$/), mediaFacts).optional(),
});
export type PagePayload = z.infer<typeof pagePayload>;

/** Body of `POST /page` (first load, site found by domain). */
export const pageByDomainRequest = z.object({
  path: z.string().startsWith('/'),
  query: z.record(z.string(), z.string()).optional(),
  domain_name: z.string().min(1),
  /** `false` asks for the draft (QA preview); honoured only with a CMS session. */
  production: z.boolean().optional(),
});

/** Body of `POST /page/{site_id}`. */
export const pageBySiteRequest = z.object({
  path: z.string().startsWith('/'),
  query: z.record(z.string(), z.string()).optional(),
  production: z.boolean().default(true),
});
