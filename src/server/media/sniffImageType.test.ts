import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniffImageType';

const text = (value: string) => new TextEncoder().encode(value);
const pixels = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } });

describe('sniffImageType', () => {
  it('recognises the accepted formats from real files', async () => {
    expect(sniffImageType(await pixels().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageType(await pixels().png().toBuffer())).toBe('png');
    expect(sniffImageType(await pixels().webp().toBuffer())).toBe('webp');
    expect(sniffImageType(await pixels().avif().toBuffer())).toBe('avif');
  });

  it('spots SVG behind a prolog, a comment or a doctype', () => {
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffImageType(text('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<svg><script>alert(1)</script></svg>'))).toBe('svg');
  });

  it('calls anything else unknown, whatever its name would say', async () => {
    expect(sniffImageType(text('Bonjour, ceci est un fichier texte renommé photo.jpg'))).toBe('unknown');
    expect(sniffImageType(text('GIF89a'))).toBe('unknown');
    expect(sniffImageType(text('%PDF-1.7'))).toBe('unknown');
    expect(sniffImageType(new Uint8Array())).toBe('unknown');
    expect(sniffImageType(await pixels().gif().toBuffer())).toBe('unknown');
    // A HEIC photo is an ISO-BMFF file too, with another brand.
    const heic = new Uint8Array([0, 0, 0, 24, ...text('ftypheic'), 0, 0, 0, 0, ...text('mif1heic')]);
    expect(sniffImageType(heic)).toBe('unknown');
  });
});
