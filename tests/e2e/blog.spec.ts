/**
 * The blog in Chromium, in French and English: the archive (categories, sort, load more), a post
 * page (SEO head, BlogPosting JSON-LD, share links), the language warning on a French-only post,
 * the RSS feed; axe on both pages and screenshots at 375 and 1440 px.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, expectHydrated, expectNoConsoleErrors, screenshot, test } from './fixtures';

async function axeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const ARCHIVE = { fr: '/fr/blogue', en: '/en/blog' } as const;
const TEXT = {
  fr: { buying: 'Acheter', selling: 'Vendre', sort: 'Trier', more: 'Charger plus d’articles', reset: 'Réinitialiser' },
  en: { buying: 'Buying', selling: 'Selling', sort: 'Sort', more: 'Load more articles', reset: 'Reset' },
} as const;

/** The archive block and its cards. */
const archive = (page: Page) => page.locator('[data-block-type="blog_archives_list_block"]');
const cards = (page: Page) => archive(page).getByRole('article');

test.describe('blog', () => {
  for (const locale of ['fr', 'en'] as const) {
    test(`archive (${locale}): categories, sort and load more; axe clean`, async ({ page, site, consoleErrors }) => {
      const text = TEXT[locale];
      const [{ count }] = await site.query<{ count: number }>(
        `select count(*)::int as count from articles where site_id = 'site-julie-tremblay' and status <> 'draft' and published_at <= now() and coalesce(title->>$1, '') <> ''`,
        [locale],
      );
      const response = await page.goto(ARCHIVE[locale]);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', new RegExp(`${ARCHIVE[locale]}/rss.xml$`));
      await expect(cards(page)).toHaveCount(6);

      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(page, `blog-archive-${locale}-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await axeClean(page);

      // Load more appends the next page.
      await archive(page).getByRole('button', { name: text.more }).click();
      await expect(cards(page)).toHaveCount(Math.min(12, count));

      // One category: every card shows it; the reset button brings every category back.
      const buying = archive(page).getByRole('button', { name: new RegExp(`^${text.buying}`) });
      await buying.click();
      await expect(buying).toHaveAttribute('aria-pressed', 'true');
      await expect(archive(page).getByRole('button', { name: new RegExp(`^${text.selling}`) })).toHaveAttribute('aria-pressed', 'false');
      // The list is asked again: the cards shown once it has answered are all of that category.
      await expect
        .poll(async () => {
          const labels = await cards(page).locator('p:first-of-type').allTextContents();
          return labels.length > 0 && labels.every((label) => label === text.buying);
        })
        .toBe(true);
      await expect(archive(page).getByRole('status')).not.toHaveText(/…/);
      await archive(page).getByRole('button', { name: text.reset }).click();
      await expect(buying).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(page)).toHaveCount(6);

      // Oldest first: the first card is now the oldest article.
      const newestFirst = await cards(page).locator('time').first().getAttribute('datetime');
      await archive(page).getByRole('combobox', { name: text.sort }).selectOption('asc');
      await expect(cards(page).locator('time').first()).not.toHaveAttribute('datetime', newestFirst!);
      const dates = await cards(page)
        .locator('time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
      expect([...dates].sort()).toEqual(dates);
      expectNoConsoleErrors(consoleErrors);
    });
  }

  test('a post in both languages: head, BlogPosting, share links; axe clean', async ({ page, site, consoleErrors }) => {
    const [article] = await site.query<{ id: number; slug: { fr: string; en: string }; title: { fr: string; en: string } }>(
      `select id, slug, title from articles where site_id = 'site-julie-tremblay' and slug->>'fr' = 'acheter-sa-premiere-maison'`,
    );
    for (const locale of ['fr', 'en'] as const) {
      const path = locale === 'fr' ? `/fr/blogue/${article.slug.fr}-${article.id}` : `/en/blog/${article.slug.en}-${article.id}`;
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title[locale]);
      // Public URLs name the site's primary domain, not the address the test reached it by.
      const origin = 'https://julietremblay.ca';
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^\d{4}-\d{2}-\d{2}T/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute('href', `${origin}/fr/blogue/${article.slug.fr}-${article.id}`);
      await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute('href', `${origin}/en/blog/${article.slug.en}-${article.id}`);
      // Google's article properties: headline, image, datePublished, author (with a name).
      const ld = JSON.parse((await page.locator('head script[type="application/ld+json"]').first().textContent()) ?? '{}');
      expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: article.title[locale], inLanguage: `${locale}-CA` });
      // The cover is a media-library image (the seeded illustration, rasterised): its JPEG.
      expect(ld.image[0]).toMatch(new RegExp(`^${origin}/media/[0-9a-f]{32}-\\d+\\.jpg$`));
      expect(Date.parse(ld.datePublished)).not.toBeNaN();
      expect(ld.author[0]).toMatchObject({ '@type': 'Person', name: expect.any(String) });

      const share = page.getByRole('navigation', { name: locale === 'fr' ? 'Partager' : 'Share' }).first();
      const facebook = share.getByRole('link', { name: /Facebook/ });
      await expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(origin + path)}`);
      await expect(facebook).toHaveAttribute('target', '_blank');
      await expect(facebook).toHaveAttribute('rel', /noopener/);
      await expect(share.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', new RegExp(encodeURIComponent(origin + path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(share.getByRole('link', { name: locale === 'fr' ? 'Envoyer par courriel' : 'Send by e-mail' })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:.*body=${encodeURIComponent(origin + path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );

      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(page, `blog-post-${locale}-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await axeClean(page);
    }
    expectNoConsoleErrors(consoleErrors);
  });

  test('print opens the browser’s print dialog, pressed before the page’s code ran', async ({ page, site }) => {
    const [article] = await site.query<{ id: number }>(`select id from articles where site_id = 'site-julie-tremblay' and slug->>'fr' = 'acheter-sa-premiere-maison'`);
    // The page's scripts wait until the press is made: the press comes before anything could hear it.
    let pressed!: () => void;
    const afterPress = new Promise<void>((resolve) => (pressed = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await afterPress;
      await route.continue();
    });
    // Not until `load`: the page's code, added as a module once the page is painted, delays it.
    await page.goto(`/fr/blogue/acheter-sa-premiere-maison-${article.id}`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole('navigation', { name: 'Partager' }).first().getByRole('button', { name: 'Imprimer' }).click();
    pressed();
    // Held by the head script, the press makes the post load its code, and is replayed once it is live.
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  test('switching language on a French-only post opens the language warning', async ({ page, site, consoleErrors }) => {
    const [article] = await site.query<{ id: number; slug: { fr: string } }>(
      `select id, slug from articles where site_id = 'site-julie-tremblay' and not (title ? 'en') and status = 'published' order by id limit 1`,
    );
    const path = `/fr/blogue/${article.slug.fr}-${article.id}`;
    await page.goto(path);
    await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveCount(0);
    const switchLink = page.getByRole('link', { name: 'View this page in English' }).first();
    // Before the header is live the link is a plain one (to the English home): the warning needs its code.
    await expectHydrated(switchLink);
    await switchLink.click();
    const dialog = page.getByRole('dialog', { name: 'Article non disponible en anglais' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Rester sur cet article' }).click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(path);

    await page.getByRole('link', { name: 'View this page in English' }).first().click();
    await page.getByRole('dialog').getByRole('link', { name: 'Aller au blogue en anglais' }).click();
    await expect(page).toHaveURL(/\/en\/blog$/);
    await expect(cards(page).first()).toBeVisible();
    expectNoConsoleErrors(consoleErrors);
  });

  test('RSS feeds list the articles of each language, on the site’s own domain over https', async ({ page }) => {
    // As behind a TLS proxy that says nothing (or lies): the feed still names the site's domain.
    const fr = await page.request.get('/fr/blogue/rss.xml', { headers: { 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': 'proxy.internal' } });
    expect(fr.status()).toBe(200);
    expect(fr.headers()['content-type']).toContain('application/rss+xml');
    const french = await fr.text();
    expect(french).toMatch(/<item>[\s\S]*<link>https:\/\/julietremblay\.ca\/fr\/blogue\/[a-z0-9-]+-\d+<\/link>/);
    expect(french).not.toMatch(/proxy\.internal|127\.0\.0\.1|<link>http:/);
    const en = await (await page.request.get('/en/blog/rss.xml')).text();
    expect(en).toContain('<link>https://julietremblay.ca/en/blog/buying-your-first-home-');
  });
});
