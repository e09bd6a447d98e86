/**
 * SEO head of a page (spec 000 §3 "seo", "metadata holds"; §9 "og:locale", "Twitter card",
 * "canonical URL drops a leading www.").
 *
 * Builds the route `head()` result from a page payload: title, description, Open Graph
 * (og:title, og:description, og:image, og:locale `{locale}_CA`, og:type, og:url), Twitter
 * `summary` card, canonical link, robots rule, hreflang alternates (fr-CA, en-CA, x-default),
 * favicon, the site's custom meta/link elements, its script tags (head and body) and the page's
 * JSON-LD (`seo.structured_data`, then the `FAQPage` of the page's Q&A blocks).
 */
import { mediaAddress } from '../../lib/mediaBase';
import { CONSENT_CATEGORY_ATTRIBUTE, CONSENT_SOURCE_ATTRIBUTE, needsConsent } from '../../lib/consent';
import { sitePublicOrigin } from '../../lib/publicOrigin';
import { faqStructuredData } from '../../blocks/content/qa_block/faqStructuredData';
import { DEFAULT_FAVICON, brandVersionOf } from '../../lib/brandAssets';
import { LOCALE_ISO, type Locale } from '../../lib/locales';
import type { PagePayload, Seo } from '../../schema/page';

export type HeadMeta = Record<string, string>;
export type HeadLink = Record<string, string>;
export interface HeadScript {
  src?: string;
  children?: string;
  /** `application/ld+json` for structured data, `text/plain` for a script waiting for consent; omitted for JavaScript. */
  type?: string;
  /** The consent category an inert script waits for (src/lib/consent.ts). */
  [CONSENT_CATEGORY_ATTRIBUTE]?: string;
  /** The address of an inert external script. */
  [CONSENT_SOURCE_ATTRIBUTE]?: string;
}

/**
 * A site script tag as written into the page: as it is when necessary; otherwise inert
 * (`text/plain`, its address kept aside so nothing is fetched), marked with its category, for the
 * consent manager to run once the visitor agrees (Quebec's Law 25).
 */
function siteScript(tag: { src?: string; content?: string; category?: string }): HeadScript {
  if (!needsConsent(tag.category)) return tag.src ? { src: tag.src } : { children: tag.content };
  const inert: HeadScript = { type: 'text/plain', [CONSENT_CATEGORY_ATTRIBUTE]: tag.category ?? 'marketing' };
  // An empty body still makes a script element (the head renders none with neither a source nor a body).
  return tag.src ? { ...inert, [CONSENT_SOURCE_ATTRIBUTE]: tag.src, children: '' } : { ...inert, children: tag.content };
}

export interface PageHead {
  meta: HeadMeta[];
  links: HeadLink[];
  /** Script tags placed in the head. */
  scripts: HeadScript[];
  /** Script tags placed at the end of the body. */
  bodyScripts: HeadScript[];
}

export interface PageHeadOptions {
  locale: Locale;
  /** The origin the request was addressed to (`http://127.0.0.1:3000`); public URLs use the payload's `primary_domain` (see {@link sitePublicOrigin}) and this only without one. */
  origin: string;
  /** Current path without query string and trailing slash, e.g. `/fr/a-propos`. */
  path: string;
  /** MEDIA_BASE_URL (no trailing slash): the shared images of media-library files come from there. */
  mediaBase?: string;
}

/** Removes a leading `www.` from the host of an absolute URL (spec 000 §9). */
export function stripWww(url: string): string {
  return url.replace(/^(https?:\/\/)www\./i, '$1');
}

function absolute(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

function mergedSeo(payload: PagePayload): Seo {
  const base = payload.seo ?? {};
  const override = payload.content?.override?.seo;
  if (!override) return base;
  const mergeLocalized = <T extends object>(a?: { fr?: T; en?: T }, b?: { fr?: T; en?: T }) =>
    a || b ? { fr: { ...(a?.fr ?? {}), ...(b?.fr ?? {}) } as T, en: { ...(a?.en ?? {}), ...(b?.en ?? {}) } as T } : undefined;
  return {
    global: mergeLocalized(base.global, override.global),
    facebook: mergeLocalized(base.facebook, override.facebook),
    twitter: mergeLocalized(base.twitter, override.twitter),
    canonical_url: { ...(base.canonical_url ?? {}), ...(override.canonical_url ?? {}) },
    robots_index_rule: override.robots_index_rule ?? base.robots_index_rule,
    structured_data: override.structured_data ?? base.structured_data,
    article: base.article,
    rss_url: base.rss_url,
  };
}

/** Keys of JSON-LD whose site-relative values are made absolute. */
const URL_KEYS = new Set(['url', 'image', '@id']);

/** Copies a JSON-LD value with site-relative `url`/`image`/`@id` values made absolute. */
function absoluteJsonLd(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string') return URL_KEYS.has(key) && value.startsWith('/') ? stripWww(absolute(origin, value)) : value;
  if (Array.isArray(value)) return value.map((item) => absoluteJsonLd(item, origin, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteJsonLd(v, origin, k)]));
  }
  return value;
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>`, `&` and the line
 * separators escaped as `\uXXXX`, so a `</script>` inside a value cannot close the tag.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The head of a rendered page.
 * @param payload the page payload (content API answer)
 * @param options active locale, request origin and current path
 */
export function pageHead(payload: PagePayload, options: PageHeadOptions): PageHead {
  const { locale, path } = options;
  const origin = sitePublicOrigin(payload.primary_domain, options.origin);
  const seo = mergedSeo(payload);
  const global = seo.global?.[locale] ?? {};
  const facebook = seo.facebook?.[locale] ?? {};
  const twitter = seo.twitter?.[locale] ?? {};
  const title = global.title || payload.title?.[locale] || payload.title?.fr || '';
  const description = global.description || '';
  const image = facebook.image || global.image || twitter.image;
  const canonical = stripWww(absolute(origin, seo.canonical_url?.[locale] || path || `/${locale}`));

  const meta: HeadMeta[] = [];
  if (title) meta.push({ title });
  if (description) meta.push({ name: 'description', content: description });
  if (seo.robots_index_rule) meta.push({ name: 'robots', content: seo.robots_index_rule });
  meta.push({ property: 'og:title', content: facebook.title || title });
  if (facebook.description || description) meta.push({ property: 'og:description', content: facebook.description || description });
  if (image) meta.push({ property: 'og:image', content: absolute(origin, mediaAddress(image, options.mediaBase)) });
  meta.push({ property: 'og:locale', content: `${locale}_CA` });
  meta.push({ property: 'og:type', content: seo.article ? 'article' : 'website' });
  meta.push({ property: 'og:url', content: canonical });
  if (seo.article) {
    meta.push({ property: 'article:published_time', content: seo.article.published_time });
    if (seo.article.modified_time) meta.push({ property: 'article:modified_time', content: seo.article.modified_time });
    if (seo.article.author) meta.push({ property: 'article:author', content: seo.article.author });
    const section = seo.article.section?.[locale];
    if (section) meta.push({ property: 'article:section', content: section });
    for (const tag of seo.article.tags?.[locale] ?? []) meta.push({ property: 'article:tag', content: tag });
  }
  meta.push({ name: 'twitter:card', content: 'summary' });
  meta.push({ name: 'twitter:title', content: twitter.title || facebook.title || title });
  if (twitter.description || description) meta.push({ name: 'twitter:description', content: twitter.description || description });
  if (twitter.image || image) meta.push({ name: 'twitter:image', content: absolute(origin, mediaAddress((twitter.image || image) as string, options.mediaBase)) });
  for (const element of payload.metadata?.elements?.meta ?? []) {
    if (element.tag === 'meta') meta.push({ ...element.attributes });
  }

  const links: HeadLink[] = [{ rel: 'canonical', href: canonical }];
  const alternates = payload.alternate_paths ?? [];
  for (const alternate of alternates) {
    links.push({ rel: 'alternate', hrefLang: LOCALE_ISO[alternate.locale], href: stripWww(absolute(origin, alternate.path)) });
  }
  const fallback = alternates.find((alternate) => alternate.locale === 'fr') ?? alternates[0];
  if (fallback) links.push({ rel: 'alternate', hrefLang: 'x-default', href: stripWww(absolute(origin, fallback.path)) });
  const rss = seo.rss_url?.[locale];
  if (rss) links.push({ rel: 'alternate', type: 'application/rss+xml', title: title || 'RSS', href: absolute(origin, rss) });
  // A site's own favicon wins; otherwise brand version 2 swaps the default one (the root's) for its own.
  if (payload.metadata?.favicon) links.push({ rel: 'icon', href: payload.metadata.favicon });
  else if (brandVersionOf(payload.metadata) === 2) links.push({ rel: 'icon', href: DEFAULT_FAVICON[2], type: 'image/svg+xml' });
  for (const element of payload.metadata?.elements?.link ?? []) {
    if (element.tag === 'link') links.push({ ...element.attributes });
  }

  const scripts: HeadScript[] = [];
  const bodyScripts: HeadScript[] = [];
  for (const item of seo.structured_data?.[locale] ?? []) {
    scripts.push({ type: 'application/ld+json', children: jsonLdText(absoluteJsonLd(item, origin)) });
  }
  const faq = faqStructuredData(payload.content?.fields ?? [], locale, path);
  if (faq) scripts.push({ type: 'application/ld+json', children: jsonLdText(absoluteJsonLd(faq, origin)) });
  for (const tag of payload.metadata?.tags ?? []) {
    if (tag.locale && tag.locale !== locale) continue;
    if (!tag.src && !tag.content) continue;
    (tag.position === 'body' ? bodyScripts : scripts).push(siteScript(tag));
  }
  return { meta, links, scripts, bodyScripts };
}
