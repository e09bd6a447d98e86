import { expect, expectNoConsoleErrors, test } from './fixtures';

test.describe('contact form (spec 000 §4, §5, §7, §8)', () => {
  test('shows each validation message, then a valid submission is stored as a lead', async ({ page, site, consoleErrors }) => {
    await page.goto('/en/contact');
    const form = page.locator('form').filter({ has: page.getByLabel(/first name/i) }).first();
    const send = form.getByRole('button', { name: /^send$/i });
    await expect(send).toBeEnabled({ timeout: 15_000 });

    await send.click();
    for (const message of [
      'The First name field is required',
      'The Last name field is required',
      'The Email Address field is required',
      'The message field is required',
    ]) {
      await expect(form.getByText(message).first()).toBeVisible();
    }

    await form.getByLabel(/first name/i).fill('Émilie');
    await form.getByLabel(/last name/i).fill('Côté');
    await form.getByLabel(/email/i).fill('emilie.cote@');
    await form.getByLabel(/phone/i).fill('514555');
    await form.getByLabel(/message/i).fill('  I would like to sell my duplex in Longueuil this spring.  ');
    await send.click();
    await expect(form.getByText('The email address field is invalid').first()).toBeVisible();
    await expect(form.getByText('The phone number field is invalid').first()).toBeVisible();

    await form.getByLabel(/email/i).fill('emilie.cote@example.ca');
    await form.getByLabel(/phone/i).fill('5145550182');
    await expect(form.getByLabel(/phone/i)).toHaveValue('(514) 555-0182');
    await send.click();

    await expect(page.getByText('Request sent!')).toBeVisible({ timeout: 20_000 });
    await expect(form.getByLabel(/message/i)).toHaveValue('');
    await expect(form.getByLabel(/first name/i)).toHaveValue('Émilie');

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
    const form = page.locator('form').filter({ has: page.getByLabel(/prénom/i) }).first();
    const send = form.getByRole('button', { name: /^envoyer$/i });
    await expect(send).toBeEnabled({ timeout: 15_000 });
    await send.click();
    await expect(form.getByText('Le champ Prénom est obligatoire').first()).toBeVisible();
    await form.getByLabel(/prénom/i).fill('Luc');
    await form.getByLabel(/prénom/i).blur();
    await page.goto('/fr/contact');
    await expect(page.locator('form').first().getByLabel(/prénom/i)).toHaveValue('Luc');
  });
});
