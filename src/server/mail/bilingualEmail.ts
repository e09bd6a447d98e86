/**
 * The HTML shell of the site's bilingual notices (alert confirmation, account lockout): one card,
 * a heading, then one section per language (the reader's first, the other under a rule), each
 * marked with its `lang` so mail clients and screen readers read it in the right voice.
 */
import type { Locale } from '../../lib/locales';
import { escapeHtml } from '../../lib/escapeHtml';

/**
 * The whole HTML document of a bilingual notice.
 * @param locales the languages in reading order (the first is the document's language)
 * @param subject the `<title>` (plain text, escaped here)
 * @param heading the card's heading (plain text, escaped here)
 * @param sectionHtml the body of one language's section, as HTML the caller has escaped
 */
export function bilingualEmailHtml(locales: readonly Locale[], subject: string, heading: string, sectionHtml: (locale: Locale) => string): string {
  const e = escapeHtml;
  const sections = locales
    .map(
      (locale, index) => `
    <div lang="${locale}"${index > 0 ? ' style="margin-top:28px;padding-top:24px;border-top:1px solid #e5e7eb"' : ''}>
      ${sectionHtml(locale)}
    </div>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${locales[0]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:16px;background:#f5f6f8;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#111827">
  <div style="box-sizing:border-box;max-width:640px;margin:0 auto;background:#ffffff;border-radius:10px;padding:28px">
    <h1 style="margin:0 0 16px;font-size:20px;line-height:1.3">${e(heading)}</h1>${sections}
  </div>
</body>
</html>
`;
}
