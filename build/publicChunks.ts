/**
 * How the browser build groups modules into chunks for the site's pages (the "Fast on a phone"
 * targets: what a phone downloads, counted as received, in at most 15 script requests). Every
 * request costs the phone about 490 bytes of headers and a round trip on top of its body, so a page
 * gets a few chunks of useful size instead of one per shared helper:
 *
 * - `client`: React, React DOM and the scheduler (one library, one request; the entry evaluates it
 *   in a task of its own before the island's), with Vite's preload helper, which the entry and every
 *   chunk import (a request of its own before), and Rolldown's runtime, moved in once the chunks are
 *   rendered (build/runtimeInClientChunk.ts: no grouping option reaches it).
 * - `PageIsland`: what every page hydrates with, the island's runtime (src/renderer/hydratePublicPage.tsx
 *   and its imports, the consent manager among them) together with the helpers nearly every block
 *   draws with (links, icons, images, rich text, heading levels, the content layout) and lucide's
 *   icon runtime: each was a chunk of 0.2–5 KB that most pages fetched on their own.
 * - The site pages' entry is no chunk a page fetches: the document carries its code
 *   (build/inlineEntries.ts).
 * - Icons go with the blocks that draw them (a lucide icon is a few hundred bytes): a page receives
 *   the icons it shows, in the chunks it fetches anyway.
 * - `Header`: the three header variants with the header they share (each variant was a 270-byte
 *   request of its own on every page).
 * - `BlogPost`: a post with the five article parts of its body (text, quote, list, image, video),
 *   which are blocks of their own too, so each was a 0.4–0.6 kB request when a post came alive
 *   (7 requests; now 3 with the post's own small entry and the video player).
 * - Small common chunks (under {@link INLINE_COMMON_CHUNKS_BELOW} bytes of source) are copied into
 *   the block chunks that use them instead of being fetched apart.
 *
 * The editor's modules keep Rolldown's automatic splitting: QA screens load them, never a page.
 */
import type { Rolldown } from 'vite';

/** Common chunks smaller than this (bytes of source before minification, ≈ 4 KB minified) are inlined. */
export const INLINE_COMMON_CHUNKS_BELOW = 16_000;

/** Lucide's own runtime (building an icon's element), which every icon module imports. */
const LUCIDE_RUNTIME = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/;

/** React, with Vite's preload helper, which the entry and every chunk import. */
const CLIENT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|preload-helper/;

/** The island's runtime and the drawing helpers of nearly every block (their imports come along). */
const ISLAND =
  /[\\/]src[\\/](renderer[\\/]hydratePublicPage\.tsx|renderer[\\/]page[\\/]PageIsland\.tsx|blocks[\\/]ui[\\/](Icon|Image|Link|RichText)(\.tsx|\.module\.css)|blocks[\\/]content[\\/]_parts[\\/](headingTag\.ts|layout\.module\.css))$/;

const HEADER = /[\\/]src[\\/]blocks[\\/]chrome[\\/](_parts[\\/]Header\.tsx|header_[a-z]+[\\/]Header[A-Za-z]+\.tsx)$/;

/** A blog post with the article parts of its body (each also a block of its own, so each was a chunk). */
const BLOG_POST = /[\\/]src[\\/]blocks[\\/]blog[\\/](blog_post_block[\\/]BlogPostBlock|article_[a-z]+_block[\\/]Article[A-Za-z]+Block|_parts[\\/](ArticleBody|prose))(\.tsx|\.module\.css)$/;

/** Rolldown's `output.codeSplitting` for the client build. */
export function publicCodeSplitting(): Rolldown.OutputOptions['codeSplitting'] {
  return {
    includeDependenciesRecursively: false,
    experimentalInlineCommonChunks: { maxSize: INLINE_COMMON_CHUNKS_BELOW },
    groups: [
      { name: 'client', priority: 3, test: CLIENT },
      {
        name: 'PageIsland',
        priority: 2,
        includeDependenciesRecursively: true,
        test: (id: string) => ISLAND.test(id) || LUCIDE_RUNTIME.test(id),
      },
      { name: 'Header', priority: 1, includeDependenciesRecursively: true, test: HEADER },
      { name: 'BlogPost', priority: 1, test: BLOG_POST },
    ],
  };
}
