/**
 * A lead reaches the broker:
 * a server wired to a local SMTP sink (smtp-server on loopback), a visitor sends the contact form,
 * the broker's e-mail arrives in the sink in French with the visitor's words, and the QA inbox
 * shows the lead with "E-mail sent".
 */
import { startSmtpSink, type SmtpSink } from '../support/smtpSink';
import { expect, signInAsAdmin, startBuiltServer, test, type RunningSite } from './fixtures';

const VISITOR = { first: 'Mathéo', last: 'Gagnon-Roy', email: 'matheo.gagnon@example.ca' };
const MESSAGE = 'Nous cherchons un jumelé à Boucherville avant la rentrée.';

let sink: SmtpSink;
let mailSite: RunningSite;

test.beforeAll(async () => {
  sink = await startSmtpSink();
  mailSite = await startBuiltServer({ smtpUrl: sink.url, mailRetryBaseMs: 50 });
});

test.afterAll(async () => {
  await mailSite?.close();
  await sink?.close();
});

test('a contact lead is e-mailed to the broker and shows as sent in the inbox', async ({ page }) => {
  await page.goto(`${mailSite.url}/fr/contact`);
  const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: /prénom/i }) }).first();
  const send = form.getByRole('button', { name: /^envoyer$/i });
  await expect(send).toBeEnabled();
  await form.getByRole('textbox', { name: /prénom/i }).fill(VISITOR.first);
  await form.getByRole('textbox', { name: /^nom/i }).fill(VISITOR.last);
  await form.getByRole('textbox', { name: /courriel/i }).fill(VISITOR.email);
  await form.getByRole('textbox', { name: /message/i }).fill(MESSAGE);
  await send.click();
  await expect(page.getByText('Demande envoyée!').first()).toBeVisible();

  const mail = await sink.waitFor((message) => message.text.includes(MESSAGE), 20_000);
  expect(mail.headers['reply-to']).toContain(VISITOR.email);
  expect(mail.envelope.to.length).toBe(1);
  expect(mail.subject).toContain(`${VISITOR.first} ${VISITOR.last}`);
  expect(mail.text).toContain(VISITOR.email);
  expect(mail.html).toContain('Boucherville');

  await signInAsAdmin(page, mailSite.url);
  await page.goto(`${mailSite.url}/qa/leads`);
  const row = page.getByRole('grid', { name: 'Leads' }).getByRole('row').filter({ hasText: VISITOR.last });
  await expect(row).toBeVisible();
  await row.click();
  const panel = page.getByRole('complementary', { name: 'Lead details' });
  await expect(panel).toContainText(MESSAGE);
  await expect(panel.locator('[data-notification]')).toContainText('Email sent');
});
