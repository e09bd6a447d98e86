/**
 * A site's own `frame-src` allowlist (`metadata.frame_sources`, set by admins in the general
 * settings): the origins of the tools the site embeds, such as its property search iframe.
 * The page's Content-Security-Policy always allows the site itself, the captcha and the video
 * privacy hosts (youtube-nocookie.com, player.vimeo.com); a site adds only its own https
 * origins, so no other site's pages can frame them. The security headers (securityHeaders.ts) add
 * the recorded origins to the answer's `frame-src`.
 */
import type { Context } from 'hono';
import { metadata } from '../../schema/page';

const FRAME_SOURCES_KEY = 'vitrineFrameSources';
const NONE: readonly string[] = [];

/** Records the origins the current page may frame (read by {@link frameSourcesOf}). */
export function setFrameSources(c: Context, origins: readonly string[]): void {
  if (origins.length > 0) c.set(FRAME_SOURCES_KEY as never, origins as never);
}

/** The origins recorded for the current answer with {@link setFrameSources} (none by default). */
export function frameSourcesOf(c: Context): readonly string[] {
  return (c.get(FRAME_SOURCES_KEY as never) as readonly string[] | undefined) ?? NONE;
}

/**
 * The origins a site's stored settings (`sites.settings`) let its pages frame: their
 * `metadata.frame_sources` when valid, else none. Only that field is parsed (every page render
 * asks, and the whole settings' parse cost more than a tenth of a millisecond).
 */
export function siteFrameSources(settings: unknown): string[] {
  const stored = (settings as { metadata?: { frame_sources?: unknown } } | null | undefined)?.metadata?.frame_sources;
  return metadata.shape.frame_sources.safeParse(stored).data ?? [];
}
