/**
 * JSON that can sit inside an inline `<script>` element: `<` written `\u003c`, so no value can
 * close the element (`</script`) or open a comment (`<!--`). JSON.parse and JavaScript read it as
 * the same value. (JSON-LD escapes more: src/renderer/seo/pageHead.ts `jsonLdText`.)
 * @param value anything JSON.stringify writes; a string gives a string literal
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
