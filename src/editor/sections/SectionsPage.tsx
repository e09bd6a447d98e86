/**
 * `/qa/sections` (spec 000 §2 staff pages): the sections workbench, in French or
 * English (`?lang=en`, switched in place), in the {@link QaScreen} frame (session, login redirect).
 * Reads the site and its pages, picks a page (`?page=<id>`, else the first) or creates one, loads
 * the site payload (theme, header, footer, `?variant=`) from the content API, then hands over to
 * the {@link Workbench}. Default export for the route's lazy `import()`.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createCmsApi, type CmsApi, type CmsPage, type CmsPageSummary, type CmsSite } from '../../api/cmsApi';
import { useAppContext } from '../../blocks/runtime/AppContext';
import type { Locale } from '../../lib/locales';
import { fallbackPayload } from '../../renderer/page/fallbackPayload';
import { pagePayload, type PagePayload } from '../../schema/page';
import { NewPageDialog } from '../shell/NewPageDialog';
import { Notifier, useNotifier } from '../shell/Notifier';
import { QaChromeActions, QaScreen } from '../shell/QaScreen';
import { RetryCard } from '../shell/RetryCard';
import { readUiLocale, writeSearchParam } from '../shell/uiLocale';
import { qaFailureOf } from '../shell/useQaSession';
import styles from './SectionsPage.module.css';
import { Workbench } from './Workbench';

export interface SectionsPageProps {
  /** CMS client (tests pass a mock); default `/api/cms`. */
  api?: CmsApi;
}

type Loaded = { site: CmsSite; pages: CmsPageSummary[] };

export function SectionsPage({ api: givenApi }: SectionsPageProps) {
  const api = useMemo(() => givenApi ?? createCmsApi(), [givenApi]);
  const [uiLocale, setUiLocale] = useState<Locale>(() => readUiLocale());
  // In place: the page being edited stays open when the editor's language changes.
  const changeUiLocale = useCallback((locale: Locale) => {
    setUiLocale(locale);
    writeSearchParam('lang', locale === 'en' ? 'en' : null);
  }, []);
  return (
    <QaScreen uiLocale={uiLocale} current="sections" api={api} fill onUiLocaleChange={changeUiLocale}>
      {() => <SectionsScreen api={api} uiLocale={uiLocale} />}
    </QaScreen>
  );
}

function SectionsScreen({ api, uiLocale }: { api: CmsApi; uiLocale: Locale }) {
  const intl = useIntl();
  const app = useAppContext();
  const notifier = useNotifier();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pageId, setPageId] = useState<string | null>(() => new URLSearchParams(window.location.search).get('page'));
  const [page, setPage] = useState<CmsPage | null>(null);
  const [payload, setPayload] = useState<PagePayload | null>(null);
  const [newPageOpen, setNewPageOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const variant = useMemo(() => new URLSearchParams(window.location.search).get('variant'), []);
  // The login redirect of a session that ended meanwhile keeps the language it started in.
  const startLocale = useRef(uiLocale).current;

  useEffect(() => {
    let cancelled = false;
    setFailure(null);
    (async () => {
      try {
        const [site, pages] = await Promise.all([api.site(), api.listPages()]);
        if (cancelled) return;
        setLoaded({ site, pages });
        const response = await app.api.pageBySite({ siteId: site.site_id, path: '/fr', production: true, query: variant ? { variant } : undefined });
        const parsed = pagePayload.safeParse(response.data);
        if (!cancelled) setPayload(parsed.success ? parsed.data : fallbackPayload('fr'));
      } catch (error) {
        if (!cancelled) setFailure(qaFailureOf(error, startLocale));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [api, app.api, variant, attempt, startLocale]);

  const effectivePageId = pageId ?? loaded?.pages[0]?.id ?? null;

  useEffect(() => {
    if (!effectivePageId || !loaded) return;
    let cancelled = false;
    setPage(null);
    api.getPage(effectivePageId).then(
      (result) => !cancelled && setPage(result),
      (error: unknown) => !cancelled && setFailure(qaFailureOf(error, startLocale)),
    );
    return () => {
      cancelled = true;
    };
  }, [api, effectivePageId, loaded, attempt, startLocale]);

  function choosePage(id: string) {
    setPageId(id);
    writeSearchParam('page', id);
  }

  async function onCreated(id: string) {
    const pages = await api.listPages();
    setLoaded((current) => (current ? { ...current, pages } : current));
    choosePage(id);
  }

  return (
    <>
      {loaded ? (
        <QaChromeActions>
          <label className={styles.picker}>
            <span>{intl.formatMessage({ id: 'editor.pages.label' })}</span>
            <select value={effectivePageId ?? ''} onChange={(event) => choosePage(event.target.value)} data-page-picker>
              {loaded.pages.map((summary) => (
                <option key={summary.id} value={summary.id}>
                  {(summary.title[uiLocale] || summary.title.fr || summary.paths[uiLocale]) +
                    ` — ${summary.paths[uiLocale] || summary.paths.fr}` +
                    (summary.published ? '' : ` (${intl.formatMessage({ id: 'editor.pages.unpublished' })})`) +
                    (summary.has_draft ? ` · ${intl.formatMessage({ id: 'editor.pages.draft' })}` : '')}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className={styles.newPage} onClick={() => setNewPageOpen(true)}>
            {intl.formatMessage({ id: 'editor.pages.new' })}
          </button>
        </QaChromeActions>
      ) : null}
      {failure ? (
        <RetryCard className={styles.failure} title={`${intl.formatMessage({ id: 'editor.loadFailed' })} ${failure}`} onRetry={() => setAttempt((n) => n + 1)} />
      ) : loaded && loaded.pages.length === 0 ? (
        <p className={styles.message}>
          <FormattedMessage id="editor.pages.empty" />
        </p>
      ) : page && payload ? (
        <Workbench key={`${page.id}`} api={api} page={page} payload={payload} uiLocale={uiLocale} variant={variant} notify={notifier.notify} />
      ) : (
        <p className={styles.message} role="status" aria-busy="true">
          <FormattedMessage id="editor.loading" />
        </p>
      )}
      {variant && payload?.variant ? null : variant ? (
        <p className={styles.variant} role="status">
          {intl.formatMessage({ id: 'editor.variant.banner' }, { name: variant })}
        </p>
      ) : null}
      <NewPageDialog isOpen={newPageOpen} onOpenChange={setNewPageOpen} api={api} onCreated={(id) => void onCreated(id)} />
      <Notifier state={notifier} />
    </>
  );
}

export default SectionsPage;
