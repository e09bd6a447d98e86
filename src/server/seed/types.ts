/**
 * What the seed writes for one site: the site row, its pages (with locale paths) and redirects.
 */
import type { Block } from '../../schema/block';
import type { SeedBlogOptions } from './blog/seedBlog';
import type { SeedDirectory } from './directory/types';
import type { LocalePath } from '../db/repositories/pages';
import type { RedirectInput } from '../db/repositories/redirects';
import type { NewSiteRow, StoredPageContent } from '../db/schema';

export interface SeedPage {
  key: string;
  status?: number;
  title: { fr: string; en: string };
  content: StoredPageContent;
  paths: LocalePath[];
  /** Content variants of the page, previewed with `?variant={id}`. */
  variants?: { id: string; name: string; color: string; content: StoredPageContent }[];
}

export interface SeedSite {
  /** How the site's blog is seeded (authors); default: the seed's authors as they are. */
  blog?: SeedBlogOptions;
  /** The site's directory (offices, members, partners, testimonials, rewards); default none. */
  directory?: SeedDirectory;
  site: Omit<NewSiteRow, 'siteKey'> & { header: { fields: Block[] }; footer: { fields: Block[] } };
  pages: SeedPage[];
  redirects: RedirectInput[];
}
