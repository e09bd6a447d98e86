/**
 * The shape of seeded blog content (spec 001 §2 blog, §3 "Blog article"): plain data the seed
 * turns into article rows whose bodies are blocks per locale.
 */

/** Per-locale text; an article written in one language only leaves the other out. */
export type SeedLocalized = { fr?: string; en?: string };

/** One part of an article body, in one language. */
export type SeedBodyPart =
  /** Paragraphs and sub-headings as HTML: `<p>`, `<h2>`, `<h3>`, `<strong>`, `<em>`, `<a href>`. */
  | { kind: 'text'; html: string }
  /** A pulled quote, optionally attributed. */
  | { kind: 'quote'; text: string; cite?: string }
  /** A bulleted or numbered list of short plain-text items. */
  | { kind: 'list'; items: string[]; ordered?: boolean }
  /** An illustration from `public/` (e.g. `/blog/keys.svg`) with its alternative text and caption. */
  | { kind: 'image'; src: string; alt: string; caption?: string };

/** The three seeded categories, by stable key. */
export type SeedCategoryKey = 'buying' | 'selling' | 'neighbourhoods';

/** A seeded article. Authors are the site's first (0) or second (1) author. */
export interface SeedArticle {
  /** Stable key within the seed (not shown). */
  key: string;
  /** URL slug per locale: lower-case ASCII words joined by '-', no accents. */
  slug: SeedLocalized;
  title: SeedLocalized;
  /** One or two sentences shown on cards (≤ 200 characters). */
  excerpt: SeedLocalized;
  body: { fr?: SeedBodyPart[]; en?: SeedBodyPart[] };
  /** Cover illustration path under `public/` (`/blog/….svg`). */
  cover: string;
  /** Alternative text of the cover, per locale. */
  coverAlt: SeedLocalized;
  categories: SeedCategoryKey[];
  author: 0 | 1;
  tags: { fr?: string[]; en?: string[] };
  featured?: boolean;
  /** Published this many days before the seed runs (0 = today). */
  daysAgo: number;
}
