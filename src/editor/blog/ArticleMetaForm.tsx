/**
 * The article's details beside the canvas: title, address (slug, suggested from the title until
 * edited), excerpt and tags in French and English side by side; cover image and its alternative
 * texts; author; categories; featured. Every change is an editor action (undoable, autosaved).
 * Server field messages (422) show under their field.
 */
import { useId, type ReactNode } from 'react';
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

/** A labelled control with its help and error lines, linked to the control by id. */
function Field({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error?: string[];
  children: (describedBy: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}) {
  const described = [help ? `${id}-help` : '', error?.length ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error?.length ? { 'aria-invalid': true as const } : {}),
      })}
      {help ? (
        <span className={styles.help} id={`${id}-help`}>
          {help}
        </span>
      ) : null}
      {error?.length ? (
        <span className={styles.error} id={`${id}-error`}>
          {error.join(' ')}
        </span>
      ) : null}
    </div>
  );
}

export function ArticleMetaForm({ authors, categories, errors }: ArticleMetaFormProps) {
  const intl = useIntl();
  const { store, uiLocale } = useEditor();
  const title = useEditorState((s) => s.doc.title);
  const meta = useEditorState((s) => s.doc.meta)!;
  const dispatch = store.getState().dispatch;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const uid = useId();
  const idOf = (key: string) => `${uid}-${key.replace(/\./g, '-')}`;

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
          <Field id={idOf(`title.${locale}`)} label={t('editor.blog.field.title')} error={errors[`document.title.${locale}`]}>
            {(props) => <input {...props} value={title[locale]} onChange={(event) => changeTitle(locale, event.target.value)} />}
          </Field>
          <Field
            id={idOf(`slug.${locale}`)}
            label={t('editor.blog.field.slug')}
            help={locale === 'fr' ? `/fr/blogue/${meta.slug.fr || '…'}-…` : `/en/blog/${meta.slug.en || '…'}-…`}
            error={errors[`document.slug.${locale}`]}
          >
            {(props) => (
              <input
                {...props}
                value={meta.slug[locale] ?? ''}
                spellCheck={false}
                onChange={(event) =>
                  dispatch(
                    setArticleMeta('slug', {
                      ...meta.slug,
                      [locale]: event.target.value,
                    }),
                  )
                }
              />
            )}
          </Field>
          <Field id={idOf(`excerpt.${locale}`)} label={t('editor.blog.field.excerpt')} error={errors[`document.excerpt.${locale}`]}>
            {(props) => (
              <textarea
                {...props}
                rows={3}
                value={meta.excerpt[locale] ?? ''}
                onChange={(event) =>
                  dispatch(
                    setArticleMeta('excerpt', {
                      ...meta.excerpt,
                      [locale]: event.target.value,
                    }),
                  )
                }
              />
            )}
          </Field>
          <Field id={idOf(`tags.${locale}`)} label={t('editor.blog.field.tags')} help={t('editor.blog.field.tagsHelp')} error={errors[`document.tags.${locale}`]}>
            {(props) => (
              <input
                {...props}
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
              />
            )}
          </Field>
        </fieldset>
      ))}
      <fieldset className={styles.group}>
        <legend>{t('editor.blog.field.cover')}</legend>
        <Field id={idOf('cover.url')} label={t('editor.blog.field.coverUrl')} error={errors['document.cover.url']}>
          {(props) => (
            <input
              {...props}
              value={meta.cover?.url ?? ''}
              placeholder="/blog/…svg"
              onChange={(event) => dispatch(setArticleMeta('cover', event.target.value ? { url: event.target.value, alt: meta.cover?.alt ?? {} } : null))}
            />
          )}
        </Field>
        {meta.cover
          ? LOCALES.map((locale) => (
              <Field
                key={locale}
                id={idOf(`cover.alt.${locale}`)}
                label={t('editor.blog.field.coverAlt', {
                  lang: locale.toUpperCase(),
                })}
              >
                {(props) => (
                  <input
                    {...props}
                    lang={locale}
                    value={meta.cover?.alt[locale] ?? ''}
                    onChange={(event) =>
                      dispatch(
                        setArticleMeta('cover', {
                          url: meta.cover!.url,
                          alt: {
                            ...meta.cover!.alt,
                            [locale]: event.target.value,
                          },
                        }),
                      )
                    }
                  />
                )}
              </Field>
            ))
          : null}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('editor.blog.field.classification')}</legend>
        <Field id={idOf('author')} label={t('editor.blog.field.author')} error={errors['document.author_id']}>
          {(props) => (
            <select {...props} value={meta.author_id ?? ''} onChange={(event) => dispatch(setArticleMeta('author_id', event.target.value ? Number(event.target.value) : null))}>
              <option value="">{t('editor.blog.field.noAuthor')}</option>
              {authors.map((author) => (
                <option key={author.id} value={author.id}>
                  {author.name}
                </option>
              ))}
            </select>
          )}
        </Field>
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
          {errors['document.category_ids']?.length ? <span className={styles.error}>{errors['document.category_ids'].join(' ')}</span> : null}
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={meta.featured} onChange={(event) => dispatch(setArticleMeta('featured', event.target.checked))} />
          {t('editor.blog.field.featured')}
        </label>
      </fieldset>
    </div>
  );
}
