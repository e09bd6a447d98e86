/**
 * Writing a site's pages whole (spec 000 §3 pages, content variants, redirects): the content
 * import replaces a site's content with a file's, the seed writes its sites' pages. Both go through
 * here, so both parse every page document as every CMS write does ({@link pageDocument}) and store
 * pages, variants and redirects the same way; the import also commits its audit entry with the
 * content and announces the change once committed ({@link commitDocumentWrite}).
 */
import { pageDocument } from '../../schema/pageDocument';
import type { Database } from '../db/client';
import { deleteSitePages, insertPage, type LocalePath } from '../db/repositories/pages';
import { insertPageVariant, variantIdTaken } from '../db/repositories/pageVariants';
import { replaceRedirects, type RedirectInput } from '../db/repositories/redirects';
import { updateSiteContent } from '../db/repositories/sites';
import type { SiteRow, StoredBlockList, StoredPageContent } from '../db/schema';
import type { SiteSettings } from '../db/siteSettings';
import type { DocumentAuthor } from './draftOperations';
import { commitDocumentWrite } from './documentWrite';

/** A content variant of a page as written whole: `published` makes it public at `?variant={id}`. */
export interface SiteVariantInput {
  id: string;
  name: string;
  /** Banner colour, `#rrggbb`. */
  color: string;
  content: StoredPageContent;
  published: boolean;
}

/** A page as written whole: its paths per locale, its document and its variants (oldest first). */
export interface SitePageInput {
  key: string;
  /** HTTP status the page answers with (200, 404 page, 410...). */
  status: number;
  published: boolean;
  title: { fr?: string; en?: string };
  content: StoredPageContent;
  paths: LocalePath[];
  variants: SiteVariantInput[];
}

/** What writing a site's pages wrote. `renamedVariants` maps a variant id to the id it got. */
export interface SitePagesWritten {
  pages: number;
  redirects: number;
  variants: number;
  /**
   * Variant ids are global (they travel in public `?variant=` URLs): a variant whose id another
   * site already uses gets the next free `-2`, `-3`... id; listed here `{from: to}`.
   */
  renamedVariants: Record<string, string>;
}

/**
 * Adds `pages` (each document parsed whole, variants included) and replaces the site's redirects,
 * within the caller's transaction. Pages are timestamped 1 ms apart so listings keep their order.
 * @throws ZodError when a page or variant document cannot be stored (nothing is written then: the caller's transaction rolls back)
 */
export async function writeSitePages(tx: Database, siteId: string, pages: readonly SitePageInput[], redirects: readonly RedirectInput[]): Promise<SitePagesWritten> {
  const start = Date.now();
  let variants = 0;
  const renamedVariants: Record<string, string> = {};
  for (const [index, page] of pages.entries()) {
    const row = await insertPage(tx, {
      siteId,
      key: page.key,
      status: page.status,
      published: page.published,
      title: page.title,
      content: pageDocument.parse(page.content),
      paths: page.paths,
      createdAt: new Date(start + index),
    });
    for (const variant of page.variants) {
      let id = variant.id;
      for (let n = 2; await variantIdTaken(tx, id); n++) id = `${variant.id}-${n}`;
      if (id !== variant.id) renamedVariants[variant.id] = id;
      await insertPageVariant(tx, {
        id,
        pageId: row.id,
        name: variant.name,
        color: variant.color,
        content: pageDocument.parse(variant.content),
        createdAt: new Date(start + variants),
        publishedAt: variant.published ? new Date() : null,
      });
      variants += 1;
    }
  }
  await replaceRedirects(tx, siteId, [...redirects]);
  return { pages: pages.length, redirects: redirects.length, variants, renamedVariants };
}

/** A site's whole content: settings, header, footer, pages and redirects. */
export interface SiteContentInput {
  settings: SiteSettings;
  header: StoredBlockList;
  footer: StoredBlockList;
  pages: readonly SitePageInput[];
  redirects: readonly RedirectInput[];
}

/**
 * Replaces a site's settings, header, footer, pages (with their variants) and redirects with
 * `content`, all or nothing, with its audit entry (`site.import`, by `author` or the command line
 * when null) in the same transaction; once committed every page of the site is announced changed,
 * so running instances drop their cached pages of it. The site's identity (id, microsite id, key,
 * domains) is kept; its old variants go with its old pages.
 * @throws ZodError when a page document cannot be stored (nothing written)
 */
export async function replaceSiteContent(db: Database, site: SiteRow, content: SiteContentInput, author: DocumentAuthor | null = null): Promise<SitePagesWritten> {
  return commitDocumentWrite(db, async (tx) => {
    await updateSiteContent(tx, site.id, { settings: content.settings, header: content.header, footer: content.footer });
    await deleteSitePages(tx, site.id);
    const written = await writeSitePages(tx, site.id, content.pages, content.redirects);
    return {
      result: written,
      audit: {
        user: author,
        action: 'site.import',
        entity: 'site',
        entityId: site.id,
        summary: { pages: written.pages, variants: written.variants, redirects: written.redirects },
      },
      change: { kind: 'site', siteId: site.id },
    };
  });
}
