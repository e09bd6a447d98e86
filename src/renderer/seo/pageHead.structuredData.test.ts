/** JSON-LD in the SEO head: `seo.structured_data` of the active locale, escaped, absolute URLs. */
import { describe, expect, it } from 'vitest';
import { qaBlockDemo } from '../../blocks/content/qa_block/schema';
import { pagePayload } from '../../schema/page';
import { jsonLdText, pageHead } from './pageHead';

const payload = pagePayload.parse({
  production: true,
  microsite_id: 'm1',
  site_id: 's1',
  site_key: 'key',
  theme: {},
  metadata: {},
  header: { fields: [] },
  footer: { fields: [] },
  content: { fields: [] },
  seo: {
    structured_data: {
      fr: [{ '@type': 'RealEstateListing', url: '/fr/proprietes/x-12345678', image: ['/listings/maison-1.svg'], name: 'Maison </script><script>alert(1)</script>' }],
      en: [{ '@type': 'RealEstateListing', url: '/en/properties/x-12345678' }],
    },
  },
});

describe('structured data in the head', () => {
  it('writes one application/ld+json script for the locale, with absolute URLs', () => {
    const head = pageHead(payload, { locale: 'fr', origin: 'https://www.julietremblay.ca', path: '/fr/proprietes/x-12345678' });
    const scripts = head.scripts.filter((s) => s.type === 'application/ld+json');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0].children!);
    expect(data).toMatchObject({
      '@type': 'RealEstateListing',
      url: 'https://julietremblay.ca/fr/proprietes/x-12345678',
      image: ['https://julietremblay.ca/listings/maison-1.svg'],
    });
    expect(data.name).toBe('Maison </script><script>alert(1)</script>');
    expect(scripts[0].children).not.toContain('</script>');
    const en = pageHead(payload, { locale: 'en', origin: 'https://julietremblay.ca', path: '/en/properties/x-12345678' });
    expect(JSON.parse(en.scripts[0].children!).url).toBe('https://julietremblay.ca/en/properties/x-12345678');
  });

  it('escapes <, > and & so a value cannot close the script tag', () => {
    expect(jsonLdText({ a: '</script>&' })).toBe('{"a":"\\u003c/script\\u003e\\u0026"}');
  });

  it('adds the FAQPage of the page’s Q&A blocks, with absolute question URLs', () => {
    const faqPayload = pagePayload.parse({ ...payload, seo: {}, content: { fields: [{ block_type: 'qa_block', fields: qaBlockDemo.fields }] } });
    const head = pageHead(faqPayload, { locale: 'fr', origin: 'https://julietremblay.ca', path: '/fr/faq' });
    const scripts = head.scripts.filter((s) => s.type === 'application/ld+json');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0].children!);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity[0]).toMatchObject({ name: 'Qu’est-ce que la taxe de bienvenue ?', url: 'https://julietremblay.ca/fr/faq#qu-est-ce-que-la-taxe-de-bienvenue' });
  });
});
