// @vitest-environment node
/**
 * Canonical URL, `og:url` and hreflang alternates are built from the visitor's real host: forged
 * `X-Forwarded-Host` / `X-Forwarded-Proto` headers are ignored unless the server sits behind a
 * trusted proxy (`TRUST_PROXY`), and even then only plain hosts and http(s) count.
 */
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { fakeApi, options, seededPayload } from './testing/ssrFixtures';

function homeWithoutCanonical() {
  const payload = seededPayload();
  (payload.seo as Record<string, unknown>).canonical_url = undefined;
  return payload;
}

async function head(headers: Record<string, string>, trustProxy = false): Promise<string> {
  const request = new Request('http://localhost:3000/fr', { headers: { host: 'localhost:3000', ...headers } });
  const response = await render(request, options(fakeApi(homeWithoutCanonical), { trustProxy }));
  expect(response.status).toBe(200);
  const html = await response.text();
  return html.slice(0, html.indexOf('</head>'));
}

const urlsIn = (html: string) => [...html.matchAll(/(?:href|content)="(https?:\/\/[^"]+|[a-z]+:\/\/[^"]+)"/g)].map((m) => m[1]);

describe('origins of the SEO head', () => {
  it('ignores forged forwarded headers without a trusted proxy', async () => {
    const html = await head({ 'x-forwarded-host': 'localhost:3000@evil.example', 'x-forwarded-proto': 'javascript' });
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/fr"');
    expect(html).toContain('property="og:url" content="http://localhost:3000/fr"');
    expect(urlsIn(html).filter((url) => url.includes('evil.example') || url.startsWith('javascript'))).toEqual([]);
  });

  it('behind a trusted proxy, takes a plain forwarded host and https', async () => {
    const html = await head({ 'x-forwarded-host': 'julietremblay.ca', 'x-forwarded-proto': 'https' }, true);
    expect(html).toContain('<link rel="canonical" href="https://julietremblay.ca/fr"');
    expect(html).toMatch(/hrefLang="en-CA" href="https:\/\/julietremblay\.ca\/en"|hreflang="en-CA" href="https:\/\/julietremblay\.ca\/en"/i);
  });

  it('behind a trusted proxy, still refuses a forwarded host with user info and a non-web protocol', async () => {
    const html = await head({ 'x-forwarded-host': 'localhost:3000@evil.example', 'x-forwarded-proto': 'javascript' }, true);
    expect(urlsIn(html).filter((url) => url.includes('evil.example') || url.startsWith('javascript'))).toEqual([]);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/fr"');
  });
});
