import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../lib/deepFreeze';
import { mediaHashesIn } from './mediaLibraryFacts';

const A = 'ee975060ef63177a9620e665d492662b';
const B = '0123456789abcdef0123456789abcdef';
const C = 'fedcba9876543210fedcba9876543210';

describe('mediaHashesIn', () => {
  it('finds the media-library images anywhere in a payload, in order, once each', () => {
    const payload = {
      header: { fields: [{ block_type: 'header_classic', fields: { logo: `/media/${A}-640.avif` } }] },
      content: {
        fields: [
          { block_type: 'text_block_1', fields: { description: { fr: `<p><img src="/media/${B}-320.webp" srcset="/media/${B}-320.webp 320w, /media/${C}-640.webp 640w"></p>`, en: null } } },
          { block_type: 'image_block', fields: { image: { url: `https://cdn.example/media/${A}-1280.avif`, alt: 'Façade' } }, block_params: { count: 3, visible: true } },
        ],
      },
      media_library: undefined,
    };
    expect(mediaHashesIn(payload)).toEqual([A, B, C]);
  });

  it('ignores other addresses and malformed hashes', () => {
    expect(mediaHashesIn({ a: '/images/logo.svg', b: `/media/${A.slice(1)}-320.avif`, c: `/media/${A.toUpperCase()}-320.avif`, d: [1, null, true] })).toEqual([]);
    expect(mediaHashesIn(null)).toEqual([]);
    expect(mediaHashesIn(`/media/${B}-1.png`)).toEqual([B]);
  });

  it('finds the same hashes in the same order when parts are kept rows (frozen), and again the next render', () => {
    const content = () => ({ fields: [{ block_type: 'image_block', fields: { image: { url: `/media/${C}-640.avif` }, gallery: [`/media/${B}-320.webp`, `/media/${C}-320.webp`] } }] });
    const payload = (fields: unknown) => ({ header: { fields: [{ fields: { logo: `/media/${A}-640.avif` } }] }, content: fields, footer: { fields: [{ fields: { logo: `/media/${B}-64.png` } }] } });
    const kept = deepFreeze(content());
    expect(mediaHashesIn(payload(kept))).toEqual([A, C, B]);
    expect(mediaHashesIn(payload(kept))).toEqual(mediaHashesIn(payload(content())));
    expect(mediaHashesIn(kept)).toEqual([C, B]);
  });
});
