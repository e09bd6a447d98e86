import { describe, expect, it } from 'vitest';
import { mediaSrcSets } from './mediaSrcSet';

const hash = '0123456789abcdef0123456789abcdef';

describe('mediaSrcSets', () => {
  it('lists every generated width in AVIF, WebP and the fallback format', () => {
    expect(mediaSrcSets(`/media/${hash}-1000.jpg`)).toEqual({
      sources: [
        { type: 'image/avif', srcSet: `/media/${hash}-320.avif 320w, /media/${hash}-640.avif 640w, /media/${hash}-960.avif 960w, /media/${hash}-1000.avif 1000w` },
        { type: 'image/webp', srcSet: `/media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w, /media/${hash}-960.webp 960w, /media/${hash}-1000.webp 1000w` },
      ],
      fallback: `/media/${hash}-320.jpg 320w, /media/${hash}-640.jpg 640w, /media/${hash}-960.jpg 960w, /media/${hash}-1000.jpg 1000w`,
      width: 1000,
    });
    expect(mediaSrcSets(`/media/${hash}-500.png`)?.fallback).toBe(`/media/${hash}-320.png 320w, /media/${hash}-500.png 500w`);
  });

  it('leaves other images alone', () => {
    expect(mediaSrcSets('/placeholders/office.svg')).toBeNull();
    expect(mediaSrcSets('/media/salon.jpg')).toBeNull();
    expect(mediaSrcSets(`/media/${hash}-640.webp`)).toBeNull();
    expect(mediaSrcSets(`https://cdn.example.com/media/${hash}-640.jpg`)).toBeNull();
    expect(mediaSrcSets(undefined)).toBeNull();
  });
});
