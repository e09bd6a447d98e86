/**
 * DOMPurify as the rich-text sanitiser (spec 000 §3 "richtext"): scripts, event handlers,
 * `javascript:` URLs, styles and form controls removed; `target=_blank` links get
 * `rel="noopener noreferrer"`. The code that parses rich text installs it
 * (`setRichTextSanitizer(sanitizeHtml)`, schema/richTextSanitizer.ts): the server (page
 * preparation, CMS checks), QA mode and the tests; public pages in the browser never load it.
 */
import DOMPurify from 'isomorphic-dompurify';

let hooked = false;
function ensureHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && (node as Element).getAttribute('target') === '_blank') {
      (node as Element).setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Sanitised results by source HTML. Sanitising builds a DOM (on the server, a whole jsdom
 * document) per call; the same texts come back on every render of a page and across pages (footer,
 * shared sections), and the output depends on the input alone. Bounded by total characters kept;
 * the oldest entry goes first.
 */
const sanitized = new Map<string, string>();
const MEMO_MAX_CHARS = 2_000_000;
const MEMO_MAX_ENTRY_CHARS = 100_000;
let memoChars = 0;

function remember(html: string, clean: string): void {
  const size = html.length + clean.length;
  if (size > MEMO_MAX_ENTRY_CHARS) return;
  sanitized.set(html, clean);
  memoChars += size;
  for (const [oldHtml, oldClean] of sanitized) {
    if (memoChars <= MEMO_MAX_CHARS) break;
    sanitized.delete(oldHtml);
    memoChars -= oldHtml.length + oldClean.length;
  }
}

/**
 * Sanitises an HTML fragment for `dangerouslySetInnerHTML`. Results are memoised by input (at most
 * ≈ 2 M characters kept).
 */
export function sanitizeHtml(html: string): string {
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  ensureHooks();
  const clean = DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button'] });
  remember(html, clean);
  return clean;
}
