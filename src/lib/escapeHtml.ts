/**
 * Escapes the five markup-special characters (`& < > " '`) for text and attribute values of HTML
 * and XML alike (`'` as `&#39;`, valid in both): error pages, e-mails, the unsubscribe page and
 * sitemaps.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}
