/**
 * Lead capture forms end to end (spec 001 §2, §4, §5, §7): the seeded `buy` page's
 * property alert and `sell` page's property valuation, completed with the keyboard only (Tab,
 * Space, Enter, arrows, typing) in French and English; a failed submission (POST answered 500)
 * keeps every answer; axe on every step; screenshots of every step at 375 and 1440 px.
 */
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, expectNoConsoleErrors, screenshot, SCREENSHOTS, test, untilFadesEnd } from './fixtures';

const WIDTHS = [375, 1440] as const;

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Could not reach ${target} with the keyboard`);
}

/** axe on the block (no serious or critical violation) and screenshots at both widths. */
async function checkStep(page: Page, block: Locator, name: string) {
  // A search field announces its highlighted option once typing pauses (react-aria waits 500 ms so
  // a screen reader reads the typed letter first); until then it may still name an option the
  // filter removed. Check the state a screen reader reads: every active descendant resolved.
  await expect
    .poll(() =>
      block.evaluate((root) =>
        [...root.querySelectorAll('[aria-activedescendant]')].filter((element) => !document.getElementById(element.getAttribute('aria-activedescendant') ?? '')).length,
      ),
    )
    .toBe(0);
  // A button the last keystroke enabled fades from its disabled look: axe reads what a visitor sees once it ends.
  await untilFadesEnd(page, block);
  const selector = await block.evaluate((el) => `[data-lead-form="${el.getAttribute('data-lead-form')}"]`);
  expect(await axeViolations(page, { include: [selector] }), name).toEqual([]);
  if (!SCREENSHOTS) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(block, `lead-forms-${name}-${width}`, { animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const ALERT = {
  en: { path: '/en/buy', start: 'Sign up for alerts', next: 'Next', submit: 'Submit', success: 'Request Sent', search: 'Search a city', bedrooms: 'Bedrooms', bathrooms: 'Bathrooms', house: 'House', province: 'Quebec' },
  fr: { path: '/fr/acheter', start: 'Inscrivez-vous aux alertes', next: 'Suivant', submit: 'Envoyer', success: 'Demande envoyée', search: 'Rechercher une ville', bedrooms: 'Chambres', bathrooms: 'Salles de bain', house: 'Maison', province: 'Québec' },
};

for (const locale of ['en', 'fr'] as const) {
  test(`property alert completed with the keyboard only (${locale})`, async ({ page, site, consoleErrors }) => {
    const t = ALERT[locale];
    await page.goto(t.path);
    const block = page.locator('[data-lead-form="property_alert"]');
    const form = block.locator('form');
    const start = block.getByRole('button', { name: t.start });
    // The visitor scrolls down to the form: its code loads as it comes near.
    await start.scrollIntoViewIfNeeded();
    await expect(start).toBeEnabled();
    await checkStep(page, block, `alert-${locale}-0-intro`);

    // From the top of the page: past the header, the page's links and the other blocks.
    await tabTo(page, start, { max: 150 });
    await page.keyboard.press('Enter');
    await expect(form).toHaveAttribute('data-step', '1');
    await expect(block.getByRole('progressbar')).toHaveAttribute('aria-valuetext', locale === 'en' ? 'Step 1 of 6' : 'Étape 1 sur 6');

    // Step 1: an empty selection is refused, then two cities picked from the search.
    const next = block.getByRole('button', { name: t.next });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(block.getByRole('alert')).toContainText(locale === 'en' ? 'The municipality is required' : 'La municipalité est obligatoire');
    const search = block.getByRole('searchbox', { name: t.search });
    await expect(search).toBeFocused();
    await page.keyboard.type('Longueuil');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Brossard');
    await page.keyboard.press('Enter');
    await expect(block.getByRole('row')).toHaveText(['Longueuil', 'Brossard']);
    await expect(form).toHaveAttribute('data-step', '1');
    await checkStep(page, block, `alert-${locale}-1-municipalities`);
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // Step 2: two radio groups (Tab into the group, arrows choose).
    await expect(form).toHaveAttribute('data-step', '2');
    const radios = block.getByRole('radio');
    await tabTo(page, radios.first());
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(block.getByRole('radio', { checked: true })).toHaveCount(2);
    await checkStep(page, block, `alert-${locale}-2-project`);
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // Step 3: the maximum thumb moved two steps down (no maximum → 4 M).
    await expect(form).toHaveAttribute('data-step', '3');
    const maxThumb = block.getByRole('slider').nth(1);
    await tabTo(page, maxThumb);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(maxThumb).toHaveAttribute('aria-valuetext', locale === 'en' ? '$4,000,000' : /^4\s000\s000\s\$$/);
    await checkStep(page, block, `alert-${locale}-3-budget`);
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // Step 4: property type boxes with Space, room counts typed; Enter in a field goes on.
    await expect(form).toHaveAttribute('data-step', '4');
    await tabTo(page, block.getByRole('checkbox', { name: t.house }));
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await tabTo(page, block.getByRole('textbox', { name: t.bedrooms }));
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2');
    await checkStep(page, block, `alert-${locale}-4-property`);
    await page.keyboard.press('Enter');

    // Step 5: contact details.
    await expect(form).toHaveAttribute('data-step', '5');
    await page.keyboard.press('Tab');
    await page.keyboard.type(locale === 'en' ? 'Olivia' : 'Émilie');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Côté');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4505550182');
    await page.keyboard.press('Tab');
    const email = `alert-${locale}@example.ca`;
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await checkStep(page, block, `alert-${locale}-5-contact`);
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // Step 6: address; submit disabled until address, postal code and city are filled.
    await expect(form).toHaveAttribute('data-step', '6');
    const submit = block.getByRole('button', { name: t.submit });
    await expect(submit).toBeDisabled();
    await page.keyboard.press('Tab');
    await page.keyboard.type('825 chemin de Chambly');
    await page.keyboard.press('Tab');
    await page.keyboard.type('j4h3m2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Longueuil');
    await tabTo(page, block.getByRole('checkbox').first());
    await page.keyboard.press('Space');
    await checkStep(page, block, `alert-${locale}-6-address`);
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    await expect(block.getByRole('status')).toContainText(t.success);
    await expect(submit).toBeDisabled();
    await checkStep(page, block, `alert-${locale}-7-success`);

    const leads = await site.query<{ type: string; payload: Record<string, string> }>("select type, payload from leads where payload->>'email' = $1", [email]);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.type).toBe('property_alert');
    expect(leads[0]!.payload).toMatchObject({
      form_type: 'property_alert',
      locale,
      municipality: 'Longueuil, Brossard',
      desired_moving_timeframe: '60-120-days',
      current_client_situation: 'tenant',
      budget_min: '0',
      budget_max: '4000000',
      property_type: 'maison,condo',
      nb_bedrooms: '3',
      nb_bathrooms: '2',
      preferred_method_of_contact: 'text',
      phone: '(450) 555-0182',
      postal_code: 'J4H 3M2',
      province: t.province,
      country: 'Canada',
      consent_transaction: '1',
      consent_marketing: '0',
    });
    expectNoConsoleErrors(consoleErrors);
  });
}

const VALUATION = {
  en: { path: '/en/sell', start: 'Start the evaluation', next: 'Next', submit: 'Submit', success: 'Request Sent', municipality: 'Municipality', type: 'Property type', unit: 'ft²', yes: 'Yes', no: 'No', failure: 'The request could not be submitted', province: 'Quebec' },
  fr: { path: '/fr/vendre', start: 'Commencer l’évaluation', next: 'Suivant', submit: 'Envoyer', success: 'Demande envoyée', municipality: 'Municipalité', type: 'Type de propriété', unit: 'pi²', yes: 'Oui', no: 'Non', failure: 'La demande n’a pas pu être envoyée', province: 'Québec' },
};

for (const locale of ['en', 'fr'] as const) {
  test(`property valuation completed with the keyboard only; a failed submit keeps every answer (${locale})`, async ({ page, site, consoleErrors }) => {
    const t = VALUATION[locale];
    await page.goto(t.path);
    const block = page.locator('[data-lead-form="property_valuation"]');
    const form = block.locator('form');
    const start = block.getByRole('button', { name: t.start });
    // The visitor scrolls down to the form: its code loads as it comes near.
    await start.scrollIntoViewIfNeeded();
    await expect(start).toBeEnabled();
    await checkStep(page, block, `valuation-${locale}-0-intro`);
    // From the top of the page: past the header, the page's links and the other blocks.
    await tabTo(page, start, { max: 150 });
    await page.keyboard.press('Enter');
    const next = block.getByRole('button', { name: t.next });

    // Step 1: one municipality from the combo box.
    await expect(form).toHaveAttribute('data-step', '1');
    const combo = block.getByRole('combobox', { name: t.municipality });
    await tabTo(page, combo);
    // Typed at a person's pace: the list filters as each letter arrives.
    await page.keyboard.type('Longueuil', { delay: 60 });
    await expect(page.getByRole('option', { name: 'Longueuil', exact: true })).toBeVisible();
    // The list has caught up with the last letter: ArrowDown starts from its first option.
    await expect(page.getByRole('option').first()).toHaveText('Longueuil');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(combo).toHaveValue('Longueuil');
    await checkStep(page, block, `valuation-${locale}-1-municipality`);
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // Step 2: select by keyboard, then the digits; Enter in the last field goes on.
    await expect(form).toHaveAttribute('data-step', '2');
    const typeSelect = block.getByRole('button', { name: new RegExp(t.type) });
    await tabTo(page, typeSelect);
    await page.keyboard.press('Enter');
    // The list takes the focus once it has opened; an Enter before that would reach the button.
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeFocused();
    await page.keyboard.press('Enter');
    // The list gives the focus back to its button as it closes; a Tab before that leaves from the list.
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(typeSelect).toBeFocused();
    await page.keyboard.press('Tab');
    for (const value of ['1987', '3', '2', '0', '1']) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await checkStep(page, block, `valuation-${locale}-2-property`);
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // Step 3: imperial by default (unit per language); areas.
    await expect(form).toHaveAttribute('data-step', '3');
    await expect(block.getByText(t.unit, { exact: true })).toHaveCount(2);
    await tabTo(page, block.getByRole('radio', { checked: true }));
    await page.keyboard.press('Tab');
    await page.keyboard.type('1450');
    await page.keyboard.press('Tab');
    await page.keyboard.type('5000');
    await checkStep(page, block, `valuation-${locale}-3-areas`);
    await page.keyboard.press('Enter');

    // Step 4: yes / no.
    await expect(form).toHaveAttribute('data-step', '4');
    await tabTo(page, block.getByRole('radio').first());
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await checkStep(page, block, `valuation-${locale}-4-reports`);
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // Step 5: optional texts.
    await expect(form).toHaveAttribute('data-step', '5');
    await page.keyboard.press('Tab');
    await page.keyboard.type(locale === 'en' ? 'Moving closer to family' : 'Rapprochement familial');
    await checkStep(page, block, `valuation-${locale}-5-reasons`);
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // Step 6: contact.
    await expect(form).toHaveAttribute('data-step', '6');
    const email = `valuation-${locale}@example.ca`;
    for (const value of ['Marc', 'Pelletier', '4505550199', email]) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    }
    await checkStep(page, block, `valuation-${locale}-6-contact`);
    await page.keyboard.press('Enter');

    // Step 7: address; the first POST fails (500).
    await expect(form).toHaveAttribute('data-step', '7');
    for (const value of ['120 rue Saint-Charles Ouest', 'j4h1c7', 'Longueuil']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    }
    await checkStep(page, block, `valuation-${locale}-7-address`);
    let failOnce = true;
    await page.route('**/contact', async (route) => {
      if (failOnce && route.request().method() === 'POST') {
        failOnce = false;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":"error"}' });
      } else {
        await route.fallback();
      }
    });
    const submit = block.getByRole('button', { name: t.submit });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(block.getByRole('alert')).toContainText(t.failure);
    // The focus moves to the error list, so the keyboard goes on from there.
    await expect(block.getByRole('alert')).toBeFocused();
    await checkStep(page, block, `valuation-${locale}-8-failure`);
    await expect(block.getByRole('textbox').first()).toHaveValue('120 rue Saint-Charles Ouest');
    await expect(block.getByRole('textbox').nth(1)).toHaveValue('J4H 1C7');
    const previous = block.getByRole('button', { name: locale === 'en' ? 'Previous' : 'Précédent' });
    const expected: [string, string[]][] = [
      ['6', ['Marc', 'Pelletier', '(450) 555-0199', email]],
      ['5', [locale === 'en' ? 'Moving closer to family' : 'Rapprochement familial', '']],
    ];
    for (const [step, values] of expected) {
      await tabTo(page, previous);
      await page.keyboard.press('Enter');
      await expect(form).toHaveAttribute('data-step', step);
      const boxes = block.getByRole('textbox');
      for (let i = 0; i < values.length; i++) await expect(boxes.nth(i)).toHaveValue(values[i]!);
    }
    await tabTo(page, previous);
    await page.keyboard.press('Enter');
    await expect(block.getByRole('radio', { checked: true })).toHaveCount(2);
    await tabTo(page, previous);
    await page.keyboard.press('Enter');
    await expect(block.getByRole('textbox').first()).toHaveValue('1450');
    await expect(block.getByRole('textbox').nth(1)).toHaveValue('5000');
    await tabTo(page, previous);
    await page.keyboard.press('Enter');
    await expect(block.getByRole('textbox').first()).toHaveValue('1987');
    await tabTo(page, previous);
    await page.keyboard.press('Enter');
    await expect(block.getByRole('combobox')).toHaveValue('Longueuil');

    // Back to the end and send again: this time it goes through.
    for (let step = 1; step < 7; step++) {
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      await expect(form).toHaveAttribute('data-step', String(step + 1));
    }
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(block.getByRole('status')).toContainText(t.success);

    const leads = await site.query<{ type: string; payload: Record<string, string> }>("select type, payload from leads where payload->>'email' = $1", [email]);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.type).toBe('property_valuation');
    expect(leads[0]!.payload).toMatchObject({
      form_type: 'property_valuation',
      locale,
      municipality: 'Longueuil',
      property_type: 'maison',
      year_of_construction: '1987',
      nb_bedrooms: '3',
      nb_bathrooms: '2',
      nb_parking: '0',
      nb_garage: '1',
      living_area: `1450 ${t.unit}`,
      land_area: `5000 ${t.unit}`,
      evaluation_report: '1',
      availability_of_report: '0',
      phone: '(450) 555-0199',
      postal_code: 'J4H 1C7',
      province: t.province,
    });
    expectNoConsoleErrors(consoleErrors.filter((text) => !/status of 500/.test(text)));
  });
}
