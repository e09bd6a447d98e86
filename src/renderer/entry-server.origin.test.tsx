// @vitest-environment node
/**
 * Canonical URL, `og:url` and hreflang alternates are built from the site's primary domain (the
 * payload's `primary_domain`: https, or http on the visitor's port for a local name), never from
 * what forwarded headers claim. Without one (an external content API that sends none) they use
 * the visitor's real host: forged `X-Forwarded-Host` / `X-Forwarded-Proto` headers are ignored
 * unless the server sits behind a trusted proxy (`TRUST_PROXY`), and even then only plain hosts
 * and http(s) count.
 */
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { fakeApi, options, seededPayload } from './testing/ssrFixtures';

function homeWithoutCanonical(primaryDomain: string | null) {
  const payload = seededPayload();
  (payload.seo as Record<string, unknown>).canonical_url = undefined;
  payload.primary_domain = primaryDomain;
  return payload;
}

async function head(headers: Record<string, string>, { trustProxy = false, primaryDomain = null as string | null } = {}): Promise<string> {
  const request = new Request('http://localhost:3000/fr', { headers: { host: 'localhost:3000', ...headers } });
  const response = await render(
    request,
    options(
      fakeApi(() => homeWithoutCanonical(primaryDomain)),
      { trustProxy },
    ),
  );
  expect(response.status).toBe(200);
  const html = await response.text();
  return html.slice(0, html.indexOf('</head>'));
}

const urlsIn = (html: string) => [...html.matchAll(/(?:href|content)="(https?:\/\/[^"]+|[a-z]+:\/\/[^"]+)"/g)].map((m) => m[1]);
const FORGED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

describe('origins of the SEO head', () => {
  for (const trustProxy of [false, true]) {
    it(`uses the site's primary domain over https whatever the request claims (${trustProxy ? 'behind a trusted proxy' : 'direct'})`, async () => {
      const html = await head(FORGED, { trustProxy, primaryDomain: 'julietremblay.ca' });
      expect(html).toContain('<link rel="canonical" href="https://julietremblay.ca/fr"');
      expect(html).toContain('property="og:url" content="https://julietremblay.ca/fr"');
      expect(html).toMatch(/hreflang="en-CA" href="https:\/\/julietremblay\.ca\/en"/i);
      expect(urlsIn(html).filter((url) => url.includes('evil.example') || url.includes('localhost'))).toEqual([]);
    });
  }

  it('serves a local primary domain over http, on the port the visitor used', async () => {
    const html = await head({}, { primaryDomain: 'localhost' });
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/fr"');
  });

  it('without a primary domain, ignores forged forwarded headers without a trusted proxy', async () => {
    const html = await head({ 'x-forwarded-host': 'localhost:3000@evil.example', 'x-forwarded-proto': 'javascript' });
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/fr"');
    expect(html).toContain('property="og:url" content="http://localhost:3000/fr"');
    expect(urlsIn(html).filter((url) => url.includes('evil.example') || url.startsWith('javascript'))).toEqual([]);
  });

  it('without a primary domain, behind a trusted proxy, takes a plain forwarded host and https', async () => {
    const html = await head({ 'x-forwarded-host': 'julietremblay.ca', 'x-forwarded-proto': 'https' }, { trustProxy: true });
    expect(html).toContain('<link rel="canonical" href="https://julietremblay.ca/fr"');
  });

  it('without a primary domain, behind a trusted proxy, still refuses a forwarded host with user info and a non-web protocol', async () => {
    const html = await head({ 'x-forwarded-host': 'localhost:3000@evil.example', 'x-forwarded-proto': 'javascript' }, { trustProxy: true });
    expect(urlsIn(html).filter((url) => url.includes('evil.example') || url.startsWith('javascript'))).toEqual([]);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/fr"');
  });
});
