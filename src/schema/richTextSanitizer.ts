/**
 * The sanitiser the `richText` schema runs on every HTML value it parses (spec 000 §3 "richtext":
 * sanitised before it reaches the DOM, also on the server).
 *
 * Parsing is where rich text becomes renderable (the server prepares every page, QA mode parses
 * each block it previews), so the schema holds the hook and the code that parses installs the real
 * sanitiser (src/lib/htmlSanitizer.ts: DOMPurify). Without one, HTML is reduced to its text, so an
 * unconfigured process can never render markup it did not check.
 */

/** Turns untrusted HTML into HTML safe for `innerHTML`. */
export type HtmlSanitizer = (html: string) => string;

let installed: HtmlSanitizer | null = null;
let warned = false;

/** Installs the sanitiser every later `richText` parse uses. */
export function setRichTextSanitizer(sanitizer: HtmlSanitizer): void {
  installed = sanitizer;
}

/**
 * Sanitises one rich-text value with the installed sanitiser; without one, keeps the text only
 * (tags removed, angle brackets escaped) and warns once.
 */
export function sanitizeRichText(html: string): string {
  if (installed) return installed(html);
  if (!warned) {
    warned = true;
    console.warn('No HTML sanitiser is installed: rich text is reduced to plain text.');
  }
  return html.replace(/<[^>]*>/g, '').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
