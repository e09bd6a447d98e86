/**
 * The article's details beside the canvas: title, address (slug, suggested from the title until
 * edited), excerpt and tags in French and English side by side; cover image and its alternative
 * texts; author; categories; featured. Every change is an editor action (undoable, autosaved).
 * Server field messages (422) show under their field.
 */
import { useIntl } from 'react-intl';
import type { BlogAuthor, BlogCategory } from '../../api/cmsArticlesApi';
import { setArticleMeta } from '../store/actions/setArticleMeta';
import { setPageTitle } from '../store/actions/setPageTitle';
import { useEditor, useEditorState } from '../store/EditorContext';
import { slugify } from '../../lib/slug';
import styles from './ArticleWorkbench.module.css';

export interface ArticleMetaFormProps {
  authors: BlogAuthor[];
  categories: BlogCategory[];
  /** Field messages of the last refused save or publish, keyed like `document.slug.fr`. */
  errors: Record<string, string[]>;
}

const LOCALES = ['fr', 'en'] as const;

export function ArticleMetaForm({ authors, categories, errors }: ArticleMetaFormProps) {
  const intl = useIntl();
  const { store, uiLocale } = useEditor();
  const title = useEditorState((s) => s.doc.title);
  const meta = useEditorState((s) => s.doc.meta)!;
  const dispatch = store.getState().dispatch;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const error = (key: string) =>
    errors[key]?.length ? (
      <span className={styles.error} id={`err-${key}`}>
        {errors[key].join(' ')}
      </span>
    ) : null;
  const described = (key: string) => (errors[key]?.length ? { 'aria-invalid': true, 'aria-describedby': `err-${key}` } : {});

  function changeTitle(locale: 'fr' | 'en', value: string) {
    // The slug follows the title until it is edited by hand.
    const followed = !meta.slug[locale] || meta.slug[locale] === slugify(title[locale]);
    dispatch(setPageTitle(locale, value));
    if (followed) dispatch(setArticleMeta('slug', { ...meta.slug, [locale]: slugify(value) }));
  }

  return (
    <div className={styles.meta}>
      {LOCALES.map((locale) => (
        <fieldset key={locale} className={styles.group} lang={locale}>
          <legend>{t(`editor.blog.lang.${locale}`)}</legend>
          <label className={styles.field}>
            <span>{t('editor.blog.field.title')}</span>
            <input value={title[locale]} onChange={(event) => changeTitle(locale, event.target.value)} {...described(`document.title.${locale}`)} />
            {error(`document.title.${locale}`)}
          </label>
          <label className={styles.field}>
            <span>{t('editor.blog.field.slug')}</span>
            <input
              value={meta.slug[locale] ?? ''}
              onChange={(event) => dispatch(setArticleMeta('slug', { ...meta.slug, [locale]: event.target.value }))}
              spellCheck={false}
              {...described(`document.slug.${locale}`)}
            />
            <span className={styles.help}>{locale === 'fr' ? `/fr/blogue/${meta.slug.fr || '…'}-…` : `/en/blog/${meta.slug.en || '…'}-…`}</span>
            {error(`document.slug.${locale}`)}
          </label>
          <label className={styles.field}>
            <span>{t('editor.blog.field.excerpt')}</span>
            <textarea rows={3} value={meta.excerpt[locale] ?? ''} onChange={(event) => dispatch(setArticleMeta('excerpt', { ...meta.excerpt, [locale]: event.target.value }))} {...described(`document.excerpt.${locale}`)} />
            {error(`document.excerpt.${locale}`)}
          </label>
          <label className={styles.field}>
            <span>{t('editor.blog.field.tags')}</span>
            <input
              value={(meta.tags[locale] ?? []).join(', ')}
              onChange={(event) =>
                dispatch(
                  setArticleMeta('tags', {
                    ...meta.tags,
                    [locale]: event.target.value
                      .split(',')
                      .map((tag) => tag.trimStart())
                      .filter((tag, i, all) => tag || i === all.length - 1),
                  }),
                )
              }
              onBlur={() => dispatch(setArticleMeta('tags', { ...meta.tags, [locale]: (meta.tags[locale] ?? []).map((tag) => tag.trim()).filter(Boolean) }))}
              {...described(`document.tags.${locale}`)}
            />
            <span className={styles.help}>{t('editor.blog.field.tagsHelp')}</span>
            {error(`document.tags.${locale}`)}
          </label>
        </fieldset>
      ))}
      <fieldset className={styles.group}>
        <legend>{t('editor.blog.field.cover')}</legend>
        <label className={styles.field}>
          <span>{t('editor.blog.field.coverUrl')}</span>
          <input
            value={meta.cover?.url ?? ''}
            placeholder="/blog/…svg"
            onChange={(event) => dispatch(setArticleMeta('cover', event.target.value ? { url: event.target.value, alt: meta.cover?.alt ?? {} } : null))}
            {...described('document.cover.url')}
          />
          {error('document.cover.url')}
        </label>
        {meta.cover
          ? LOCALES.map((locale) => (
              <label key={locale} className={styles.field} lang={locale}>
                <span>{t('editor.blog.field.coverAlt', { lang: locale.toUpperCase() })}</span>
                <input value={meta.cover?.alt[locale] ?? ''} onChange={(event) => dispatch(setArticleMeta('cover', { url: meta.cover!.url, alt: { ...meta.cover!.alt, [locale]: event.target.value } }))} />
              </label>
            ))
          : null}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('editor.blog.field.classification')}</legend>
        <label className={styles.field}>
          <span>{t('editor.blog.field.author')}</span>
          <select value={meta.author_id ?? ''} onChange={(event) => dispatch(setArticleMeta('author_id', event.target.value ? Number(event.target.value) : null))} {...described('document.author_id')}>
            <option value="">{t('editor.blog.field.noAuthor')}</option>
            {authors.map((author) => (
              <option key={author.id} value={author.id}>
                {author.name}
              </option>
            ))}
          </select>
          {error('document.author_id')}
        </label>
        <div className={styles.field} role="group" aria-label={t('editor.blog.field.categories')}>
          <span>{t('editor.blog.field.categories')}</span>
          {categories.map((category) => (
            <label key={category.id} className={styles.check}>
              <input
                type="checkbox"
                checked={meta.category_ids.includes(category.id)}
                onChange={(event) =>
                  dispatch(setArticleMeta('category_ids', event.target.checked ? [...meta.category_ids, category.id] : meta.category_ids.filter((id) => id !== category.id)))
                }
              />
              {category.label[uiLocale] || category.label.fr || category.label.en}
            </label>
          ))}
          {error('document.category_ids')}
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={meta.featured} onChange={(event) => dispatch(setArticleMeta('featured', event.target.checked))} />
          {t('editor.blog.field.featured')}
        </label>
      </fieldset>
    </div>
  );
}
