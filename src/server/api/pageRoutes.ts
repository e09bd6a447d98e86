/**
 * Page lookup of the content API (spec 000 §7 "Page"): `POST /page` (site by domain) and
 * `POST /page/{site_id}`.
 *
 * The HTTP status is the page status:
 * - a published page → its status (200, 503 for maintenance, ...) with the full payload;
 * - a listing page `/fr/proprietes/{slug}-{uls}` / `/en/properties/{slug}-{uls}` → 200, 301 to
 *   the canonical URL, or 410 when sold/removed;
 * - a blog post `/fr/blogue/{slug}-{id}` / `/en/blog/{slug}-{id}` → 200 or 301 to the canonical
 *   URL (src/server/api/blog/articlePage.ts); an unknown or unpublished post → 404;
 * - a broker profile `/fr/courtiers/{slug}` / `/en/brokers/{slug}` → 200 for an active broker of the
 *   site's directory (src/server/api/directory/memberPage.ts), else on to pages and redirects;
 * - a redirect → 301/302 with a `Location` header and body `{ location }` (plus the payload);
 * - no page → 404 with the site's payload and `content.fields: []` (the error page keeps the
 *   site's header and footer);
 * - unknown host or site id → 404 `{ message }`; a bad body → 422 `{ errors }`.
 */
import type { Context } from 'hono';
import { pageByDomainRequest, pageBySiteRequest } from '../../schema/page';
import type { Database } from '../db/client';
import { currentUser } from '../auth/sessions';
import { findPageByPath } from '../db/repositories/pages';
import { findPageVariant } from '../db/repositories/pageVariants';
import { findRedirect } from '../db/repositories/redirects';
import { findDefaultSite, findSiteByDomain, findSiteById } from '../db/repositories/sites';
import type { PageVariantRow, SiteRow } from '../db/schema';
import { siteRoleOf } from '../db/repositories/siteMemberships';
import { previewLinkKey, verifyPreviewToken } from '../cms/previewLinks';
import { injectListingFeeds } from './listings/listingsFeed';
import { answerListingPage } from './listingPage';
import { answerArticlePage, BLOG_RSS_PATH } from './blog/articlePage';
import { injectBlogFeeds } from './blog/blogFeeds';
import { injectDirectoryFeeds, officesStructuredData } from './directory/directoryFeeds';
import { answerMemberPage } from './directory/memberPage';
import { attachMediaLibrary } from './mediaLibraryFacts';
import { buildPagePayload } from './pagePayload';
import { isLoopbackHost, normalizeHost, normalizePagePath } from './requestPaths';
import { containsNul } from '../http/requestText';
import { fieldErrors } from './validation';
import { dependencyTag, noteDependency, notePageResolved, notePrivateAnswer } from '../pageCache/renderDependencies';

/** Reads a JSON body; not ok when it is not JSON or holds a NUL character (the caller answers 422). */
export async function readJsonBody(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    const value: unknown = await c.req.json();
    return containsNul(value) ? { ok: false } : { ok: true, value };
  } catch {
    return { ok: false };
  }
}

const invalidJson = (c: Context) => c.json({ errors: { _body: ['Invalid JSON body'] } }, 422);

/**
 * The site answering a host name: the site listing it among its domains, else the default site
 * for loopback hosts (`localhost`, `127.0.0.1`, `::1`), else null.
 */
export async function resolveSiteByHost(db: Database, rawHost: string): Promise<SiteRow | null> {
  const host = normalizeHost(rawHost);
  if (!host) return null;
  const site = await findSiteByDomain(db, host);
  if (site) return site;
  if (host.startsWith('www.')) {
    const bare = await findSiteByDomain(db, host.slice(4));
    if (bare) return bare;
  }
  return isLoopbackHost(host) ? findDefaultSite(db) : null;
}

/** True when the request carries a CMS session of a user with a role on `site`. */
async function isSiteEditor(c: Context, db: Database, site: SiteRow): Promise<boolean> {
  const user = await currentUser(c, db, new Date());
  return user !== null && (await siteRoleOf(db, user.id, site.id)) !== null;
}

/** True when `token` is a live preview link of this variant. */
async function previewAllowed(db: Database, site: SiteRow, variant: PageVariantRow, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  return verifyPreviewToken(await previewLinkKey(db), token, { siteId: site.id, pageId: variant.pageId, variantId: variant.id }, new Date());
}

/** What a page request asks for besides the path. */
interface PageAsk {
  /** `false` asks for the draft (honoured only with a live CMS session). */
  production: boolean;
  /** The request's `query`; `variant` selects a content variant of the page. */
  query?: Record<string, string>;
}

/**
 * Answers a page request once the site is known.
 * - Draft preview: `production: false` with a live CMS session (the `vitrine_session`
 *   cookie) serves the draft content and title, unpublished pages included, with
 *   `Cache-Control: private, no-store`; without a session `production: false` serves the published
 *   content (the flag is only echoed).
 * - Variants: `query.variant` naming a variant of the page serves its content and `variant`
 *   `{id, name, color}` when the variant is published, or for a CMS user with a role on the site,
 *   or with a valid preview link (`query.preview`, see src/server/cms/previewLinks.ts); otherwise,
 *   like an unknown id, it is ignored and the page itself is served.
 */
async function answerPage(c: Context, db: Database, site: SiteRow, rawPath: string, ask: PageAsk) {
  const path = normalizePagePath(rawPath);
  const editor = await isSiteEditor(c, db, site);
  const draft = !ask.production && editor;
  c.header('Cache-Control', draft ? 'private, no-store' : 'no-store');
  // A server render of this answer may be cached: say what it shows (src/server/pageCache).
  notePageResolved();
  noteDependency(dependencyTag.site(site.id), dependencyTag.path(site.id, path));
  if (draft) notePrivateAnswer();
  // `production` is echoed as asked (spec 000 §7); only the content depends on the session.
  const production = ask.production;
  const listingPage = await answerListingPage(db, site, path, production);
  if (listingPage) {
    if (listingPage.status === 301) {
      c.header('Location', listingPage.location);
      return c.json({ ...listingPage.payload, location: listingPage.location }, listingPage.status);
    }
    return c.json(await attachMediaLibrary(db, site.id, listingPage.payload), listingPage.status);
  }
  const articlePage = await answerArticlePage(db, site, path, production);
  if (articlePage) {
    if (articlePage.status === 301) c.header('Location', articlePage.location);
    return c.json(await attachMediaLibrary(db, site.id, articlePage.payload), articlePage.status);
  }
  const memberPage = await answerMemberPage(db, site, path, production);
  if (memberPage) return c.json(await attachMediaLibrary(db, site.id, memberPage.payload), memberPage.status);
  const page = await findPageByPath(db, site.id, path);
  if (page && (page.page.published || draft)) {
    let content = draft ? (page.page.draftContent ?? page.page.content) : page.page.content;
    const title = draft ? { ...page.page.title, ...(page.page.draftTitle ?? {}) } : page.page.title;
    const variantId = ask.query?.variant;
    noteDependency(dependencyTag.page(page.page.id), ...(variantId ? [dependencyTag.variant(page.page.id, variantId)] : []));
    const found = variantId ? await findPageVariant(db, page.page.id, variantId) : null;
    const variant = found && (found.publishedAt !== null || editor || (await previewAllowed(db, site, found, ask.query?.preview))) ? found : null;
    if (variant) content = variant.content;
    // An unpublished variant is private to whoever may see it.
    if (variant && variant.publishedAt === null) {
      c.header('Cache-Control', 'private, no-store');
      notePrivateAnswer();
    }
    const payload = buildPagePayload(site, page, {
      production,
      content,
      title,
      variant: variant ? { id: variant.id, name: variant.name, color: variant.color } : null,
    });
    // Listing blocks get their server data, in the locale of the matched path.
    const locale = page.paths.find((p) => p.path === path)?.locale ?? (path.startsWith('/en') ? 'en' : 'fr');
    payload.content = { ...payload.content, fields: await injectListingFeeds(db, site.id, locale, payload.content.fields) };
    payload.content = { ...payload.content, fields: await injectBlogFeeds(db, site.id, locale, payload.content.fields) };
    payload.content = { ...payload.content, fields: await injectDirectoryFeeds(db, site.id, locale, payload.content.fields) };
    const officesLd = await officesStructuredData(db, site.id, payload.metadata?.contact_form?.contact_name ?? site.micrositeId, payload.content.fields, page.paths);
    if (officesLd) {
      const own = payload.seo.structured_data ?? {};
      payload.seo = { ...payload.seo, structured_data: { fr: [...(own.fr ?? []), ...(officesLd.fr ?? [])], en: [...(own.en ?? []), ...(officesLd.en ?? [])] } };
    }
    // The blog's own pages link its feed from the head.
    if (payload.content.fields.some((block) => block.block_type === 'blog_archives_list_block')) payload.seo = { ...payload.seo, rss_url: { ...BLOG_RSS_PATH } };
    return c.json(await attachMediaLibrary(db, site.id, payload), page.page.status as never);
  }
  const redirect = await findRedirect(db, site.id, path);
  if (redirect) {
    const status = redirect.status === 302 ? 302 : 301;
    c.header('Location', redirect.toPath);
    return c.json({ ...buildPagePayload(site, null, { production }), location: redirect.toPath }, status);
  }
  return c.json(await attachMediaLibrary(db, site.id, buildPagePayload(site, null, { production })), 404);
}

/** `POST /page` handler: body `{ path, query?, domain_name, production? }`. */
export async function pageByDomainHandler(c: Context, db: Database) {
  const body = await readJsonBody(c);
  if (!body.ok) return invalidJson(c);
  const parsed = pageByDomainRequest.safeParse(body.value);
  if (!parsed.success) return c.json({ errors: fieldErrors(parsed.error) }, 422);
  const site = await resolveSiteByHost(db, parsed.data.domain_name);
  if (!site) return c.json({ message: `No site answers the domain ${normalizeHost(parsed.data.domain_name)}` }, 404);
  return answerPage(c, db, site, parsed.data.path, { production: parsed.data.production ?? true, query: parsed.data.query });
}

/** `POST /page/{site_id}` handler: body `{ path, query?, production }`. */
export async function pageBySiteHandler(c: Context, db: Database) {
  const body = await readJsonBody(c);
  if (!body.ok) return invalidJson(c);
  const parsed = pageBySiteRequest.safeParse(body.value);
  if (!parsed.success) return c.json({ errors: fieldErrors(parsed.error) }, 422);
  const site = await findSiteById(db, c.req.param('site_id') ?? '');
  if (!site) return c.json({ message: 'Site not found' }, 404);
  return answerPage(c, db, site, parsed.data.path, { production: parsed.data.production, query: parsed.data.query });
}
