import { describe, expect, it } from 'vitest';
import { pagePayload } from '../../schema/page';
import { pageHead, stripWww } from './pageHead';

const payload = pagePayload.parse({
  production: true,
  microsite_id: 'm1',
  site_id: 's1',
  site_key: 'key',
  theme: {},
  metadata: {
    favicon: '/favicon-v1.svg',
    elements: {
      meta: [{ tag: 'meta', attributes: { name: 'google-site-verification', content: 'abc123' } }],
      link: [{ tag: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.ca' } }],
    },
    tags: [
      { content: 'window.dataLayer=[];', position: 'head', category: 'necessary' },
      { src: 'https://example.ca/en-only.js', position: 'body', locale: 'en', category: 'necessary' },
    ],
  },
  seo: {
    global: {
      fr: { title: 'À propos — Julie Tremblay', description: 'Courtière immobilière à Longueuil', image: '/img/julie.jpg' },
      en: { title: 'About — Julie Tremblay', description: 'Real estate broker in Longueuil' },
    },
    twitter: { en: { title: 'Julie on Twitter' } },
    canonical_url: { fr: 'https://www.julietremblay.ca/fr/a-propos' },
    robots_index_rule: 'index, follow',
  },
  header: { fields: [] },
  footer: { fields: [] },
  content: { fields: [] },
  alternate_paths: [
    { locale: 'fr', path: '/fr/a-propos' },
    { locale: 'en', path: '/en/about' },
  ],
  title: { fr: 'À propos', en: 'About' },
});

const find = (meta: Record<string, string>[], key: string) =>
  meta.find((m) => m.name === key || m.property === key)?.content;

describe('pageHead', () => {
  it('gives the French title, description, Open Graph and Twitter tags', () => {
    const head = pageHead(payload, { locale: 'fr', origin: 'https://www.julietremblay.ca', path: '/fr/a-propos' });
    expect(head.meta.find((m) => m.title)?.title).toBe('À propos — Julie Tremblay');
    expect(find(head.meta, 'description')).toBe('Courtière immobilière à Longueuil');
    expect(find(head.meta, 'og:title')).toBe('À propos — Julie Tremblay');
    expect(find(head.meta, 'og:locale')).toBe('fr_CA');
    expect(find(head.meta, 'og:type')).toBe('website');
    expect(find(head.meta, 'og:image')).toBe('https://www.julietremblay.ca/img/julie.jpg');
    expect(find(head.meta, 'twitter:card')).toBe('summary');
    expect(find(head.meta, 'robots')).toBe('index, follow');
    expect(find(head.meta, 'google-site-verification')).toBe('abc123');
  });

  it('shares a media-library image from MEDIA_BASE_URL when one is set', () => {
    const shared = { ...payload, seo: { ...payload.seo, global: { fr: { ...payload.seo?.global?.fr, image: '/media/0123456789abcdef0123456789abcdef-1280.jpg' } } } } as typeof payload;
    const head = pageHead(shared, { locale: 'fr', origin: 'https://www.julietremblay.ca', path: '/fr/a-propos', mediaBase: 'https://media.julietremblay.ca' });
    expect(find(head.meta, 'og:image')).toBe('https://media.julietremblay.ca/media/0123456789abcdef0123456789abcdef-1280.jpg');
    expect(find(head.meta, 'twitter:image')).toBe('https://media.julietremblay.ca/media/0123456789abcdef0123456789abcdef-1280.jpg');
  });

  it('drops a leading www. from the canonical URL', () => {
    const head = pageHead(payload, { locale: 'fr', origin: 'https://www.julietremblay.ca', path: '/fr/a-propos' });
    expect(head.links.find((l) => l.rel === 'canonical')?.href).toBe('https://julietremblay.ca/fr/a-propos');
    const en = pageHead(payload, { locale: 'en', origin: 'https://www.julietremblay.ca', path: '/en/about' });
    expect(en.links.find((l) => l.rel === 'canonical')?.href).toBe('https://julietremblay.ca/en/about');
    expect(stripWww('http://www.a.ca/x')).toBe('http://a.ca/x');
  });

  it('lists hreflang alternates fr-CA, en-CA and x-default', () => {
    const head = pageHead(payload, { locale: 'en', origin: 'https://julietremblay.ca', path: '/en/about' });
    const alternates = head.links.filter((l) => l.rel === 'alternate').map((l) => [l.hrefLang, l.href]);
    expect(alternates).toEqual([
      ['fr-CA', 'https://julietremblay.ca/fr/a-propos'],
      ['en-CA', 'https://julietremblay.ca/en/about'],
      ['x-default', 'https://julietremblay.ca/fr/a-propos'],
    ]);
  });

  it('uses the English SEO values and og:locale en_CA in English', () => {
    const head = pageHead(payload, { locale: 'en', origin: 'https://julietremblay.ca', path: '/en/about' });
    expect(head.meta.find((m) => m.title)?.title).toBe('About — Julie Tremblay');
    expect(find(head.meta, 'og:locale')).toBe('en_CA');
    expect(find(head.meta, 'twitter:title')).toBe('Julie on Twitter');
  });

  it('uses the second brand set’s favicon in brand version 2 unless the site has its own', () => {
    const v2 = { ...payload, metadata: { ...payload.metadata, favicon: undefined, brand_version_2: true } };
    expect(pageHead(v2, { locale: 'fr', origin: 'https://julietremblay.ca', path: '/fr' }).links).toContainEqual({ rel: 'icon', href: '/favicon-v2.svg', type: 'image/svg+xml' });
    const own = { ...payload, metadata: { ...payload.metadata, brand_version_2: true } };
    const icons = pageHead(own, { locale: 'fr', origin: 'https://julietremblay.ca', path: '/fr' }).links.filter((link) => link.rel === 'icon');
    expect(icons).toEqual([{ rel: 'icon', href: '/favicon-v1.svg' }]);
  });

  it('adds the favicon, custom links and the site script tags for the locale', () => {
    const fr = pageHead(payload, { locale: 'fr', origin: 'https://julietremblay.ca', path: '/fr/a-propos' });
    expect(fr.links).toContainEqual({ rel: 'icon', href: '/favicon-v1.svg' });
    expect(fr.links).toContainEqual({ rel: 'preconnect', href: 'https://cdn.example.ca' });
    expect(fr.scripts).toEqual([{ children: 'window.dataLayer=[];' }]);
    expect(fr.bodyScripts).toEqual([]);
    const en = pageHead(payload, { locale: 'en', origin: 'https://julietremblay.ca', path: '/en/about' });
    expect(en.bodyScripts).toEqual([{ src: 'https://example.ca/en-only.js' }]);
  });

  it('writes a script that needs consent inert, with its category, for the consent manager (a tag without one waits for marketing consent)', () => {
    const tags = [
      { content: 'count()', position: 'body' as const, category: 'analytics' as const },
      { src: 'https://www.googletagmanager.com/gtag/js?id=G-1', position: 'head' as const, category: 'marketing' as const },
      { src: 'https://example.ca/legacy.js', position: 'head' as const },
    ];
    const head = pageHead({ ...payload, metadata: { ...payload.metadata, tags } } as typeof payload, { locale: 'fr', origin: 'https://julietremblay.ca', path: '/fr' });
    expect(head.bodyScripts).toEqual([{ type: 'text/plain', 'data-consent-category': 'analytics', children: 'count()' }]);
    expect(head.scripts.filter((script) => script.type === 'text/plain')).toEqual([
      { type: 'text/plain', 'data-consent-category': 'marketing', 'data-consent-src': 'https://www.googletagmanager.com/gtag/js?id=G-1', children: '' },
      { type: 'text/plain', 'data-consent-category': 'marketing', 'data-consent-src': 'https://example.ca/legacy.js', children: '' },
    ]);
    expect(head.scripts.some((script) => script.src)).toBe(false);
  });

  it('lets content.override.seo win over the site SEO', () => {
    const withOverride = { ...payload, content: { fields: [], override: { seo: { global: { fr: { title: 'Titre spécial' } } } } } };
    const head = pageHead(withOverride, { locale: 'fr', origin: 'https://julietremblay.ca', path: '/fr/a-propos' });
    expect(head.meta.find((m) => m.title)?.title).toBe('Titre spécial');
    expect(find(head.meta, 'description')).toBe('Courtière immobilière à Longueuil');
  });
});
