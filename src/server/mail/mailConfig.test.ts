// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, resolveMailSettings, siteMailLocale, siteRecipient, siteSender } from './mailConfig';

const settings = (metadata: Record<string, unknown>) => ({ settings: { metadata } as never });

describe('lead e-mail settings per site', () => {
  it('sends from the site sender, else MAIL_FROM, else the default', () => {
    const withMailFrom = resolveMailSettings({ mailFrom: 'Vitrine <mail@vitrine.ca>' });
    expect(siteSender({ mailFrom: '"Julie" <julie@site.ca>' }, withMailFrom)).toBe('"Julie" <julie@site.ca>');
    expect(siteSender({ mailFrom: null }, withMailFrom)).toBe('Vitrine <mail@vitrine.ca>');
    expect(siteSender({ mailFrom: '  ' }, resolveMailSettings({}))).toBe(DEFAULT_MAIL_FROM);
  });

  it('has no recipient without a notification e-mail', () => {
    expect(siteRecipient({ notificationEmail: ' julie@site.ca ' })).toBe('julie@site.ca');
    expect(siteRecipient({ notificationEmail: null })).toBeNull();
    expect(siteRecipient({ notificationEmail: '' })).toBeNull();
  });

  it('writes in French unless the site says en', () => {
    expect(siteMailLocale(settings({ mail_locale: 'en' }))).toBe('en');
    expect(siteMailLocale(settings({ mail_locale: 'fr' }))).toBe('fr');
    expect(siteMailLocale(settings({}))).toBe('fr');
    expect(siteMailLocale(settings({ mail_locale: 'de' }))).toBe('fr');
  });

  it('turns lead e-mails off without SMTP_URL and retries from 30 s up to 1 h by default', () => {
    expect(resolveMailSettings({ smtpUrl: ' ' })).toMatchObject({ smtpUrl: undefined, retryBaseMs: 30_000, retryMaxMs: 3_600_000 });
    expect(resolveMailSettings({ smtpUrl: 'smtp://mail:25', retryBaseMs: 50 })).toMatchObject({ smtpUrl: 'smtp://mail:25', retryBaseMs: 50 });
  });
});

describe('lead e-mail environment (readServerConfig)', () => {
  it('reads SMTP_URL, MAIL_FROM and MAIL_RETRY_BASE_MS', async () => {
    const { readServerConfig } = await import('../config');
    expect(readServerConfig({ SMTP_URL: 'smtp://user:secret@mail.example.ca:587', MAIL_FROM: 'Vitrine <a@b.ca>', MAIL_RETRY_BASE_MS: '50' })).toMatchObject({
      smtpUrl: 'smtp://user:secret@mail.example.ca:587',
      mailFrom: 'Vitrine <a@b.ca>',
      mailRetryBaseMs: 50,
    });
    expect(readServerConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: undefined, mailRetryBaseMs: 30_000 });
  });

  it('refuses a non-SMTP URL without echoing its credentials, and a bad retry delay', async () => {
    const { readServerConfig } = await import('../config');
    expect(() => readServerConfig({ SMTP_URL: 'http://user:secret@mail.example.ca' })).toThrow(/SMTP_URL/);
    expect(() => readServerConfig({ SMTP_URL: 'http://user:secret@mail.example.ca' })).not.toThrow(/secret/);
    expect(() => readServerConfig({ MAIL_RETRY_BASE_MS: '0' })).toThrow(/MAIL_RETRY_BASE_MS/);
    expect(() => readServerConfig({ MAIL_RETRY_BASE_MS: 'soon' })).toThrow(/MAIL_RETRY_BASE_MS/);
  });
});
