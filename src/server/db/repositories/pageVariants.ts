/**
 * Page variants repository: the content variants of a page, previewed
 * with `?variant={id}`.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { pageVariants, type PageVariantRow, type StoredPageContent } from '../schema';

/** Fields of a new variant; `id` is the slug used in `?variant=`. */
export interface NewPageVariant {
  id: string;
  pageId: string;
  name: string;
  /** Banner colour, `#rrggbb`. */
  color: string;
  content: StoredPageContent;
  /** Creation time (import keeps the file's order with 1 ms steps); default now. */
  createdAt?: Date;
  /** When it was made public at `?variant=`; null or omitted: unpublished. */
  publishedAt?: Date | null;
}

/** The variants of a page, oldest first. */
export async function listPageVariants(db: Database, pageId: string): Promise<PageVariantRow[]> {
  return db.select().from(pageVariants).where(eq(pageVariants.pageId, pageId)).orderBy(asc(pageVariants.createdAt), asc(pageVariants.id));
}

/** The variant `id` of page `pageId`, or null (unknown id, or a variant of another page). */
export async function findPageVariant(db: Database, pageId: string, id: string): Promise<PageVariantRow | null> {
  const [row] = await db
    .select()
    .from(pageVariants)
    .where(and(eq(pageVariants.id, id), eq(pageVariants.pageId, pageId)))
    .limit(1);
  return row ?? null;
}

/** Whether a variant id is already taken (ids are global: they travel in public URLs). */
export async function variantIdTaken(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: pageVariants.id }).from(pageVariants).where(eq(pageVariants.id, id)).limit(1);
  return row !== undefined;
}

/** Inserts a variant. @throws on a duplicate id */
export async function insertPageVariant(db: Database, input: NewPageVariant): Promise<PageVariantRow> {
  const [row] = await db
    .insert(pageVariants)
    .values({ ...input, ...(input.createdAt ? { updatedAt: input.createdAt } : {}) })
    .returning();
  return row;
}

/** Changes to a variant; only the given members are written. */
export interface PageVariantChanges {
  name?: string;
  /** `#rrggbb`. */
  color?: string;
  content?: StoredPageContent;
}

/**
 * Updates a variant with optimistic concurrency: when `expectedRevision` is given (the revision the
 * caller started from), the row is written only if it still has that revision. Every write adds
 * one to `revision`; `updated_at` becomes `at`.
 * @returns the updated row; `'stale'` when the revision no longer matches; null when the variant is gone
 */
export async function updatePageVariant(
  db: Database,
  pageId: string,
  id: string,
  changes: PageVariantChanges,
  options: { expectedRevision: number | null; at: Date },
): Promise<PageVariantRow | 'stale' | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(pageVariants)
      .where(and(eq(pageVariants.id, id), eq(pageVariants.pageId, pageId)))
      .limit(1)
      .for('update');
    if (!current) return null;
    if (options.expectedRevision !== null && current.revision !== options.expectedRevision) return 'stale';
    const [row] = await tx
      .update(pageVariants)
      .set({ ...changes, revision: current.revision + 1, updatedAt: options.at })
      .where(and(eq(pageVariants.id, id), eq(pageVariants.pageId, pageId)))
      .returning();
    return row;
  });
}

/** Deletes a variant. @returns whether a row was deleted */
export async function deletePageVariant(db: Database, pageId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pageVariants)
    .where(and(eq(pageVariants.id, id), eq(pageVariants.pageId, pageId)))
    .returning({ id: pageVariants.id });
  return rows.length > 0;
}

/** Publishes (`at`) or unpublishes (`null`) a variant. @returns the row, or null when unknown */
export async function setPageVariantPublished(db: Database, pageId: string, id: string, at: Date | null): Promise<PageVariantRow | null> {
  const [row] = await db
    .update(pageVariants)
    .set({ publishedAt: at })
    .where(and(eq(pageVariants.id, id), eq(pageVariants.pageId, pageId)))
    .returning();
  return row ?? null;
}
