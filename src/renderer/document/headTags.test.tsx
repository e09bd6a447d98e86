// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bodyTags, documentHeadTags, HeadTagList } from './headTags';

const shell = {
  meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width' }, { name: 'robots', content: 'index' }],
  links: [{ rel: 'icon', href: '/favicon.svg' }],
  styles: [{ children: ':root{--a:1}' }],
  scripts: [{ children: 'early()' }],
};
const page = {
  meta: [{ title: 'Contact' }, { name: 'robots', content: 'noindex' }, { property: 'og:title', content: 'Contact' }],
  links: [{ rel: 'canonical', href: 'https://example.ca/fr/contact' }],
  styles: [{ children: ':root{--a:1}' }, { children: ':root{--a:2}' }],
  scripts: [{ type: 'application/ld+json', children: '{}' }],
};

describe('documentHeadTags', () => {
  it('writes one title and one meta per name or property (the page’s), then links, styles and scripts in order, each with the nonce', () => {
    const html = renderToStaticMarkup(<HeadTagList tags={documentHeadTags([shell, page], 'n1')} />);
    expect(html).toBe(
      // React writes the character set and the viewport first.
      '<meta charSet="utf-8" nonce="n1"/><meta name="viewport" content="width=device-width" nonce="n1"/>' +
        '<meta property="csp-nonce" content="n1"/><title>Contact</title><meta name="robots" content="noindex" nonce="n1"/>' +
        '<meta property="og:title" content="Contact" nonce="n1"/><link rel="icon" href="/favicon.svg" nonce="n1"/>' +
        '<link rel="canonical" href="https://example.ca/fr/contact" nonce="n1"/><style nonce="n1">:root{--a:1}</style>' +
        '<style nonce="n1">:root{--a:2}</style><script nonce="n1">early()</script><script type="application/ld+json" nonce="n1">{}</script>',
    );
  });

  it('writes no nonce meta without a nonce, and escapes what the content gives', () => {
    const html = renderToStaticMarkup(<HeadTagList tags={documentHeadTags([{ meta: [{ title: 'A & <B>' }, { name: 'description', content: '"quoted"' }] }])} />);
    expect(html).toBe('<title>A &amp; &lt;B&gt;</title><meta name="description" content="&quot;quoted&quot;"/>');
  });
});

describe('bodyTags', () => {
  it('keeps a script with an address or a text (even empty) and leaves out one with neither', () => {
    const tags = bodyTags([{ src: '/a.js' }, { type: 'text/plain', children: '' }, { type: 'text/plain' }], 'script', 'n1');
    expect(renderToStaticMarkup(<HeadTagList tags={tags} />)).toBe('<script src="/a.js" nonce="n1"></script><script type="text/plain" nonce="n1"></script>');
  });
});
