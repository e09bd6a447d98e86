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
import { pageByDomainRequest, pageBySiteRequest, type PagePayload } from '../../schema/page';
import type { Database } from '../db/client';
import { currentUser } from '../auth/sessions';
import { findPageByPath, type PageWithPaths } from '../db/repositories/pages';
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
import { demoPageLocale, demoPagePayload } from './demoPage';
import { attachMediaLibrary } from './mediaLibraryFacts';
import { buildPagePayload } from './pagePayload';
import { isLoopbackHost, normalizeHost, normalizePagePath } from './requestPaths';
import { findUnstorableText } from '../http/requestText';
import { fieldErrors } from './validation';
import { dependencyTag, noteDependency, notePageResolved, notePrivateAnswer } from '../pageCache/renderDependencies';
import { readPublished } from '../pageCache/publishedReads';

/** Reads a JSON body; not ok when it is not JSON or holds text that cannot be stored (the caller answers 422). */
export async function readJsonBody(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    const value: unknown = await c.req.json();
    return findUnstorableText(value) ? { ok: false } : { ok: true, value };
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

/** The tags a kept site row carries (src/server/pageCache/publishedReads.ts); null: none found, not kept. */
export const siteRowTags = (site: SiteRow | null) => site && [dependencyTag.site(site.id)];

/**
 * The page of a site at `path` without its draft, kept between renders while it is not changed
 * (src/server/pageCache/publishedReads.ts); null when no page has this path.
 */
function publishedPageByPath(db: Database, siteId: string, path: string): Promise<PageWithPaths | null> {
  const tagsOf = (page: PageWithPaths | null) => page && [dependencyTag.site(siteId), dependencyTag.path(siteId, path), dependencyTag.page(page.page.id)];
  return readPublished(db, `page:${siteId}:${path}`, tagsOf, () => findPageByPath(db, siteId, path, { drafts: false }));
}

/** True when the request carries a CMS session of a user with a role on `site`. */
async function isSiteEditor(c: Context, db: Database, site: SiteRow): Promise<boolean> {
  return (await siteRoleOfRequest(c, db, site)) !== null;
}

/** The role on `site` of the request's CMS user, or null (no session, or no role there). */
async function siteRoleOfRequest(c: Context, db: Database, site: SiteRow) {
  const user = await currentUser(c, db, new Date());
  return user === null ? null : siteRoleOf(db, user.id, site.id);
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

/** A page answer before it is written: HTTP status, JSON body and headers. */
export interface PageAnswer {
  status: number;
  /** The payload (or `{ message }` / `{ errors }`), JSON-ready. */
  body: unknown;
  /** `Cache-Control`, and `Location` on a redirect. */
  headers: Record<string, string>;
}

/** The blocks with their server data (listings, blog, directory) in `locale`. */
async function withFeeds(db: Database, siteId: string, locale: 'fr' | 'en', fields: PagePayload['content']['fields']): Promise<PagePayload['content']['fields']> {
  const listings = await injectListingFeeds(db, siteId, locale, fields);
  const blog = await injectBlogFeeds(db, siteId, locale, listings);
  return injectDirectoryFeeds(db, siteId, locale, blog);
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
 *   like an unknown id, it is ignored and the page itself is served. For the CMS user and the
 *   preview link it is a preview (`variant.preview: true`, the banner shows; private answer).
 * @param editor the request carries a CMS session of a user with a role on `site`
 */
async function answerPage(db: Database, site: SiteRow, rawPath: string, ask: PageAsk, editor: boolean, mayOpenDemoPage: () => Promise<boolean> = async () => false): Promise<PageAnswer> {
  const path = normalizePagePath(rawPath);
  const draft = !ask.production && editor;
  const headers: Record<string, string> = { 'Cache-Control': draft ? 'private, no-store' : 'no-store' };
  // A server render of this answer may be cached: say what it shows (src/server/pageCache).
  notePageResolved();
  noteDependency(dependencyTag.site(site.id), dependencyTag.path(site.id, path));
  if (draft) notePrivateAnswer();
  // `production` is echoed as asked (spec 000 §7); only the content depends on the session.
  const production = ask.production;
  const listingPage = await answerListingPage(db, site, path, production);
  if (listingPage) {
    if (listingPage.status === 301) return { status: 301, body: { ...listingPage.payload, location: listingPage.location }, headers: { ...headers, Location: listingPage.location } };
    return { status: listingPage.status, body: await attachMediaLibrary(db, site.id, listingPage.payload), headers };
  }
  const articlePage = await answerArticlePage(db, site, path, production);
  if (articlePage) {
    return { status: articlePage.status, body: articlePage.status === 301 ? articlePage.payload : await attachMediaLibrary(db, site.id, articlePage.payload), headers: articlePage.status === 301 ? { ...headers, Location: articlePage.location } : headers };
  }
  const memberPage = await answerMemberPage(db, site, path, production);
  if (memberPage) return { status: memberPage.status, body: await attachMediaLibrary(db, site.id, memberPage.payload), headers };
  const demoLocale = demoPageLocale(path);
  if (demoLocale && (await mayOpenDemoPage())) {
    notePrivateAnswer();
    const payload = demoPagePayload(site, production);
    payload.content = { ...payload.content, fields: await withFeeds(db, site.id, demoLocale, payload.content.fields) };
    return { status: 200, body: await attachMediaLibrary(db, site.id, payload), headers: { ...headers, 'Cache-Control': 'private, no-store' } };
  }
  const page = draft ? await findPageByPath(db, site.id, path, { drafts: true }) : await publishedPageByPath(db, site.id, path);
  if (page && (page.page.published || draft)) {
    let content = draft ? (page.page.draftContent ?? page.page.content) : page.page.content;
    const title = draft ? { ...page.page.title, ...(page.page.draftTitle ?? {}) } : page.page.title;
    const variantId = ask.query?.variant;
    noteDependency(dependencyTag.page(page.page.id), ...(variantId ? [dependencyTag.variant(page.page.id, variantId)] : []));
    const found = variantId ? await findPageVariant(db, page.page.id, variantId) : null;
    // Seen as a preview (its banner shown) by a CMS user or through a signed link; public visitors
    // of a published variant get its content alone.
    const preview = found !== null && (editor || (await previewAllowed(db, site, found, ask.query?.preview)));
    const variant = found && (found.publishedAt !== null || preview) ? found : null;
    if (variant) content = variant.content;
    // An unpublished variant, and any preview, is private to whoever may see it.
    if (variant && (variant.publishedAt === null || preview)) {
      headers['Cache-Control'] = 'private, no-store';
      notePrivateAnswer();
    }
    const payload = buildPagePayload(site, page, {
      production,
      content,
      title,
      variant: variant ? { id: variant.id, name: variant.name, color: variant.color, ...(preview ? { preview: true } : {}) } : null,
    });
    // Listing blocks get their server data, in the locale of the matched path.
    const locale = page.paths.find((p) => p.path === path)?.locale ?? (path.startsWith('/en') ? 'en' : 'fr');
    payload.content = { ...payload.content, fields: await withFeeds(db, site.id, locale, payload.content.fields) };
    const officesLd = await officesStructuredData(db, site.id, payload.metadata?.contact_form?.contact_name ?? site.micrositeId, payload.content.fields, page.paths);
    if (officesLd) {
      const own = payload.seo.structured_data ?? {};
      payload.seo = { ...payload.seo, structured_data: { fr: [...(own.fr ?? []), ...(officesLd.fr ?? [])], en: [...(own.en ?? []), ...(officesLd.en ?? [])] } };
    }
    // The blog's own pages link its feed from the head.
    if (payload.content.fields.some((block) => block.block_type === 'blog_archives_list_block')) payload.seo = { ...payload.seo, rss_url: { ...BLOG_RSS_PATH } };
    return { status: page.page.status, body: await attachMediaLibrary(db, site.id, payload), headers };
  }
  const redirect = await findRedirect(db, site.id, path);
  if (redirect) {
    const status = redirect.status === 302 ? 302 : 301;
    return { status, body: { ...buildPagePayload(site, null, { production }), location: redirect.toPath }, headers: { ...headers, Location: redirect.toPath } };
  }
  return { status: 404, body: await attachMediaLibrary(db, site.id, buildPagePayload(site, null, { production })), headers };
}

/** Finds the site answering a host name (see {@link resolveSiteByHost}); a request may remember its answers. */
export type SiteByHost = (host: string) => Promise<SiteRow | null>;

/** What a page request is besides its body. */
export interface PageRequestContext {
  /** Whether the request carries a CMS session of a user with a role on the site (asked once the site is known). */
  isEditor(site: SiteRow): Promise<boolean>;
  /** Whether the developer page is served: `DEV_PAGES=1`, or a CMS admin of the site (src/server/api/demoPage.ts); default no. */
  mayOpenDemoPage?(site: SiteRow): Promise<boolean>;
  /** Site lookup by host; default {@link resolveSiteByHost} on `db`. */
  siteByHost?: SiteByHost;
}

/**
 * `POST /page` (spec 000 §7 "Page"): `body` is `{ path, query?, domain_name, production? }`,
 * parsed with zod (422 `{ errors }` when invalid or holding a NUL character); 404 `{ message }`
 * for a host no site answers.
 */
export async function pageByDomainAnswer(db: Database, body: unknown, context: PageRequestContext): Promise<PageAnswer> {
  if (findUnstorableText(body)) return invalidJsonAnswer();
  const parsed = pageByDomainRequest.safeParse(body);
  if (!parsed.success) return { status: 422, body: { errors: fieldErrors(parsed.error) }, headers: {} };
  const site = await (context.siteByHost ?? ((host: string) => resolveSiteByHost(db, host)))(parsed.data.domain_name);
  if (!site) return { status: 404, body: { message: `No site answers the domain ${normalizeHost(parsed.data.domain_name)}` }, headers: {} };
  const ask = { production: parsed.data.production ?? true, query: parsed.data.query };
  return answerPage(db, site, parsed.data.path, ask, await context.isEditor(site), () => context.mayOpenDemoPage?.(site) ?? Promise.resolve(false));
}

/** `POST /page/{site_id}` (spec 000 §7 "Page"): `body` is `{ path, query?, production }` (422 when invalid); 404 for an unknown site. */
export async function pageBySiteAnswer(db: Database, siteId: string, body: unknown, context: PageRequestContext): Promise<PageAnswer> {
  if (findUnstorableText(body)) return invalidJsonAnswer();
  const parsed = pageBySiteRequest.safeParse(body);
  if (!parsed.success) return { status: 422, body: { errors: fieldErrors(parsed.error) }, headers: {} };
  const site = await readPublished(db, `site:${siteId}`, siteRowTags, () => findSiteById(db, siteId));
  if (!site) return { status: 404, body: { message: 'Site not found' }, headers: {} };
  return answerPage(db, site, parsed.data.path, { production: parsed.data.production, query: parsed.data.query }, await context.isEditor(site), () => context.mayOpenDemoPage?.(site) ?? Promise.resolve(false));
}

const invalidJsonAnswer = (): PageAnswer => ({ status: 422, body: { errors: { _body: ['Invalid JSON body'] } }, headers: {} });

/** Writes a {@link PageAnswer} as the JSON response of `c`. */
function sendAnswer(c: Context, answer: PageAnswer) {
  for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
  return c.json(answer.body, answer.status as never);
}

/** The page request context of an HTTP call: editor rights from its session cookie. */
const httpContext = (c: Context, db: Database, devPages: boolean): PageRequestContext => ({
  isEditor: (site) => isSiteEditor(c, db, site),
  mayOpenDemoPage: async (site) => devPages || (await siteRoleOfRequest(c, db, site)) === 'admin',
});

/** `POST /page` handler: body `{ path, query?, domain_name, production? }`. */
export async function pageByDomainHandler(c: Context, db: Database, devPages = false) {
  const body = await readJsonBody(c);
  if (!body.ok) return invalidJson(c);
  return sendAnswer(c, await pageByDomainAnswer(db, body.value, httpContext(c, db, devPages)));
}

/** `POST /page/{site_id}` handler: body `{ path, query?, production }`. */
export async function pageBySiteHandler(c: Context, db: Database, devPages = false) {
  const body = await readJsonBody(c);
  if (!body.ok) return invalidJson(c);
  return sendAnswer(c, await pageBySiteAnswer(db, c.req.param('site_id') ?? '', body.value, httpContext(c, db, devPages)));
}
