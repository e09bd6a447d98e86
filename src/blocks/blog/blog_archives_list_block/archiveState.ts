/**
 * The posts archive's filter rules (spec 001 §4 "Posts archive"), as pure functions:
 * every category starts selected; clicking one while all are selected selects only it; otherwise
 * it toggles; unchecking the last selected one selects all again. The query sends `categories`
 * only when not all are selected.
 */
import type { ArticlesQuery } from '../../../schema/blogValues';

/** `'all'` or the selected category ids (never empty). */
export type CategorySelection = 'all' | number[];

/** The selection after a click on category `id`. */
export function toggleCategory(selection: CategorySelection, id: number): CategorySelection {
  if (selection === 'all') return [id];
  if (selection.includes(id)) {
    const rest = selection.filter((selected) => selected !== id);
    return rest.length === 0 ? 'all' : rest;
  }
  return [...selection, id].sort((a, b) => a - b);
}

/** Whether category `id` shows as selected. */
export function isSelected(selection: CategorySelection, id: number): boolean {
  return selection === 'all' || selection.includes(id);
}

/** A stable key of the parameters of one request (identical keys are not fetched twice). */
export function queryKey(query: ArticlesQuery): string {
  return JSON.stringify([query.language, query.order, query.limit, query.page, query.categories ?? []]);
}

/** A count as the archive shows it: zero-padded to 2 digits (spec 001 §9 "Counters"). */
export function padCount(count: number): string {
  return String(count).padStart(2, '0');
}
