/**
 * Splits the HTML of a script block (spec 001 §2 "Script block") into its markup and its scripts.
 *
 * `<script>` elements inserted with `innerHTML` never run, and parser-inserted ones in the server
 * HTML would be blocked by the page's CSP (no nonce). So the block renders `markup` (the HTML with
 * every `<script>…</script>` removed) and recreates each script in the browser on mount.
 * Pure string work: runs the same on the server and in the browser (identical hydration markup).
 *
 * ```ts
 * splitScripts('<div id="w"></div><script src="https://x.test/w.js" async></script><script>init()</script>')
 * // → { markup: '<div id="w"></div>', scripts: [
 * //      { attributes: { src: 'https://x.test/w.js', async: '' }, text: '' },
 * //      { attributes: {}, text: 'init()' } ] }
 * ```
 */

/** One script of the block: its attributes (name → value, `''` for boolean ones) and inline code. */
export interface ScriptSource {
  attributes: Record<string, string>;
  text: string;
}

export interface SplitScripts {
  markup: string;
  scripts: ScriptSource[];
}

const SCRIPT_PATTERN = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE_PATTERN = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Parses the attribute part of a start tag (`src="a.js" async`) into a map; names lower-cased. */
export function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE_PATTERN)) {
    const name = match[1].toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    attributes[name] = decodeEntities(value);
  }
  return attributes;
}

/** See the module docstring. An unterminated `<script` is left in the markup as text-free HTML. */
export function splitScripts(html: string): SplitScripts {
  const scripts: ScriptSource[] = [];
  const markup = html.replace(SCRIPT_PATTERN, (_whole, attributeSource: string, text: string) => {
    scripts.push({ attributes: parseAttributes(attributeSource), text });
    return '';
  });
  // An unterminated <script> would swallow the rest of the page in the browser: drop it.
  const unterminated = markup.search(/<script\b/i);
  return { markup: unterminated >= 0 ? markup.slice(0, unterminated) : markup, scripts };
}
