/**
 * A site's own `frame-src` allowlist (`metadata.frame_sources`, set by admins in the general
 * settings): the origins of the tools the site embeds, such as its property search iframe.
 * The page's Content-Security-Policy always allows the site itself, the captcha and the video
 * privacy hosts (youtube-nocookie.com, player.vimeo.com); a site adds only its own https
 * origins, so no other site's pages can frame them.
 */
import type { Context, MiddlewareHandler } from 'hono';

const FRAME_SOURCES_KEY = 'vitrineFrameSources';

/** Records the origins the current page may frame (read by {@link extendFrameSrc}). */
export function setFrameSources(c: Context, origins: readonly string[]): void {
  if (origins.length > 0) c.set(FRAME_SOURCES_KEY as never, origins as never);
}

/** `policy` with `origins` added to its `frame-src` directive (created when missing). */
export function withFrameSources(policy: string, origins: readonly string[]): string {
  if (origins.length === 0) return policy;
  const directives = policy.split(';').map((d) => d.trim()).filter(Boolean);
  const index = directives.findIndex((d) => d.split(/\s+/)[0] === 'frame-src');
  if (index === -1) return [...directives, `frame-src 'self' ${origins.join(' ')}`].join('; ');
  const present = new Set(directives[index].split(/\s+/).slice(1));
  directives[index] = [directives[index], ...origins.filter((o) => !present.has(o))].join(' ');
  return directives.join('; ');
}

/**
 * Middleware registered before the security headers: once they are set, adds the origins recorded
 * with {@link setFrameSources} to the response's CSP `frame-src`.
 */
export function extendFrameSrc(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const origins = c.get(FRAME_SOURCES_KEY as never) as readonly string[] | undefined;
    const policy = c.res.headers.get('Content-Security-Policy');
    if (origins && policy) c.res.headers.set('Content-Security-Policy', withFrameSources(policy, origins));
  };
}
