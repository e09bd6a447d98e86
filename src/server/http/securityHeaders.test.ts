/** The Content-Security-Policy of a site whose built files and media come from other origins (ASSET_BASE_URL, MEDIA_BASE_URL). */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createSecurityHeaders, securityHeaders } from './securityHeaders';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('content security policy', () => {
  it('lets scripts and stylesheets come from the asset base, images and videos from the media base', () => {
    const policy = createSecurityHeaders({ dev: false, connectSrc: [], assetOrigins: ['https://cdn.courtier.ca'], mediaOrigins: ['https://media.courtier.ca'] }).contentSecurityPolicy('n0nce', []);
    expect(directive(policy, 'script-src')).toContain("'self' https://cdn.courtier.ca 'nonce-n0nce'");
    expect(directive(policy, 'style-src')).toContain('https://cdn.courtier.ca');
    expect(directive(policy, 'img-src')).toContain('https://media.courtier.ca');
    expect(directive(policy, 'media-src')).toContain('https://media.courtier.ca');
    expect(directive(policy, 'script-src')).not.toContain('media.courtier.ca');
    expect(directive(policy, 'img-src')).not.toContain('cdn.courtier.ca');
  });

  it('is unchanged without bases', () => {
    const policy = createSecurityHeaders({ dev: false, connectSrc: [] }).contentSecurityPolicy('n0nce', []);
    expect(directive(policy, 'script-src')).toMatch(/^script-src 'self' 'nonce-n0nce'/);
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https:");
  });

  it('answers a built file with the headers a script obeys only, a page with every one', async () => {
    const app = new Hono();
    app.use('*', securityHeaders(createSecurityHeaders({ dev: false, connectSrc: [] })));
    app.get('/assets/entry.js', (c) => c.body('export {}', 200, { 'Content-Type': 'text/javascript' }));
    app.get('/fr', (c) => c.html('<p>page</p>'));
    const file = (await app.request('/assets/entry.js')).headers;
    expect(file.get('x-content-type-options')).toBe('nosniff');
    expect(file.get('strict-transport-security')).toContain('max-age=');
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'referrer-policy']) expect(file.has(name), name).toBe(false);
    const page = (await app.request('/fr')).headers;
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'referrer-policy']) expect(page.has(name), name).toBe(true);
  });

  it('opens built files to a CDN in front (cross-origin resource policy, any origin), and keeps pages same-site', async () => {
    const app = new Hono();
    app.use('*', securityHeaders(createSecurityHeaders({ dev: false, connectSrc: [] })));
    app.get('/assets/entry.js', (c) => c.body('export {}', 200));
    app.get('/fr', (c) => c.html('<p>page</p>'));
    const file = await app.request('/assets/entry.js');
    expect(file.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(file.headers.get('access-control-allow-origin')).toBe('*');
    expect((await app.request('/fr')).headers.get('cross-origin-resource-policy')).toBe('same-site');
  });
});
