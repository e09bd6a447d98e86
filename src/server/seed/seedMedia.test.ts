import { describe, expect, it } from 'vitest';
import { collectIllustrations, illustrationSpec, withLibraryUrls, type PreparedIllustration } from './seedMedia';

describe('seeded illustrations', () => {
  it('rasterises the illustrations and keeps logos, badges, placeholders and initials avatars vector', () => {
    expect(illustrationSpec('/images/house.svg')).toEqual({ path: '/images/house.svg', longSide: 1920 });
    expect(illustrationSpec('/listings/plex.svg')?.longSide).toBe(1920);
    expect(illustrationSpec('/people/david-roy.svg')?.longSide).toBe(640);
    expect(illustrationSpec('/directory/offices/plateau.svg')).not.toBeNull();
    for (const path of ['/images/logo-julie-tremblay-dark.svg', '/partners/banque-boreale.svg', '/rewards/platine.svg', '/placeholders/office.svg', '/directory/avatars/lea-fortin.svg', '/favicon.svg', '/images/house.png', 'https://example.com/images/house.svg']) {
      expect(illustrationSpec(path), path).toBeNull();
    }
  });

  it('finds each illustration once with its alt texts per locale and the first focal point given', () => {
    const uses = collectIllustrations([
      { media: { fr: { url: '/images/house.svg', alt: 'Maison' }, en: { url: '/images/house.svg', alt: 'House' } } },
      { image: { media: { fr: { url: '/images/portrait.svg', alt: '' } }, center: { x: 0.5, y: 0.35 } } },
      { image: { media: { fr: { url: '/images/portrait.svg', alt: 'Julie' } }, center: { x: 0.2, y: 0.2 } } },
      { cover: '/blog/keys.svg', coverAlt: { fr: 'Clés', en: 'Keys' } },
      { body: { fr: [{ kind: 'image', src: '/blog/moving.svg', alt: 'Boîtes' }] } },
      { logo: '/images/logo-julie-tremblay-dark.svg', photoUrl: '/directory/offices/plateau.svg' },
    ]);
    expect([...uses.keys()]).toEqual(['/images/house.svg', '/images/portrait.svg', '/blog/keys.svg', '/blog/moving.svg', '/directory/offices/plateau.svg']);
    expect(uses.get('/images/house.svg')?.alt).toEqual({ fr: 'Maison', en: 'House' });
    expect(uses.get('/images/portrait.svg')).toMatchObject({ alt: { fr: 'Julie', en: 'Portrait of the broker' }, center: { x: 0.5, y: 0.35 } });
    expect(uses.get('/blog/keys.svg')?.alt).toEqual({ fr: 'Clés', en: 'Keys' });
    // A French-only body image: the English text comes from the illustrations' own catalogue.
    expect(uses.get('/blog/moving.svg')?.alt.fr).toBe('Boîtes');
    // Shown only as decoration (an office photo beside its name): described by the catalogue.
    expect(uses.get('/directory/offices/plateau.svg')?.alt).toEqual({ fr: 'Bureau du Plateau-Mont-Royal', en: 'Plateau-Mont-Royal office' });
  });

  it('writes the library URL in place of every illustration path, leaving everything else as it was', () => {
    const prepared = new Map<string, PreparedIllustration>([
      ['/images/house.svg', { url: '/media/0123456789abcdef0123456789abcdef-1920.jpg' } as PreparedIllustration],
    ]);
    const when = new Date('2026-05-01T12:00:00Z');
    const seed = { fields: [{ media: { fr: { url: '/images/house.svg', alt: 'Maison' } } }], logo: '/images/logo-a.svg', when, count: 3, none: null };
    const mapped = withLibraryUrls(seed, prepared);
    expect(mapped).toEqual({ fields: [{ media: { fr: { url: '/media/0123456789abcdef0123456789abcdef-1920.jpg', alt: 'Maison' } } }], logo: '/images/logo-a.svg', when, count: 3, none: null });
    expect(mapped.when).toBeInstanceOf(Date);
    expect(seed.fields[0]!.media.fr.url).toBe('/images/house.svg');
  });
});
