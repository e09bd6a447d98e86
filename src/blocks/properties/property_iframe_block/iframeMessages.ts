/**
 * Auto-height of the property iframe (spec 001 §2 "Property iframe: auto-sized by height messages
 * coming from that tool's own origin (message carries an event id for height and a data value for
 * the height)", §7 "A window message from the iframe origin sets iframe height"): height
 * messages are accepted only from the configured tool's origin and that frame's window, and the
 * height is clamped. Pure functions, no React.
 */

/** Event id of a height message. */
export const IFRAME_HEIGHT_EVENT = 'height';
/** Height bounds (px) applied to every accepted message. */
export const IFRAME_MIN_HEIGHT = 200;
export const IFRAME_MAX_HEIGHT = 10_000;
/** Height (px) before the tool reports its own. */
export const IFRAME_DEFAULT_HEIGHT = 900;

/** Default query parameters of the tool (spec 001 §3 "Iframe block"). */
export const IFRAME_DEFAULT_QUERY = { model: 'v5', pub: '0', desjPub: '0', desjCalc: '0' } as const;

/**
 * The frame's URL: `iframeUrl` with the default parameters, then the block's `iframeQueryParams`
 * (which win), then `shareUrl` = the current page URL.
 * @returns null when `iframeUrl` is not an absolute http(s) URL
 */
export function buildIframeSrc(iframeUrl: string | undefined, queryParams: Record<string, string | number | boolean> | undefined, shareUrl: string): string | null {
  if (!iframeUrl) return null;
  let url: URL;
  try {
    url = new URL(iframeUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  for (const [key, value] of Object.entries({ ...IFRAME_DEFAULT_QUERY, ...(queryParams ?? {}) })) url.searchParams.set(key, String(value));
  url.searchParams.set('shareUrl', shareUrl);
  return url.toString();
}

/** Clamps a height to 200–10 000 px (rounded); non-numbers → null. */
export function clampIframeHeight(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return null;
  return Math.round(Math.min(IFRAME_MAX_HEIGHT, Math.max(IFRAME_MIN_HEIGHT, number)));
}

/**
 * The height carried by a `message` event, or null when the message must be ignored: its origin
 * is not `expectedOrigin` (the frame URL's origin), its source is not `frameWindow` (that frame's
 * own window), or its data is not `{ event|id: 'height', data: <px> }` (an object, or that object
 * as a JSON string).
 */
export function heightFromMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expectedOrigin: string,
  frameWindow: MessageEventSource | Window | null | undefined,
): number | null {
  if (!frameWindow || event.origin !== expectedOrigin || event.source !== frameWindow) return null;
  let data: unknown = event.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  const id = record.event ?? record.id;
  if (id !== IFRAME_HEIGHT_EVENT) return null;
  return clampIframeHeight(record.data);
}
