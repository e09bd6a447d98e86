import { describe, expect, it } from 'vitest';
import { mediaContentType, mediaFileName, mediaUrl, parseMediaFileName } from './mediaUrls';

const hash = '0123456789abcdef0123456789abcdef';

describe('media URLs', () => {
  it('names a variant by hash, width and format', () => {
    expect(mediaFileName(hash, 640, 'jpeg')).toBe(`${hash}-640.jpg`);
    expect(mediaUrl(hash, 1920, 'avif')).toBe(`/media/${hash}-1920.avif`);
    expect(mediaContentType('webp')).toBe('image/webp');
  });

  it('parses file names and URLs back, absolute or with a query', () => {
    expect(parseMediaFileName(`${hash}-640.jpg`)).toEqual({ hash, width: 640, format: 'jpeg' });
    expect(parseMediaFileName(`https://courtier.test/media/${hash}-320.webp?v=1`)).toEqual({ hash, width: 320, format: 'webp' });
  });

  it('names and parses focal-point crops by shape and focal point in percent', () => {
    const crop = { ratio: '16x10', x: 35, y: 100 } as const;
    expect(mediaUrl(hash, 640, 'avif', crop)).toBe(`/media/${hash}-16x10-35-100-640.avif`);
    expect(parseMediaFileName(`/media/${hash}-16x10-35-100-640.avif`)).toEqual({ hash, width: 640, format: 'avif', crop });
    expect(parseMediaFileName(`${hash}-1x1-0-0-320.jpg`)).toEqual({ hash, width: 320, format: 'jpeg', crop: { ratio: '1x1', x: 0, y: 0 } });
  });

  it('refuses anything else', () => {
    for (const name of [`${hash}-3x2-50-50-640.jpg`, `${hash}-1x1-101-50-640.jpg`, `${hash}-1x1-05-50-640.jpg`, `${hash}-1x1-50-640.jpg`, `${hash}-0.jpg`, `${hash}-640.gif`, `${hash.toUpperCase()}-640.jpg`, `../${hash}-640.jpg`, `${hash}-source.jpg`, '/images/photo.jpg']) {
      expect(parseMediaFileName(name)).toBeNull();
    }
  });
});
