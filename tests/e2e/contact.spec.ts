import { axeViolations, expect, expectNoConsoleErrors, test } from './fixtures';

test.describe('contact form (spec 000 §4, §5, §7, §8)', () => {
  test('shows each validation message, then a valid submission is stored as a lead', async ({ page, site, consoleErrors }) => {
    await page.goto('/en/contact');
    const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: /first name/i }) }).first();
    const send = form.getByRole('button', { name: /^send$/i });
    await expect(send).toBeEnabled();

    await send.click();
    // Spec 000 §5: each empty field shows the form's required message; the toast lists the
    // per-field messages.
    await expect(form.getByText('This field is required')).toHaveCount(4);
    for (const message of [
      'The First name field is required',
      'The Last name field is required',
      'The Email Address field is required',
      'The message field is required',
    ]) {
      await expect(page.getByText(message).first()).toBeVisible();
    }

    await form.getByRole('textbox', { name: /first name/i }).fill('Émilie');
    await form.getByRole('textbox', { name: /last name/i }).fill('Côté');
    await form.getByRole('textbox', { name: /email/i }).fill('emilie.cote@');
    await form.getByRole('textbox', { name: /phone/i }).fill('514555');
    await form.getByRole('textbox', { name: /message/i }).fill('  I would like to sell my duplex in Longueuil this spring.  ');
    await send.click();
    await expect(form.getByText('The email address field is invalid').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form.getByText('The phone number field is invalid').first()).toBeVisible();

    await form.getByRole('textbox', { name: /email/i }).fill('emilie.cote@example.ca');
    await form.getByRole('textbox', { name: /phone/i }).fill('5145550182');
    await expect(form.getByRole('textbox', { name: /phone/i })).toHaveValue('(514) 555-0182');
    await send.click();

    await expect(page.getByText('Request sent!')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /message/i })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: /first name/i })).toHaveValue('Émilie');

    const leads = await site.query<{ type: string; payload: Record<string, unknown> }>(
      "select type, payload from leads where payload->>'email' = $1",
      ['emilie.cote@example.ca'],
    );
    expect(leads).toHaveLength(1);
    expect(leads[0].type).toBe('contact_form');
    expect(leads[0].payload).toMatchObject({
      first_name: 'Émilie',
      last_name: 'Côté',
      phone: '(514) 555-0182',
      message: 'I would like to sell my duplex in Longueuil this spring.',
    });
    expectNoConsoleErrors(consoleErrors);
  });

  test('shows the French messages and prefills the next form from the session', async ({ page }) => {
    await page.goto('/fr/contact');
    const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: /prénom/i }) }).first();
    const send = form.getByRole('button', { name: /^envoyer$/i });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText('Le champ Prénom est obligatoire').first()).toBeVisible();
    await expect(form.getByText('Ce champ est obligatoire').first()).toBeVisible();
    await form.getByRole('textbox', { name: /prénom/i }).fill('Luc');
    await form.getByRole('textbox', { name: /prénom/i }).blur();
    await page.goto('/fr/contact');
    await expect(form.getByRole('textbox', { name: /prénom/i })).toHaveValue('Luc');
  });
});

test.describe('contact form block layout (spec 000 §9 "contact form block overlap 573")', () => {
  for (const locale of ['fr', 'en'] as const) {
    test(`the form card overlaps a band of at least 573 px on wide screens, its last 64 px on phones (${locale})`, async ({ page }) => {
      // Both boxes from one layout of the page (a resize re-renders parts of it): band height, how
      // far the card starts inside the band, how far it reaches below it (px).
      const layout = () =>
        page.evaluate(() => {
          const band = document.querySelector('[data-contact-band]')!.getBoundingClientRect();
          const card = document.querySelector('[data-contact-card]')!.getBoundingClientRect();
          return { band: Math.round(band.height), inside: Math.round(band.bottom - card.top), below: Math.round(card.bottom - band.bottom), startsInBand: card.top > band.top };
        });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/${locale}/contact`);
      const wide = await layout();
      expect(wide.band).toBeGreaterThanOrEqual(573);
      // Beside the intro, inside the band, and reaching below it.
      expect(wide.startsInBand).toBe(true);
      expect(wide.inside).toBeGreaterThan(0);
      expect(wide.below).toBeGreaterThan(0);

      await page.setViewportSize({ width: 375, height: 812 });
      await expect.poll(async () => (await layout()).inside).toBe(64);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page, { include: ['main'] })).toEqual([]);
    });
  }
});
