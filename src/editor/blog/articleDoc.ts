/**
 * The article document ↔ the editor document: the body's blocks and the title go where the page
 * editor keeps them (blocks, title); every other part is the document's `meta`.
 */
import type { ArticleDocument } from '../../schema/articleDocument';
import { toContentFields, toEditorBlocks, type EditorDoc } from '../store/editorStore';

/** The editor document of an article. */
export function editorDocOf(document: ArticleDocument): EditorDoc {
  const { title, body, ...meta } = document;
  return { blocks: toEditorBlocks(body.fields), title: { fr: title.fr ?? '', en: title.en ?? '' }, meta };
}

const withoutEmpty = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== undefined && !(Array.isArray(v) && v.length === 0))) as T;

const cleanTags = (tags: string[] | undefined) => tags?.map((tag) => tag.trim()).filter(Boolean);

/** The article document of an editor document (empty texts and tags left out). */
export function articleDocumentOf(doc: EditorDoc): ArticleDocument {
  const meta = doc.meta!;
  return {
    ...meta,
    title: withoutEmpty({ fr: doc.title.fr.trim(), en: doc.title.en.trim() }),
    slug: withoutEmpty({ ...meta.slug }),
    excerpt: withoutEmpty({ ...meta.excerpt }),
    tags: withoutEmpty({ fr: cleanTags(meta.tags.fr), en: cleanTags(meta.tags.en) }),
    body: { fields: toContentFields(doc) },
  };
}
