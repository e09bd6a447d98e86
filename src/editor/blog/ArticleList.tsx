/**
 * The articles of the site in QA mode: a search over titles, status and language filters, and a
 * table (title, status, languages, publication date, last change) whose rows open the editor.
 * "New article" asks for a first title; "Delete" asks for confirmation first. Categories and
 * authors are managed from here.
 */
import { Pencil, Plus, Search, Tags, Trash2 } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { CmsApiError } from '../../api/cmsApi';
import type { CmsArticleSummary, CmsArticlesApi } from '../../api/cmsArticlesApi';
import type { Locale } from '../../lib/locales';
import dialogs from '../shell/dialogs.module.css';
import listScreen from '../shell/listScreen.module.css';
import styles from './ArticleList.module.css';
import { errorMessage } from '../../lib/errorMessage';

export interface ArticleListProps {
  articlesApi: CmsArticlesApi;
  articles: CmsArticleSummary[] | null;
  uiLocale: Locale;
  onOpen(id: number): void;
  /** Reloads the list (after a change). */
  onChanged(): void;
  onManageTaxonomy(): void;
  notify(message: string): void;
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function ArticleList({ articlesApi, articles, uiLocale, onOpen, onChanged, onManageTaxonomy, notify }: ArticleListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const [language, setLanguage] = useState('');
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CmsArticleSummary | null>(null);

  const shown = useMemo(() => {
    const needle = normalize(query.trim());
    return (articles ?? []).filter(
      (article) =>
        (!needle || normalize(`${article.title.fr ?? ''} ${article.title.en ?? ''}`).includes(needle)) &&
        (!status || article.status === status) &&
        (!language || article.languages.includes(language as Locale)),
    );
  }, [articles, query, status, language]);

  async function remove(article: CmsArticleSummary) {
    try {
      await articlesApi.remove(article.id);
      notify(t('editor.blog.deleted'));
      onChanged();
    } catch (error) {
      notify(
        t('editor.blog.actionFailed', {
          message: errorMessage(error),
        }),
      );
    } finally {
      setDeleting(null);
    }
  }

  const titleOf = (article: CmsArticleSummary) => article.title[uiLocale] || article.title.fr || article.title.en || t('editor.blog.untitled');

  return (
    <div className={listScreen.page}>
      <div className={listScreen.head}>
        <div>
          <h1 className={listScreen.title}>{t('editor.blog.title')}</h1>
          <p className={styles.intro}>{t('editor.blog.intro')}</p>
        </div>
        <div className={listScreen.actions}>
          <button type="button" className={listScreen.ghost} onClick={onManageTaxonomy}>
            <Tags size={16} aria-hidden />
            {t('editor.blog.taxonomy')}
          </button>
          <button type="button" className={listScreen.primary} onClick={() => setCreating(true)}>
            <Plus size={16} aria-hidden />
            {t('editor.blog.new')}
          </button>
        </div>
      </div>
      <div className={listScreen.toolbar} role="search">
        <label className={styles.search}>
          <Search size={16} className={listScreen.searchIcon} aria-hidden />
          <span className="visually-hidden">{t('editor.blog.search')}</span>
          <input type="search" className={styles.searchInput} value={query} placeholder={t('editor.blog.search')} onChange={(event) => setQuery(event.target.value)} />
        </label>
        <label className={styles.filter}>
          <span>{t('editor.blog.filter.status')}</span>
          <select value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">{t('editor.blog.filter.all')}</option>
            {(['draft', 'scheduled', 'published'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`editor.blog.status.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          <span>{t('editor.blog.filter.language')}</span>
          <select value={language} onChange={(event) => setLanguage(event.target.value)}>
            <option value="">{t('editor.blog.filter.all')}</option>
            <option value="fr">{t('editor.blog.lang.fr')}</option>
            <option value="en">{t('editor.blog.lang.en')}</option>
          </select>
        </label>
      </div>
      {articles === null ? (
        <p className={styles.state} aria-busy="true">
          <FormattedMessage id="editor.loading" />
        </p>
      ) : shown.length === 0 ? (
        <p className={styles.state}>{t(articles.length === 0 ? 'editor.blog.empty' : 'editor.blog.noMatch')}</p>
      ) : (
        <div className={listScreen.tableCard}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('editor.blog.caption', { count: shown.length })}</caption>
            <thead>
              <tr>
                <th scope="col" className={listScreen.th}>{t('editor.blog.col.title')}</th>
                <th scope="col" className={listScreen.th}>{t('editor.blog.col.status')}</th>
                <th scope="col" className={listScreen.th}>{t('editor.blog.col.languages')}</th>
                <th scope="col" className={listScreen.th}>{t('editor.blog.col.published')}</th>
                <th scope="col" className={listScreen.th}>{t('editor.blog.col.updated')}</th>
                <th scope="col" className={listScreen.th}>
                  <span className="visually-hidden">{t('editor.blog.col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((article) => (
                <tr key={article.id}>
                  <th scope="row" className={styles.name}>
                    <button type="button" className={styles.open} onClick={() => onOpen(article.id)}>
                      {titleOf(article)}
                    </button>
                    {article.has_draft && article.status !== 'draft' ? <span className={styles.draftNote}>{t('editor.blog.unpublishedChanges')}</span> : null}
                  </th>
                  <td>
                    <span className={styles.status} data-status={article.status}>
                      {t(`editor.blog.status.${article.status}`)}
                    </span>
                  </td>
                  <td className={styles.langs}>
                    {(['fr', 'en'] as const).map((locale) => (
                      <span key={locale} className={styles.lang} data-on={article.languages.includes(locale)} title={t(`editor.blog.lang.${locale}`)}>
                        {locale.toUpperCase()}
                        <span className="visually-hidden">{article.languages.includes(locale) ? '' : ` ${t('editor.blog.langMissing')}`}</span>
                      </span>
                    ))}
                  </td>
                  <td className={listScreen.nowrap}>
                    {article.published_at && article.status !== 'draft'
                      ? intl.formatDate(article.published_at, {
                          dateStyle: 'medium',
                        })
                      : '—'}
                  </td>
                  <td className={listScreen.nowrap}>
                    {article.updated_at
                      ? intl.formatDate(article.updated_at, {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        })
                      : '—'}
                    {article.updated_by ? <span className={styles.by}>{article.updated_by}</span> : null}
                  </td>
                  <td className={styles.rowActions}>
                    <button
                      type="button"
                      className={styles.icon}
                      onClick={() => onOpen(article.id)}
                      aria-label={t('editor.blog.edit', {
                        title: titleOf(article),
                      })}
                    >
                      <Pencil size={16} aria-hidden />
                    </button>
                    <button
                      type="button"
                      className={styles.icon}
                      onClick={() => setDeleting(article)}
                      aria-label={t('editor.blog.delete', {
                        title: titleOf(article),
                      })}
                    >
                      <Trash2 size={16} aria-hidden />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <NewArticleDialog isOpen={creating} onOpenChange={setCreating} articlesApi={articlesApi} onCreated={onOpen} />
      <ModalOverlay isOpen={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)} isDismissable className={dialogs.overlay}>
        <Modal className={dialogs.modal}>
          <Dialog className={dialogs.dialog} role="alertdialog">
            <Heading slot="title" className={dialogs.title}>
              {t('editor.blog.deleteTitle')}
            </Heading>
            <p>{deleting ? t('editor.blog.deleteConfirm', { title: titleOf(deleting) }) : null}</p>
            <div className={dialogs.actions}>
              <Button className={dialogs.secondary} onPress={() => setDeleting(null)}>
                {t('editor.blog.cancel')}
              </Button>
              <Button className={dialogs.danger} onPress={() => deleting && void remove(deleting)}>
                {t('editor.blog.deleteAction')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}

/** "New article": a first title in French and/or English; the article opens as a draft. */
function NewArticleDialog({
  isOpen,
  onOpenChange,
  articlesApi,
  onCreated,
}: {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  articlesApi: CmsArticlesApi;
  onCreated(id: number): void;
}) {
  const intl = useIntl();
  const [title, setTitle] = useState({ fr: '', en: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const article = await articlesApi.create({
        ...(title.fr.trim() ? { fr: title.fr.trim() } : {}),
        ...(title.en.trim() ? { en: title.en.trim() } : {}),
      });
      onOpenChange(false);
      setTitle({ fr: '', en: '' });
      onCreated(article.id);
    } catch (failure) {
      setError(failure instanceof CmsApiError ? (Object.values(failure.fields)[0]?.[0] ?? failure.message) : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={dialogs.overlay}>
      <Modal className={dialogs.modal}>
        <Dialog className={dialogs.dialog}>
          <Heading slot="title" className={dialogs.title}>
            <FormattedMessage id="editor.blog.new" />
          </Heading>
          <form onSubmit={(event) => void submit(event)}>
            {(['fr', 'en'] as const).map((locale) => (
              <label key={locale} className={dialogs.field} lang={locale}>
                <span>{intl.formatMessage({ id: `editor.blog.newTitle.${locale}` })}</span>
                {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (WAI-ARIA dialog pattern) */}
                <input value={title[locale]} onChange={(event) => setTitle({ ...title, [locale]: event.target.value })} autoFocus={locale === 'fr'} maxLength={200} />
              </label>
            ))}
            <p className={dialogs.help}>
              <FormattedMessage id="editor.blog.newHelp" />
            </p>
            {error ? (
              <p className={dialogs.error} role="alert">
                {error}
              </p>
            ) : null}
            <div className={dialogs.actions}>
              <Button className={dialogs.secondary} onPress={() => onOpenChange(false)}>
                <FormattedMessage id="editor.blog.cancel" />
              </Button>
              <Button type="submit" className={dialogs.primary} isDisabled={busy || (!title.fr.trim() && !title.en.trim())}>
                <FormattedMessage id="editor.blog.create" />
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
