import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppContext, PagePayloadContext, type AppContextValue } from '../../runtime/AppContext';
import { createAppStores } from '../../runtime/stores';
import { makeTestApi, makeTestPayload } from '../../testing/renderBlock';
import { usePageUrl } from './usePageUrl';

function PageUrl() {
  return <span>{usePageUrl()}</span>;
}

/** The page's address as the server writes it into the HTML (no effect runs there). */
function serverHtml(primaryDomain: string | null, pageOrigin: string | undefined): string {
  const context: AppContextValue = {
    stores: createAppStores('fr'),
    api: makeTestApi(),
    config: { apiBaseUrl: '/api/swc', exposeErrors: false, captchaChallengeUrl: '' },
    pageOrigin,
  };
  const payload = makeTestPayload({ primary_domain: primaryDomain, alternate_paths: [{ locale: 'fr', path: '/fr/blogue/acheter-1' }], seo: {} });
  return renderToString(
    <AppContext.Provider value={context}>
      <PagePayloadContext.Provider value={payload}>
        <PageUrl />
      </PagePayloadContext.Provider>
    </AppContext.Provider>,
  );
}

describe('the page address of share links, in the server’s HTML', () => {
  it('is on the site’s public domain', () => {
    expect(serverHtml('julietremblay.ca', 'http://127.0.0.1:3000')).toBe('<span>https://julietremblay.ca/fr/blogue/acheter-1</span>');
  });

  it('is whole for a local domain, on the port the page was asked at: links work before the block’s code runs', () => {
    expect(serverHtml('localhost', 'http://127.0.0.1:3000')).toBe('<span>http://localhost:3000/fr/blogue/acheter-1</span>');
    expect(serverHtml(null, 'http://127.0.0.1:3000')).toBe('<span>http://127.0.0.1:3000/fr/blogue/acheter-1</span>');
  });

  it('is the path alone where the page’s origin is not known (QA mode), until the browser gives it', () => {
    expect(serverHtml('localhost', undefined)).toBe('<span>/fr/blogue/acheter-1</span>');
  });
});
