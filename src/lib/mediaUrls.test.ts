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

  it('refuses anything else', () => {
    for (const name of [`${hash}-0.jpg`, `${hash}-640.gif`, `${hash.toUpperCase()}-640.jpg`, `../${hash}-640.jpg`, `${hash}-source.jpg`, '/images/photo.jpg']) {
      expect(parseMediaFileName(name)).toBeNull();
    }
  });
});
