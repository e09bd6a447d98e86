import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, expectHydrated, expectNoConsoleErrors, startBuiltServer, test, type RunningSite } from './fixtures';

/** A tiny external content API with the spec's contract (spec 000 §7 "Page"). */
function fixturePayload(path: string) {
  const isSecond = path === '/fr/deuxieme';
  return {
    production: true,
    microsite_id: 'fixture-microsite',
    site_id: 'fixture-site',
    site_type: 'broker',
    site_key: 'fixture-key',
    recaptcha: null,
    seo: { global: { fr: { title: 'Site de démonstration externe' }, en: { title: 'External demo site' } } },
    theme: { preset: 'red' },
    metadata: {},
    header: { fields: [] },
    footer: { fields: [] },
    variant: null,
    content: {
      fields: [
        { block_type: 'mystery_block_from_the_future', block_params: {}, fields: { anything: 1 } },
        {
          block_type: 'text_block_1',
          block_params: {},
          fields: {
            main_title: { fr: isSecond ? 'Deuxième page externe' : 'Contenu servi par l’API externe', en: 'Served by the external API' },
            description: { fr: '<p>Ce texte vient du serveur de test.</p>', en: '<p>This text comes from the fixture server.</p>' },
            cta: isSecond
              ? undefined
              : { text: { fr: 'Page suivante', en: 'Next page' }, url: { fr: '/fr/deuxieme', en: '/en/second' }, target: '_self' },
          },
        },
      ],
    },
    alternate_paths: [
      { locale: 'fr', path: isSecond ? '/fr/deuxieme' : '/fr' },
      { locale: 'en', path: isSecond ? '/en/second' : '/en' },
    ],
    title: { fr: 'Accueil', en: 'Home' },
    location: null,
  };
}

let fixture: Server;
let site: RunningSite;
const calls: string[] = [];
/** The page paths the external API was asked for. */
const pagePaths: string[] = [];

test.beforeAll(async () => {
  fixture = createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Content-Type, Content-Language, Accept, X-Site-Key',
      'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push(`${req.method} ${req.url}`);
      const parsed = body ? JSON.parse(body) : {};
      if (req.url === '/page' || req.url === '/page/fixture-site') {
        pagePaths.push(parsed.path);
        res.writeHead(200, { 'Content-Type': 'application/json', ...cors }).end(JSON.stringify(fixturePayload(parsed.path)));
      } else {
        res.writeHead(404, { 'Content-Type': 'application/json', ...cors }).end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  const { port } = fixture.address() as AddressInfo;
  site = await startBuiltServer({ coreApiUrl: `http://127.0.0.1:${port}` });
});

test.afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => fixture?.close(resolve));
});

test('the site renders from CORE_API_URL and skips an unknown block without breaking', async ({ page, consoleErrors }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`${site.url}/fr`);
  await expect(page.getByRole('heading', { name: 'Contenu servi par l’API externe' })).toBeVisible();
  await expect(page).toHaveTitle(/Site de démonstration externe/);
  expect(calls).toContain('POST /page');

  // The link loads the next page from the server, which asks the external API for it (the
  // browser may have prefetched it when idle).
  const nextPage = page.getByRole('link', { name: 'Page suivante' });
  await expectHydrated(nextPage);
  await nextPage.click();
  await expect(page.getByRole('heading', { name: 'Deuxième page externe' })).toBeVisible();
  expect(pagePaths).toContain('/fr/deuxieme');
  // The unknown block's warning, found by the server, reaches the browser's console too.
  expect(warnings.some((w) => w.includes('Failed to locate block.'))).toBe(true);
  expectNoConsoleErrors(consoleErrors);
});
