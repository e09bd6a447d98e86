/**
 * The script sandbox page: served by the app with its own permissive, sandboxed CSP,
 * while the site's pages keep the strict nonce-based one.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_ASSETS } from '../../src/lib/pageAssets';
import { createApp } from '../../src/server/app';
import type { RenderFunction } from '../../src/server/ssr';
import { SCRIPT_PREVIEW_MESSAGE, SCRIPT_SANDBOX_PATH } from '../../src/server/scriptSandbox';
import * as blockSide from '../../src/blocks/system/test_block/scriptSandbox';

const render: RenderFunction = async () => new Response('<!doctype html><html><body>page</body></html>', { headers: { 'Content-Type': 'text/html' } });

function makeApp() {
  // External API mode: no database needed for these routes.
  return createApp({
    render,
    config: { coreApiUrl: 'https://core.example.test', exposeErrors: false, sentryDsn: undefined },
    assets: EMPTY_ASSETS,
  });
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('GET /qa/script-sandbox', () => {
  it('uses the path and message type the test block frames and posts', () => {
    expect(SCRIPT_SANDBOX_PATH).toBe(blockSide.SCRIPT_SANDBOX_PATH);
    expect(SCRIPT_PREVIEW_MESSAGE).toBe(blockSide.SCRIPT_PREVIEW_MESSAGE);
  });

  it('serves the sandbox page with a CSP allowing inline scripts, inside a sandbox', async () => {
    const res = await makeApp().request('http://localhost/qa/script-sandbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = directives(res.headers.get('content-security-policy') ?? '');
    expect(csp.get('sandbox')).toContain('allow-scripts');
    expect(csp.get('sandbox')).not.toContain('allow-same-origin');
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'unsafe-inline'", "'unsafe-eval'"]));
    expect(csp.get('script-src')?.some((value) => value.startsWith("'nonce-"))).toBe(false);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    expect(html).toContain("addEventListener('message'");
    expect(html).toContain('vitrine:script-preview');
  });

  it('leaves the strict nonce CSP on the site pages', async () => {
    const res = await makeApp().request('http://localhost/fr');
    const csp = directives(res.headers.get('content-security-policy') ?? '');
    expect(csp.get('script-src')?.some((value) => value.startsWith("'nonce-"))).toBe(true);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.has('sandbox')).toBe(false);
  });
});
