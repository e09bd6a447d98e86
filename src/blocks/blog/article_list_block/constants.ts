/**
 * `article_list_block` constants (the list's lines), free of zod so the block's component does not download its
 * schema. schema.ts re-exports them.
 */

/** The non-empty lines of a list's text, trimmed. */
export function listItems(text: string | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
