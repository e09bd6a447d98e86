/**
 * Categories and authors of the blog: add, rename and delete categories (names in French and
 * English); add, edit and delete authors (name, portrait address, short biography per language).
 * Server field messages (422) show in the dialog; nothing typed is lost on a failure.
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CmsApiError } from '../../api/cmsApi';
import type { AuthorInput, BlogAuthor, BlogCategory, CmsArticlesApi } from '../../api/cmsArticlesApi';
import dialogs from '../shell/dialogs.module.css';
import styles from './TaxonomyDialog.module.css';

export interface TaxonomyDialogProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  articlesApi: CmsArticlesApi;
  /** Called after every change (the editor reloads its lists). */
  onChanged(): void;
}

const emptyAuthor: AuthorInput & { bio: { fr: string; en: string } } = {
  name: '',
  avatar_url: '',
  bio: { fr: '', en: '' },
};

export function TaxonomyDialog({ isOpen, onOpenChange, articlesApi, onChanged }: TaxonomyDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [categories, setCategories] = useState<BlogCategory[]>([]);
  const [authors, setAuthors] = useState<BlogAuthor[]>([]);
  const [category, setCategory] = useState<{
    id: number | null;
    fr: string;
    en: string;
  }>({ id: null, fr: '', en: '' });
  const [author, setAuthor] = useState<{ id: number | null } & typeof emptyAuthor>({ id: null, ...emptyAuthor });
  const [error, setError] = useState<string | null>(null);

  async function refresh() {
    const [nextCategories, nextAuthors] = await Promise.all([articlesApi.categories(), articlesApi.authors()]);
    setCategories(nextCategories);
    setAuthors(nextAuthors);
  }
  useEffect(() => {
    if (isOpen) void refresh().catch((failure: Error) => setError(failure.message));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Reload each time the dialog opens.
  }, [isOpen]);

  async function run(action: () => Promise<unknown>, after: () => void) {
    setError(null);
    try {
      await action();
      after();
      await refresh();
      onChanged();
    } catch (failure) {
      setError(failure instanceof CmsApiError ? (Object.values(failure.fields)[0]?.[0] ?? failure.message) : String(failure));
    }
  }

  const saveCategory = () => {
    const label = {
      ...(category.fr.trim() ? { fr: category.fr.trim() } : {}),
      ...(category.en.trim() ? { en: category.en.trim() } : {}),
    };
    return run(
      () => (category.id === null ? articlesApi.createCategory(label) : articlesApi.renameCategory(category.id, label)),
      () => setCategory({ id: null, fr: '', en: '' }),
    );
  };
  const saveAuthor = () => {
    const input: AuthorInput = {
      name: author.name.trim(),
      avatar_url: author.avatar_url?.trim() || null,
      bio: author.bio,
    };
    return run(
      () => (author.id === null ? articlesApi.createAuthor(input) : articlesApi.updateAuthor(author.id, input)),
      () => setAuthor({ id: null, ...emptyAuthor }),
    );
  };

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={dialogs.overlay}>
      <Modal className={dialogs.modal}>
        <Dialog className={dialogs.dialog}>
          <Heading slot="title" className={dialogs.title}>
            {t('editor.blog.taxonomy')}
          </Heading>
          {error ? (
            <p className={dialogs.error} role="alert">
              {error}
            </p>
          ) : null}
          <section className={styles.section} aria-labelledby="taxonomy-categories">
            <h3 id="taxonomy-categories">{t('editor.blog.field.categories')}</h3>
            <ul className={styles.list}>
              {categories.map((item) => (
                <li key={item.id}>
                  <span>
                    {item.label.fr || '—'} / {item.label.en || '—'} <span className={styles.count}>({item.articles_count})</span>
                  </span>
                  <span className={styles.rowActions}>
                    <Button
                      className={dialogs.secondary}
                      onPress={() =>
                        setCategory({
                          id: item.id,
                          fr: item.label.fr ?? '',
                          en: item.label.en ?? '',
                        })
                      }
                    >
                      {t('editor.blog.rename')}
                    </Button>
                    <Button
                      className={dialogs.danger}
                      onPress={() =>
                        void run(
                          () => articlesApi.removeCategory(item.id),
                          () => undefined,
                        )
                      }
                      aria-label={t('editor.blog.deleteNamed', {
                        name: item.label.fr || item.label.en || '',
                      })}
                    >
                      {t('editor.blog.deleteAction')}
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
            <div className={styles.form}>
              <label className={dialogs.field}>
                <span>{t('editor.blog.categoryName.fr')}</span>
                <input value={category.fr} onChange={(event) => setCategory({ ...category, fr: event.target.value })} lang="fr" />
              </label>
              <label className={dialogs.field}>
                <span>{t('editor.blog.categoryName.en')}</span>
                <input value={category.en} onChange={(event) => setCategory({ ...category, en: event.target.value })} lang="en" />
              </label>
              <Button className={dialogs.primary} onPress={() => void saveCategory()} isDisabled={!category.fr.trim() && !category.en.trim()}>
                {t(category.id === null ? 'editor.blog.addCategory' : 'editor.blog.saveCategory')}
              </Button>
            </div>
          </section>
          <section className={styles.section} aria-labelledby="taxonomy-authors">
            <h3 id="taxonomy-authors">{t('editor.blog.authors')}</h3>
            <ul className={styles.list}>
              {authors.map((item) => (
                <li key={item.id}>
                  <span>{item.name}</span>
                  <span className={styles.rowActions}>
                    <Button
                      className={dialogs.secondary}
                      onPress={() =>
                        setAuthor({
                          id: item.id,
                          name: item.name,
                          avatar_url: item.avatar_url ?? '',
                          bio: { fr: item.bio.fr ?? '', en: item.bio.en ?? '' },
                        })
                      }
                    >
                      {t('editor.blog.editAuthor')}
                    </Button>
                    <Button
                      className={dialogs.danger}
                      onPress={() =>
                        void run(
                          () => articlesApi.removeAuthor(item.id),
                          () => undefined,
                        )
                      }
                      aria-label={t('editor.blog.deleteNamed', {
                        name: item.name,
                      })}
                    >
                      {t('editor.blog.deleteAction')}
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
            <div className={styles.form}>
              <label className={dialogs.field}>
                <span>{t('editor.blog.authorName')}</span>
                <input value={author.name} onChange={(event) => setAuthor({ ...author, name: event.target.value })} />
              </label>
              <label className={dialogs.field}>
                <span>{t('editor.blog.authorAvatar')}</span>
                <input value={author.avatar_url ?? ''} placeholder="/images/portrait.svg" onChange={(event) => setAuthor({ ...author, avatar_url: event.target.value })} />
              </label>
              {(['fr', 'en'] as const).map((locale) => (
                <label key={locale} className={dialogs.field} lang={locale}>
                  <span>{t(`editor.blog.authorBio.${locale}`)}</span>
                  <textarea
                    rows={2}
                    value={author.bio[locale]}
                    onChange={(event) =>
                      setAuthor({
                        ...author,
                        bio: { ...author.bio, [locale]: event.target.value },
                      })
                    }
                  />
                </label>
              ))}
              <Button className={dialogs.primary} onPress={() => void saveAuthor()} isDisabled={!author.name.trim()}>
                {t(author.id === null ? 'editor.blog.addAuthor' : 'editor.blog.saveAuthor')}
              </Button>
            </div>
          </section>
          <div className={dialogs.actions}>
            <Button className={dialogs.secondary} onPress={() => onOpenChange(false)}>
              {t('editor.versions.close')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
