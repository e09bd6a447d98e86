/**
 * A small hand-made site for API tests that must not depend on the seed's wording.
 */
import type { Database } from '../../src/server/db/client';
import { insertPage } from '../../src/server/db/repositories/pages';
import { replaceRedirects } from '../../src/server/db/repositories/redirects';
import { insertSite } from '../../src/server/db/repositories/sites';

export const FIXTURE = {
  siteId: 'site-test',
  micrositeId: 'test-broker',
  siteKey: 'key-0123456789abcdef',
  otherSiteId: 'site-other',
  otherMicrositeId: 'other-agency',
};

const text = (fr: string, en: string) => ({ fr, en });
const block = (block_type: string, fields: Record<string, unknown>, block_params: Record<string, unknown> = {}) => ({
  block_type,
  block_params,
  fields,
});

/** Inserts the default test site (localhost) and an agency site (`agence.test`). */
export async function insertFixtureSites(db: Database, captchaProvider: 'altcha' | 'none' = 'altcha') {
  await insertSite(db, {
    id: FIXTURE.siteId,
    micrositeId: FIXTURE.micrositeId,
    siteKey: FIXTURE.siteKey,
    siteType: 'broker',
    domains: ['localhost', '127.0.0.1', 'courtier.test'],
    isDefault: true,
    settings: {
      theme: { preset: 'blue' },
      seo: { global: { fr: { title: 'Courtier test', description: 'Site FR' }, en: { title: 'Test broker', description: 'Site EN' } } },
      metadata: { contact_form: { show_consent: true, contact_name: 'Test' }, captcha: { provider: captchaProvider } },
      recaptcha: null,
    },
    header: { fields: [block('header_classic', { menu_repeater: [] })] },
    footer: { fields: [block('footer_classic', { agency: text('<p>Agence</p>', '<p>Agency</p>') })] },
  });
  await insertSite(db, {
    id: FIXTURE.otherSiteId,
    micrositeId: FIXTURE.otherMicrositeId,
    siteKey: 'other-key',
    siteType: 'agency',
    domains: ['agence.test'],
    settings: { theme: { preset: 'red' } },
  });
  await insertPage(db, {
    siteId: FIXTURE.siteId,
    key: 'home',
    title: text('Accueil', 'Home'),
    content: { fields: [block('text_block_1', { main_title: text('Bonjour', 'Hello') })] },
    paths: [
      { locale: 'fr', path: '/fr' },
      { locale: 'en', path: '/en' },
    ],
  });
  await insertPage(db, {
    siteId: FIXTURE.siteId,
    key: 'about',
    title: text('À propos', 'About'),
    content: {
      fields: [block('text_block_1', { main_title: text('À propos', 'About') })],
      override: { seo: { global: { en: { title: 'About the broker' } } } },
    },
    paths: [
      { locale: 'fr', path: '/fr/a-propos' },
      { locale: 'en', path: '/en/about' },
    ],
  });
  await insertPage(db, {
    siteId: FIXTURE.siteId,
    key: 'maintenance',
    status: 503,
    title: text('Maintenance', 'Maintenance'),
    content: { fields: [block('error_block', { error_icon: { type: 'spinner' }, main_title: text('Entretien', 'Maintenance') })] },
    paths: [
      { locale: 'fr', path: '/fr/maintenance' },
      { locale: 'en', path: '/en/maintenance' },
    ],
  });
  await insertPage(db, {
    siteId: FIXTURE.siteId,
    key: 'draft',
    published: false,
    title: text('Brouillon', 'Draft'),
    content: { fields: [] },
    paths: [{ locale: 'fr', path: '/fr/brouillon' }],
  });
  await insertPage(db, {
    siteId: FIXTURE.otherSiteId,
    key: 'home',
    title: text('Agence', 'Agency'),
    content: { fields: [] },
    paths: [
      { locale: 'fr', path: '/fr' },
      { locale: 'en', path: '/en' },
    ],
  });
  await replaceRedirects(db, FIXTURE.siteId, [
    { from_path: '/fr/accueil', to_path: '/fr', status: 301 },
    { from_path: '/fr/nous-joindre', to_path: '/fr/contact', status: 302 },
  ]);
}
