/**
 * `/qa/blog` and `/qa/blogue` (spec 001 §2 blog; the QA blog screen), in French or English, in the
 * {@link QaScreen} frame (session, login redirect): the articles list, or with
 * `?article=<id>` the article's workbench. Editors and admins alike. Default export for the
 * route's lazy `import()`.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createCmsApi, type CmsApi } from '../../api/cmsApi';
import { createCmsArticlesApi, type BlogAuthor, type BlogCategory, type CmsArticle, type CmsArticleSummary, type CmsArticlesApi } from '../../api/cmsArticlesApi';
import { useAppContext } from '../../blocks/runtime/AppContext';
import type { Locale } from '../../lib/locales';
import { fallbackPayload } from '../../renderer/page/fallbackPayload';
import { pagePayload, type PagePayload } from '../../schema/page';
import { Notifier, useNotifier } from '../shell/Notifier';
import { QaScreen } from '../shell/QaScreen';
import { RetryCard } from '../shell/RetryCard';
import { writeSearchParam } from '../shell/uiLocale';
import { qaFailureOf } from '../shell/useQaSession';
import sections from '../sections/SectionsPage.module.css';
import { ArticleList } from './ArticleList';
import { ArticleWorkbench } from './ArticleWorkbench';
import { TaxonomyDialog } from './TaxonomyDialog';

export interface BlogPageProps {
  uiLocale: Locale;
  /** Clients (tests pass mocks); default `/api/cms`. */
  api?: CmsApi;
  articlesApi?: CmsArticlesApi;
}

/** The QA blog path in a UI language. */
export function blogPath(locale: Locale): string {
  return locale === 'fr' ? '/qa/blogue' : '/qa/blog';
}

export function BlogPage({ uiLocale, api: givenApi, articlesApi: givenArticlesApi }: BlogPageProps) {
  const api = useMemo(() => givenApi ?? createCmsApi(), [givenApi]);
  const articlesApi = useMemo(() => givenArticlesApi ?? createCmsArticlesApi(), [givenArticlesApi]);
  return (
    <QaScreen uiLocale={uiLocale} current="blog" api={api} fill pathOf={(locale) => `${blogPath(locale)}${window.location.search}`}>
      {() => <BlogScreen uiLocale={uiLocale} api={api} articlesApi={articlesApi} />}
    </QaScreen>
  );
}

const articleParam = () => {
  const raw = new URLSearchParams(window.location.search).get('article');
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
};

function BlogScreen({ uiLocale, api, articlesApi }: { uiLocale: Locale; api: CmsApi; articlesApi: CmsArticlesApi }) {
  const app = useAppContext();
  const intl = useIntl();
  const notifier = useNotifier();
  const [failure, setFailure] = useState<string | null>(null);
  const [articles, setArticles] = useState<CmsArticleSummary[] | null>(null);
  const [authors, setAuthors] = useState<BlogAuthor[]>([]);
  const [categories, setCategories] = useState<BlogCategory[]>([]);
  const [openId, setOpenId] = useState<number | null>(articleParam);
  const [article, setArticle] = useState<CmsArticle | null>(null);
  const [payload, setPayload] = useState<PagePayload | null>(null);
  const [taxonomyOpen, setTaxonomyOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const loadLists = useCallback(async () => {
    const [nextArticles, nextAuthors, nextCategories] = await Promise.all([articlesApi.list(), articlesApi.authors(), articlesApi.categories()]);
    setArticles(nextArticles);
    setAuthors(nextAuthors);
    setCategories(nextCategories);
  }, [articlesApi]);

  useEffect(() => {
    let cancelled = false;
    setFailure(null);
    (async () => {
      try {
        await loadLists();
        const site = await api.site();
        const response = await app.api.pageBySite({
          siteId: site.site_id,
          path: '/fr',
          production: true,
        });
        const parsed = pagePayload.safeParse(response.data);
        if (!cancelled) setPayload(parsed.success ? parsed.data : fallbackPayload('fr'));
      } catch (error) {
        if (!cancelled) setFailure(qaFailureOf(error, uiLocale));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [api, app.api, loadLists, uiLocale, attempt]);

  useEffect(() => {
    if (openId === null) {
      setArticle(null);
      return;
    }
    let cancelled = false;
    setArticle(null);
    articlesApi.get(openId).then(
      (loaded) => !cancelled && setArticle(loaded),
      (error: unknown) => !cancelled && setFailure(qaFailureOf(error, uiLocale)),
    );
    return () => {
      cancelled = true;
    };
  }, [articlesApi, openId, attempt, uiLocale]);

  function open(id: number | null) {
    setOpenId(id);
    writeSearchParam('article', id === null ? null : String(id));
    if (id === null) void loadLists();
  }

  return (
    <>
      {failure ? (
        <RetryCard className={sections.failure} title={`${intl.formatMessage({ id: 'editor.loadFailed' })} ${failure}`} onRetry={() => setAttempt((n) => n + 1)} />
      ) : openId === null ? (
        <ArticleList
          articlesApi={articlesApi}
          articles={articles}
          uiLocale={uiLocale}
          onOpen={open}
          onChanged={() => void loadLists()}
          onManageTaxonomy={() => setTaxonomyOpen(true)}
          notify={notifier.notify}
        />
      ) : article && payload ? (
        <ArticleWorkbench
          key={`${article.id}:${article.revision}`}
          api={api}
          articlesApi={articlesApi}
          article={article}
          authors={authors}
          categories={categories}
          payload={payload}
          uiLocale={uiLocale}
          notify={notifier.notify}
          onBack={() => open(null)}
          onReload={() => setAttempt((n) => n + 1)}
        />
      ) : (
        <p className={sections.message} role="status" aria-busy="true">
          <FormattedMessage id="editor.loading" />
        </p>
      )}
      <TaxonomyDialog isOpen={taxonomyOpen} onOpenChange={setTaxonomyOpen} articlesApi={articlesApi} onChanged={() => void loadLists()} />
      <Notifier state={notifier} />
    </>
  );
}

export default BlogPage;
