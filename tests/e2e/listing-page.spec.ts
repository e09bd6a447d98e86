/**
 * Listing pages in Chromium: a seeded listing in French and English (price, specs,
 * JSON-LD, canonical and hreflang), a contact request about it stored with its MLS number (also
 * when typed and sent before the form's code has arrived), a sold
 * listing's 410 page linking to similar listings, axe, and screenshots at 375 and 1440 px.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, expectNoConsoleErrors, holdFiles, screenshot, test, type RunningSite } from './fixtures';

interface ListingRow {
  uls: string;
  price: number;
  bedrooms: number;
  living_area: number | null;
  address: { fr: string; en: string };
  municipality: string;
  municipality_code: string;
  type: string;
}

const LISTING_SQL = `select l.uls, l.price, l.bedrooms, l.living_area, l.address, m.name as municipality, l.municipality_code, l.type
  from listings l join municipalities m on m.code = l.municipality_code
  where l.site_id = 'site-julie-tremblay' and l.status = $1 and l.transaction = 'sale' and l.type = 'maison'
  order by l.uls limit 1`;

/** The leads a visitor's e-mail address sent, with the listing each is about. */
function leadsFrom(site: RunningSite, email: string) {
  return site.query<{ listing_uls: string | null; payload: Record<string, unknown> }>("select listing_uls, payload from leads where payload->>'email' = $1", [email]);
}

/** The listing page path as the API builds it: the card `url` (read from the sitemap, which uses listingUrl). */
async function listingPaths(page: Page, uls: string) {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  const fr = new RegExp(`<loc>https?://[^/]+(/fr/proprietes/[a-z0-9-]+-${uls})</loc>`).exec(xml)?.[1];
  const en = new RegExp(`<loc>https?://[^/]+(/en/properties/[a-z0-9-]+-${uls})</loc>`).exec(xml)?.[1];
  expect(fr, 'fr listing URL in the sitemap').toBeTruthy();
  expect(en, 'en listing URL in the sitemap').toBeTruthy();
  return { fr: fr!, en: en! };
}

async function axeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('listing pages', () => {
  test('French and English pages: price, specs, JSON-LD, canonical, hreflang; axe clean', async ({ page, site, consoleErrors }) => {
    const [listing] = await site.query<ListingRow>(LISTING_SQL, ['active']);
    const paths = await listingPaths(page, listing.uls);

    for (const locale of ['fr', 'en'] as const) {
      const response = await page.goto(paths[locale]);
      expect(response?.status()).toBe(200);
      const street = listing.address[locale];
      await expect(page.getByRole('heading', { level: 1 })).toContainText(street);
      const price = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA').format(listing.price).replace(/\s/g, ' ');
      await expect(page.getByTestId('listing-price')).toHaveText(new RegExp(price.replace(/ /g, '\\s')));
      const features = page.locator('[data-block-type="property_details_block"] dl');
      await expect(features).toContainText(listing.uls);
      await expect(features).toContainText(String(listing.bedrooms));

      // SEO head: canonical, hreflang alternates, og:image, JSON-LD.
      // Public URLs name the site's primary domain, not the address the test reached it by.
      const origin = 'https://julietremblay.ca';
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${paths[locale]}`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}${paths[locale]}`);
      await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute('href', `${origin}${paths.fr}`);
      await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute('href', `${origin}${paths.en}`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}${paths.fr}`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${origin}/listings/.+\\.svg$`));
      const ldScripts = page.locator('head script[type="application/ld+json"]');
      await expect(ldScripts).toHaveCount(1);
      const ld = JSON.parse((await ldScripts.first().textContent()) ?? '{}');
      expect(ld).toMatchObject({
        '@type': 'RealEstateListing',
        url: `${origin}${paths[locale]}`,
        about: { '@type': 'SingleFamilyResidence', numberOfBedrooms: listing.bedrooms, address: { '@type': 'PostalAddress', addressLocality: listing.municipality } },
        offers: { '@type': 'Offer', price: listing.price, priceCurrency: 'CAD' },
      });
      expect(ld.about.geo['@type']).toBe('GeoCoordinates');

      // The mortgage calculator starts with the listing's price.
      await expect(page.locator('[data-block-type="mortgage_calculator_block"]')).toBeVisible();
      // It counts mortgage default insurance: the minimum down payment is under 20 %, so the premium
      // shows (insured loans stop at the 1 500 000 price cap).
      if (listing.price < 1_500_000) await expect(page.getByTestId('mortgage-insurance-premium')).toBeVisible();

      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.locator('[data-block-type="property_details_block"]').scrollIntoViewIfNeeded();
        await screenshot(page, `listing-page-${locale}-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await axeClean(page);
    }
    expectNoConsoleErrors(consoleErrors);
  });

  test('a wrong slug redirects to the canonical URL', async ({ page, site }) => {
    const [listing] = await site.query<ListingRow>(LISTING_SQL, ['active']);
    const paths = await listingPaths(page, listing.uls);
    const response = await page.goto(`/fr/proprietes/ancienne-adresse-${listing.uls}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(paths.fr);
  });

  test('sends a contact request about the listing; the lead records its MLS number', async ({ page, site, consoleErrors }) => {
    const [listing] = await site.query<ListingRow>(LISTING_SQL, ['active']);
    const paths = await listingPaths(page, listing.uls);
    await page.goto(paths.en);
    await page.getByRole('button', { name: 'Ask for information' }).first().click();
    const form = page.locator('[data-block-type="contact_form_block"] form');
    const message = form.getByRole('textbox', { name: /message/i });
    await expect(message).toHaveValue(`I'd like more information about ${listing.address.en}, ${listing.municipality} (MLS ${listing.uls}).`);
    await expect(form.getByRole('textbox', { name: /first name/i })).toBeFocused();
    const send = form.getByRole('button', { name: /^send$/i });
    await expect(send).toBeEnabled();
    await form.getByRole('textbox', { name: /first name/i }).fill('Olivier');
    await form.getByRole('textbox', { name: /last name/i }).fill('Bergeron');
    await form.getByRole('textbox', { name: /email/i }).fill('olivier.bergeron@example.ca');
    await send.click();
    await expect(page.getByText('Request sent!')).toBeVisible();
    const leads = await leadsFrom(site, 'olivier.bergeron@example.ca');
    expect(leads).toHaveLength(1);
    expect(leads[0].listing_uls).toBe(listing.uls);
    expect(String(leads[0].payload.message)).toContain(`MLS ${listing.uls}`);
    expectNoConsoleErrors(consoleErrors);
  });

  test('a request typed and sent before the form’s code has arrived is sent with what was typed', async ({ page, site, consoleErrors }) => {
    const formCode = await holdFiles(page, /\/assets\/ContactForm(Block)?-[\w-]+\.js$/);
    const [listing] = await site.query<ListingRow>(LISTING_SQL, ['active']);
    const paths = await listingPaths(page, listing.uls);
    await page.goto(paths.en);
    const block = page.locator('[data-block-type="contact_form_block"]');
    const form = block.locator('form');
    await form.getByRole('textbox', { name: /first name/i }).fill('Maude');
    await form.getByRole('textbox', { name: /last name/i }).fill('Gagnon');
    await form.getByRole('textbox', { name: /email/i }).fill('maude.gagnon@example.ca');
    await form.getByRole('textbox', { name: /message/i }).fill('Is the basement finished?');
    await form.getByRole('button', { name: /^send$/i }).click();
    // Held back by the page, not sent natively: the visitor stays on the page with a filled form.
    await expect(block).not.toHaveAttribute('data-live');
    expect(new URL(page.url()).pathname).toBe(paths.en);

    formCode.release();
    await expect(page.getByText('Request sent!')).toBeVisible();
    const leads = await leadsFrom(site, 'maude.gagnon@example.ca');
    expect(leads).toHaveLength(1);
    expect(leads[0].listing_uls).toBe(listing.uls);
    expect(leads[0].payload).toMatchObject({ first_name: 'Maude', last_name: 'Gagnon', message: 'Is the basement finished?' });
    expectNoConsoleErrors(consoleErrors);
  });

  test('a sold listing answers 410 with a link to similar listings', async ({ page, site, consoleErrors }) => {
    const [sold] = await site.query<ListingRow>(LISTING_SQL.replace("and l.transaction = 'sale' and l.type = 'maison'", ''), ['sold']);
    for (const locale of ['fr', 'en'] as const) {
      const prefix = locale === 'fr' ? '/fr/proprietes' : '/en/properties';
      const response = await page.goto(`${prefix}/vendue-${sold.uls}`);
      expect(response?.status()).toBe(410);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'fr' ? 'Cette propriété a été vendue' : 'This property has been sold');
      const similar = page.getByRole('link', { name: locale === 'fr' ? 'Voir des propriétés semblables' : 'See similar properties' });
      const href = new URL((await similar.getAttribute('href'))!, 'http://x');
      expect(href.pathname).toBe(prefix);
      expect(href.searchParams.get('mun')).toBe(sold.municipality_code);
      expect(href.searchParams.get('type')).toBe(sold.type);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await screenshot(page, `listing-gone-${locale}-${width}`);
      }
      await axeClean(page);
    }
    const unknown = await page.goto('/fr/proprietes/nulle-part-99999999');
    expect(unknown?.status()).toBe(404);
    expectNoConsoleErrors(consoleErrors.filter((text) => !/status of 410/.test(text)));
  });
});
