/**
 * Admin script blocks on a real, hydrated public page under the site's strict CSP: the script an
 * admin published runs once for a visitor (in the page body and in the footer override), with the
 * response's nonce and without any CSP violation (editors cannot place one anywhere: see
 * tests/api/pageDocumentTrust.test.ts).
 */
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, expect, expectNoConsoleErrors, test, untilQuiet } from './fixtures';

const scriptBlock = (marker: string) => ({
  block_type: 'script_block',
  block_params: {},
  fields: {
    content: {
      fr: `<p id="${marker}">…</p><script>window.${marker}Count = (window.${marker}Count || 0) + 1; document.getElementById('${marker}').textContent = 'ran';</script>`,
      en: `<p id="${marker}">…</p><script>window.${marker}Count = (window.${marker}Count || 0) + 1; document.getElementById('${marker}').textContent = 'ran';</script>`,
    },
  },
});

const textBlock = {
  block_type: 'text_block_1',
  block_params: {},
  fields: { main_title: { fr: 'Page avec script', en: 'Page with a script' }, description: { fr: '<p>Texte</p>', en: '<p>Text</p>' } },
};

async function logIn(request: APIRequestContext, baseURL: string) {
  const res = await request.post('/api/cms/auth/login', { headers: { Origin: baseURL }, data: E2E_ADMIN });
  expect(res.status(), await res.text()).toBe(200);
}

test('an admin’s published script block runs for visitors under the CSP, body and footer override', async ({ browser, page, baseURL, consoleErrors }) => {
  const headers = { Origin: baseURL! };
  await logIn(page.request, baseURL!);
  const slug = `e2e-script-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/cms/pages', {
    headers,
    data: { title: { fr: 'Script', en: 'Script' }, paths: { fr: `/fr/${slug}`, en: `/en/${slug}` } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { page: summary } = await created.json();
  const content = { fields: [textBlock, scriptBlock('bodyScriptRuns')], override: { footer: { fields: [scriptBlock('footerScriptRuns')] } } };
  const saved = await page.request.put(`/api/cms/pages/${summary.id}/draft`, { headers, data: { revision: summary.revision, content } });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await page.request.post(`/api/cms/pages/${summary.id}/publish`, { headers, data: { revision: (await saved.json()).revision } });
  expect(published.status(), await published.text()).toBe(200);

  // A visitor: a fresh context without the admin's session.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const violations: string[] = [];
  visitorPage.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await visitorPage.goto(`/fr/${slug}`);
  await expect(visitorPage.locator('#bodyScriptRuns')).toHaveText('ran');
  await expect(visitorPage.locator('#footerScriptRuns')).toHaveText('ran');
  const counts = await visitorPage.evaluate(() => {
    const w = window as unknown as Record<string, number>;
    return [w.bodyScriptRunsCount, w.footerScriptRunsCount];
  });
  expect(counts).toEqual([1, 1]);
  expect(violations.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  await visitor.close();
  expectNoConsoleErrors(consoleErrors);
});

test('public pages raise no CSP violation (zod runs without generated code)', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => w.__violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`));
  });
  for (const path of ['/fr', '/en/contact', '/fr/proprietes']) {
    await page.goto(path);
    await untilQuiet(page);
    const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    expect(violations, path).toEqual([]);
  }
});
