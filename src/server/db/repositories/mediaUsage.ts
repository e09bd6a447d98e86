/**
 * Where a site's content uses media-library images. Content stores images by URL (an image
 * field's `media.{fr,en}.url`, a directory portrait's `avatar_url`…), and every media-library URL
 * holds its image's hash (`/media/{hash}-{width}.{ext}`), so a document uses an image when its
 * text contains `/media/{hash}-`.
 *
 * Documents counted, each once whatever the number of references in it: a page (published
 * content and draft together), a page variant, a blog article (published body and cover, and
 * its draft), the site header, the site footer, the site settings (e.g. the sharing image), a directory record (member, office, partner,
 * bank partner, testimonial) and a blog author. Published versions kept for restoring are not
 * uses: an image deleted since shows the placeholder if such a version is restored.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/** Kinds of documents that may use an image. */
export type MediaUseKind = 'page' | 'variant' | 'article' | 'header' | 'footer' | 'settings' | 'member' | 'office' | 'partner' | 'bank_partner' | 'testimonial' | 'blog_author';

/** One document using an image. */
export interface MediaUse {
  kind: MediaUseKind;
  /** The document's id (the site id for the header, footer and settings). */
  id: string;
}

const HASH_IN_URL = '/media/([0-9a-f]{32})-';

/**
 * Every (document, image hash) pair of a site's content, from one query over every document
 * kind (PostgreSQL `regexp_matches` on the documents' JSON text).
 */
async function usesOfSite(db: Database, siteId: string): Promise<{ kind: MediaUseKind; id: string; hash: string }[]> {
  const pattern = HASH_IN_URL;
  const result = await db.execute(sql`
    select distinct kind, id, hash from (
      select 'page' as kind, p.id::text as id, m[1] as hash
        from pages p, regexp_matches(p.content::text || coalesce(p.draft_content::text, '') || p.title::text, ${pattern}, 'g') m
        where p.site_id = ${siteId}
      union all
      select 'variant', v.id, m[1]
        from page_variants v join pages p on p.id = v.page_id, regexp_matches(v.content::text, ${pattern}, 'g') m
        where p.site_id = ${siteId}
      union all
      select 'article', a.id::text, m[1]
        from articles a, regexp_matches(a.body::text || coalesce(a.cover::text, '') || coalesce(a.draft::text, ''), ${pattern}, 'g') m
        where a.site_id = ${siteId}
      union all
      select 'header', s.id, m[1] from sites s, regexp_matches(s.header::text, ${pattern}, 'g') m where s.id = ${siteId}
      union all
      select 'footer', s.id, m[1] from sites s, regexp_matches(s.footer::text, ${pattern}, 'g') m where s.id = ${siteId}
      union all
      select 'settings', s.id, m[1] from sites s, regexp_matches(coalesce(s.settings::text, ''), ${pattern}, 'g') m where s.id = ${siteId}
      union all
      select 'member', r.id::text, m[1] from members r, regexp_matches(coalesce(r.avatar_url, ''), ${pattern}, 'g') m where r.site_id = ${siteId}
      union all
      select 'office', r.id::text, m[1] from offices r, regexp_matches(coalesce(r.photo_url, ''), ${pattern}, 'g') m where r.site_id = ${siteId}
      union all
      select 'partner', r.id::text, m[1] from partners r, regexp_matches(coalesce(r.logo_url, ''), ${pattern}, 'g') m where r.site_id = ${siteId}
      union all
      select 'bank_partner', r.id::text, m[1]
        from bank_partners r, regexp_matches(coalesce(r.logo_url, '') || r.employees::text, ${pattern}, 'g') m
        where r.site_id = ${siteId}
      union all
      select 'testimonial', r.id::text, m[1] from testimonials r, regexp_matches(coalesce(r.author_avatar_url, ''), ${pattern}, 'g') m where r.site_id = ${siteId}
      union all
      select 'blog_author', r.id::text, m[1] from blog_authors r, regexp_matches(coalesce(r.avatar_url, ''), ${pattern}, 'g') m where r.site_id = ${siteId}
    ) uses
  `);
  const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as { kind: MediaUseKind; id: string; hash: string }[];
  return rows.map((row) => ({ kind: row.kind, id: String(row.id), hash: row.hash }));
}

/** The documents of a site using each image hash (hashes not used are absent). */
export async function mediaUsesByHash(db: Database, siteId: string): Promise<Map<string, MediaUse[]>> {
  const byHash = new Map<string, MediaUse[]>();
  for (const use of await usesOfSite(db, siteId)) {
    const list = byHash.get(use.hash) ?? [];
    list.push({ kind: use.kind, id: use.id });
    byHash.set(use.hash, list);
  }
  for (const list of byHash.values()) list.sort((a, b) => a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
  return byHash;
}

/** The documents of a site using the image with this hash (empty: free to delete). */
export async function mediaUsesOf(db: Database, siteId: string, hash: string): Promise<MediaUse[]> {
  return (await mediaUsesByHash(db, siteId)).get(hash) ?? [];
}
