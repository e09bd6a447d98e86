import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { responseWithBytes } from '../../lib/renderedBytes';
import { chooseEncoding, compressInOnePiece, compression } from './compression';

const PAGE = `<!DOCTYPE html><html><body>${'<p>Maison à vendre à Longueuil — 3 chambres</p>'.repeat(200)}</body></html>`;

function appAnswering(make: () => Response) {
  const app = new Hono();
  app.use('*', compression());
  app.all('*', () => make());
  return app;
}

const html = (init: ResponseInit = {}) => () => new Response(PAGE, { ...init, headers: { 'Content-Type': 'text/html; charset=utf-8', ...(init.headers as Record<string, string>) } });

async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, then deflate, as browsers list them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('deflate');
  });

  it('follows q-values, the wildcard and refusals', () => {
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe('compression', () => {
  it('answers Brotli to a browser, the same page once decoded, with Vary and no length', async () => {
    const response = await appAnswering(html()).request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Content-Length')).toBeNull();
    const body = await bytesOf(response);
    expect(body.byteLength).toBeLessThan(Buffer.byteLength(PAGE) / 10);
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
  });

  it('answers gzip or deflate to a client without Brotli', async () => {
    const gzipped = await appAnswering(html()).request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(gzipped)).toString()).toBe(PAGE);
    const deflated = await appAnswering(html()).request('/', { headers: { 'Accept-Encoding': 'deflate' } });
    expect(deflated.headers.get('Content-Encoding')).toBe('deflate');
    expect(inflateSync(await bytesOf(deflated)).toString()).toBe(PAGE);
  });

  it('compresses a rendered page in one piece, the same page once decoded, in every encoding', async () => {
    const rendered = () => responseWithBytes(new TextEncoder().encode(PAGE), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    for (const [asked, decode] of [
      ['gzip, deflate, br', brotliDecompressSync],
      ['gzip', gunzipSync],
      ['deflate', inflateSync],
    ] as const) {
      const response = await appAnswering(rendered).request('/', { headers: { 'Accept-Encoding': asked } });
      expect(response.headers.get('Content-Encoding'), asked).toBe(asked.endsWith('br') ? 'br' : asked);
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect(decode(await bytesOf(response)).toString(), asked).toBe(PAGE);
    }
  });

  it('compresses bytes in one piece as a client decodes them', async () => {
    const bytes = new TextEncoder().encode(PAGE);
    expect(brotliDecompressSync(await compressInOnePiece('br', bytes)).toString()).toBe(PAGE);
    expect(gunzipSync(await compressInOnePiece('gzip', bytes)).toString()).toBe(PAGE);
    expect(inflateSync(await compressInOnePiece('deflate', bytes)).toString()).toBe(PAGE);
  });

  it('compresses a streamed answer', async () => {
    const encoder = new TextEncoder();
    const streamed = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(encoder.encode(PAGE.slice(0, 3000)));
            controller.enqueue(encoder.encode(PAGE.slice(3000)));
            controller.close();
          },
        }),
        { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
      );
    const response = await appAnswering(streamed).request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(await bytesOf(response)).toString()).toBe(PAGE);
  });

  it('sends as they are: no accepted encoding, HEAD, short, images, no-transform, already encoded', async () => {
    const identity = await appAnswering(html()).request('/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers.get('Content-Encoding')).toBeNull();
    expect(identity.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await identity.text()).toBe(PAGE);

    const head = await appAnswering(html()).request('/', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.headers.get('Content-Encoding')).toBeNull();

    const short = await appAnswering(() => new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json', 'Content-Length': '11' } })).request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(short.headers.get('Content-Encoding')).toBeNull();

    const image = await appAnswering(() => new Response(new Uint8Array(4096), { headers: { 'Content-Type': 'image/avif' } })).request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(image.headers.get('Content-Encoding')).toBeNull();

    const noTransform = await appAnswering(html({ headers: { 'Cache-Control': 'public, no-transform' } })).request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(noTransform.headers.get('Content-Encoding')).toBeNull();

    const encoded = await appAnswering(() => new Response(new Uint8Array(4096), { headers: { 'Content-Type': 'text/javascript', 'Content-Encoding': 'gzip' } })).request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(encoded.headers.get('Content-Encoding')).toBe('gzip');
    expect((await bytesOf(encoded)).byteLength).toBe(4096);
  });

  it('keeps an existing Vary and makes a strong ETag weak', async () => {
    const response = await appAnswering(html({ headers: { Vary: 'Cookie', ETag: '"abc"' } })).request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    expect(response.headers.get('ETag')).toBe('W/"abc"');
  });
});
