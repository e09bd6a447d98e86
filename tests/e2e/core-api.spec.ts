/**
 * The site served from an external content API (CORE_API_URL, spec 000 §7): unknown blocks skipped,
 * blocks that send null for optional parts or a centre in percent read generously.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { axeViolations, expect, expectNoConsoleErrors, shown, startBuiltServer, test, type RunningSite } from './fixtures';

/** An external API's link with its optional parts sent as null, as some APIs of the contract do. */
const nullLink = (fr: string, en: string, url: { fr: string; en: string }) => ({
  format: { type: 'button', bg_color: null, color: null },
  text: { fr, en },
  url,
  target: '_self',
  icon: null,
  on_click_action: null,
});

/** A page whose header, text block and CTA send null for optional parts and an image centre in percent. */
function generousPayload() {
  const image = { media: { fr: { url: '/images/skyline.svg', alt: 'Montréal vue de Longueuil' }, en: { url: '/images/skyline.svg', alt: 'Montreal seen from Longueuil' } }, center: { x: 50, y: 30 } };
  return {
    ...fixturePayload('/fr'),
    header: {
      fields: [
        {
          block_type: 'header_classic',
          block_params: { color_scheme: null, orientation_x: null },
          fields: {
            logo_image_light: image,
            logo_image_dark: image,
            logo_multiplier: null,
            cta_button: nullLink('Nous joindre', 'Contact us', { fr: '/fr/contact', en: '/en/contact' }),
            cta_sms: null,
            menu_repeater: [],
            sup_sections_repeater: [],
            show_remax_logo: null,
          },
        },
      ],
    },
    content: {
      fields: [
        {
          block_type: 'text_block_1',
          block_params: { color_scheme: 'normal' },
          fields: {
            super_title: null,
            main_title: { fr: 'Un texte lu généreusement', en: 'A text read generously' },
            description: { fr: '<p>Les parties absentes arrivent à null.</p>', en: '<p>The missing parts arrive as null.</p>' },
            cta: nullLink('En savoir plus', 'Learn more', { fr: '/fr/deuxieme', en: '/en/second' }),
          },
        },
        {
          block_type: 'cta_block',
          block_params: { color_scheme: 'inverted' },
          fields: {
            main_title: { fr: 'Combien vaut votre propriété ?', en: 'What is your home worth?' },
            description: null,
            cta: nullLink('Obtenir mon évaluation', 'Get my evaluation', { fr: '/fr/contact', en: '/en/contact' }),
            image,
          },
        },
      ],
    },
    alternate_paths: [
      { locale: 'fr', path: '/fr/genereux' },
      { locale: 'en', path: '/en/generous' },
    ],
    title: { fr: 'Lecture généreuse', en: 'Generous reading' },
  };
}

/** A tiny external content API with the spec's contract (spec 000 §7 "Page"). */
function fixturePayload(path: string): Record<string, unknown> {
  if (path === '/fr/genereux' || path === '/en/generous') return generousPayload();
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
  // browser may have prefetched it when idle). Its text block needs no code: it is a link at once.
  await page.getByRole('link', { name: 'Page suivante' }).click();
  await expect(page.getByRole('heading', { name: 'Deuxième page externe' })).toBeVisible();
  expect(pagePaths).toContain('/fr/deuxieme');
  // The unknown block's warning, found by the server, reaches the browser's console too.
  expect(warnings.some((w) => w.includes('Failed to locate block.'))).toBe(true);
  expectNoConsoleErrors(consoleErrors);
});

for (const [locale, path, texts] of [
  ['fr', '/fr/genereux', { title: 'Un texte lu généreusement', more: 'En savoir plus', cta: 'Combien vaut votre propriété ?', contact: 'Nous joindre' }],
  ['en', '/en/generous', { title: 'A text read generously', more: 'Learn more', cta: 'What is your home worth?', contact: 'Contact us' }],
] as const) {
  test(`blocks sending null for optional parts and a centre in percent render whole (${locale})`, async ({ page, consoleErrors }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${site.url}${path}`);
    await expect(page.getByRole('heading', { name: texts.title })).toBeVisible();
    await expect(page.getByRole('link', { name: texts.more })).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.cta })).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: texts.contact }).first()).toBeAttached();
    // The CTA's picture is framed on the centre the API gave in percent (50 %, 30 %).
    await expect(page.locator('[data-block-type="cta_block"] img').first()).toHaveCSS('object-position', '50% 30%');
    await shown(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(warnings.filter((warning) => warning.includes('skipped'))).toEqual([]);
    expectNoConsoleErrors(consoleErrors);
  });
}
