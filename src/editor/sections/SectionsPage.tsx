/**
 * `/qa/sections` (spec 000 §2 staff pages): the sections workbench, in French or
 * English (`?lang=en`, switch in the chrome). Checks the session (`GET /auth/me`, 401 → login),
 * reads the site and its pages, picks a page (`?page=<id>`, else the first) or creates one, loads
 * the site payload (theme, header, footer, `?variant=`) from the content API, then hands over to
 * the {@link Workbench}. Default export for the route's lazy `import()`.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CmsApiError, createCmsApi, type CmsApi, type CmsPage, type CmsPageSummary, type CmsSite, type CmsUser } from '../../api/cmsApi';
import { useAppContext } from '../../blocks/runtime/AppContext';
import type { Locale } from '../../lib/locales';
import { fallbackPayload } from '../../renderer/page/fallbackPayload';
import { pagePayload, type PagePayload } from '../../schema/page';
import { EditorIntl } from '../i18n/EditorIntl';
import { EditorChrome } from '../shell/EditorChrome';
import { NewPageDialog } from '../shell/NewPageDialog';
import { Notifier, useNotifier } from '../shell/Notifier';
import { readUiLocale, writeSearchParam } from '../shell/uiLocale';
import { redirectToLogin } from '../shell/useQaSession';
import styles from './SectionsPage.module.css';
import { Workbench } from './Workbench';

export interface SectionsPageProps {
  /** CMS client (tests pass a mock); default `/api/cms`. */
  api?: CmsApi;
}

type Loaded = { user: CmsUser; site: CmsSite; pages: CmsPageSummary[] };

export function SectionsPage({ api: givenApi }: SectionsPageProps) {
  const api = useMemo(() => givenApi ?? createCmsApi(), [givenApi]);
  const [uiLocale, setUiLocale] = useState<Locale>(() => readUiLocale());
  const changeUiLocale = useCallback((locale: Locale) => {
    setUiLocale(locale);
    writeSearchParam('lang', locale === 'en' ? 'en' : null);
  }, []);
  return (
    <EditorIntl locale={uiLocale}>
      <SectionsScreen api={api} uiLocale={uiLocale} onUiLocaleChange={changeUiLocale} />
    </EditorIntl>
  );
}

function SectionsScreen({ api, uiLocale, onUiLocaleChange }: { api: CmsApi; uiLocale: Locale; onUiLocaleChange(locale: Locale): void }) {
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

  useEffect(() => {
    let cancelled = false;
    setFailure(null);
    (async () => {
      try {
        const user = await api.me();
        const [site, pages] = await Promise.all([api.site(), api.listPages()]);
        if (cancelled) return;
        setLoaded({ user, site, pages });
        const response = await app.api.pageBySite({ siteId: site.site_id, path: '/fr', production: true, query: variant ? { variant } : undefined });
        const parsed = pagePayload.safeParse(response.data);
        if (!cancelled) setPayload(parsed.success ? parsed.data : fallbackPayload('fr'));
      } catch (error) {
        if (cancelled) return;
        if (error instanceof CmsApiError && error.status === 401) redirectToLogin(uiLocale);
        else setFailure(error instanceof Error ? error.message : String(error));
      }
    })();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- uiLocale only matters for the login redirect; do not reload on a language switch.
  }, [api, app.api, variant, attempt]);

  const effectivePageId = pageId ?? loaded?.pages[0]?.id ?? null;

  useEffect(() => {
    if (!effectivePageId || !loaded) return;
    let cancelled = false;
    setPage(null);
    api.getPage(effectivePageId).then(
      (result) => !cancelled && setPage(result),
      (error: Error) => !cancelled && setFailure(error.message),
    );
    return () => {
      cancelled = true;
    };
  }, [api, effectivePageId, loaded, attempt]);

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
    <div className={styles.screen}>
      <EditorChrome uiLocale={uiLocale} onUiLocaleChange={onUiLocaleChange} user={loaded?.user ?? null} api={api} current="sections">
        {loaded ? (
          <>
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
          </>
        ) : null}
      </EditorChrome>
      {failure ? (
        <div className={styles.message} role="alert">
          <p>
            <FormattedMessage id="editor.loadFailed" /> {failure}
          </p>
          <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
            <FormattedMessage id="editor.retry" />
          </button>
        </div>
      ) : loaded && loaded.pages.length === 0 ? (
        <p className={styles.message}>
          <FormattedMessage id="editor.pages.empty" />
        </p>
      ) : page && payload ? (
        <Workbench key={`${page.id}`} api={api} page={page} payload={payload} uiLocale={uiLocale} variant={variant} notify={notifier.notify} />
      ) : (
        <p className={styles.message} aria-busy="true">
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
    </div>
  );
}

export default SectionsPage;
