import { describe, expect, it } from 'vitest';
import { mediaAddress } from './mediaBase';
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
      src: `/media/${hash}-1000.jpg`,
      width: 1000,
      format: 'jpeg',
    });
    expect(mediaSrcSets(`/media/${hash}-500.png`)?.fallback).toBe(`/media/${hash}-320.png 320w, /media/${hash}-500.png 500w`);
  });

  it('knows the widest candidate’s height once told the image’s size', () => {
    expect(mediaSrcSets(`/media/${hash}-1920.jpg`, { image: { width: 4000, height: 3000 } })).toMatchObject({ width: 1920, height: 1440 });
  });

  it('lists the widths of a focal-point crop, cut from the widest variant', () => {
    // 2400 × 1600 px: the widest variant is 1920 × 1280, its square crop 1280 × 1280.
    const sets = mediaSrcSets(`/media/${hash}-1920.jpg`, { image: { width: 2400, height: 1600 }, crop: { ratio: '1x1', x: 30, y: 50 } });
    expect(sets?.sources[0]).toEqual({
      type: 'image/avif',
      srcSet: [320, 640, 960, 1280].map((w) => `/media/${hash}-1x1-30-50-${w}.avif ${w}w`).join(', '),
    });
    expect(sets).toMatchObject({ src: `/media/${hash}-1x1-30-50-1280.jpg`, width: 1280, height: 1280 });
    // Without the image's size the crop cannot be computed: the whole image is listed.
    expect(mediaSrcSets(`/media/${hash}-1920.jpg`, { crop: { ratio: '1x1', x: 30, y: 50 } })?.src).toBe(`/media/${hash}-1920.jpg`);
  });

  it('writes every address from MEDIA_BASE_URL when one is set', () => {
    const sets = mediaSrcSets(`/media/${hash}-640.jpg`, { base: 'https://media.courtier.ca' })!;
    expect(sets.src).toBe(`https://media.courtier.ca/media/${hash}-640.jpg`);
    for (const list of [sets.fallback, ...sets.sources.map((source) => source.srcSet)]) {
      expect(list.split(', ').every((candidate) => candidate.startsWith('https://media.courtier.ca/media/'))).toBe(true);
    }
    expect(mediaAddress('/media/visite.mp4', 'https://media.courtier.ca')).toBe('https://media.courtier.ca/media/visite.mp4');
    expect(mediaAddress('/images/logo.svg', 'https://media.courtier.ca')).toBe('/images/logo.svg');
    expect(mediaAddress('/media/visite.mp4', undefined)).toBe('/media/visite.mp4');
  });

  it('leaves other images alone', () => {
    expect(mediaSrcSets('/placeholders/office.svg')).toBeNull();
    expect(mediaSrcSets('/media/salon.jpg')).toBeNull();
    expect(mediaSrcSets(`/media/${hash}-640.webp`)).toBeNull();
    expect(mediaSrcSets(`/media/${hash}-4x3-50-50-640.jpg`)).toBeNull();
    expect(mediaSrcSets(`https://cdn.example.com/media/${hash}-640.jpg`)).toBeNull();
    expect(mediaSrcSets(undefined)).toBeNull();
  });
});
