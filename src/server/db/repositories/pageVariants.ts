/**
 * Page variants repository (issue 3 §2 "Variants"): the content variants of a page, previewed
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
  const [row] = await db.insert(pageVariants).values(input).returning();
  return row;
}
