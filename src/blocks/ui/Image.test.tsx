import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderBlock';
import { Image, imageFilterStyle } from './Image';

const value = {
  media: {
    fr: { url: '/media/salon.jpg', alt: 'Salon lumineux' },
    en: { url: '/media/living-room.jpg', alt: 'Bright living room' },
  },
  center: { x: 0.25, y: 0.75 },
};

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{ callback: Callback; options?: IntersectionObserverInit }> = [];
class FakeIntersectionObserver {
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observers.push({ callback, options });
  }
  observe() {}
  disconnect() {}
  unobserve() {}
}

afterEach(() => {
  observers = [];
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Image', () => {
  it('uses the active locale media, its alt and the focal centre', async () => {
    await renderWithProviders(<Image value={value} />, { locale: 'en' });
    const img = screen.getByRole('img', { name: 'Bright living room' });
    expect(img).toHaveAttribute('src', '/media/living-room.jpg');
    expect(img.style.objectPosition).toBe('25% 75%');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to the French media when English is missing', async () => {
    await renderWithProviders(<Image value={{ media: { fr: value.media.fr } }} />, { locale: 'en' });
    expect(screen.getByRole('img', { name: 'Salon lumineux' })).toHaveAttribute('src', '/media/salon.jpg');
  });

  it('shows the default placeholder when the media is missing', async () => {
    await renderWithProviders(<Image value={{ media: {} }} placeholder="member" alt="Courtière" />);
    const img = screen.getByRole('img', { name: 'Courtière' });
    expect(img).toHaveAttribute('src', '/placeholders/member.svg');
    expect(img).toHaveAttribute('data-placeholder', 'true');
  });

  it('takes the placeholders and default logos from the second set in brand version 2', async () => {
    await renderWithProviders(
      <>
        <Image value={{ media: {} }} placeholder="office" alt="Bureau" />
        <Image value={{ media: { fr: { url: '/placeholders/logo-dark.svg', alt: 'Logo' } } }} alt="Logo" />
        <Image value={{ media: { fr: { url: '/media/salon.jpg', alt: 'Salon' } } }} alt="Salon" />
      </>,
      { payload: { metadata: { brand_version_2: true } } },
    );
    expect(screen.getByRole('img', { name: 'Bureau' })).toHaveAttribute('src', '/placeholders/v2/office.svg');
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/placeholders/v2/logo-dark.svg');
    expect(screen.getByRole('img', { name: 'Salon' })).toHaveAttribute('src', '/media/salon.jpg');
  });

  it('swaps to the placeholder when the image fails to load', async () => {
    await renderWithProviders(<Image value={value} placeholder="office" />);
    const img = screen.getByRole('img', { name: 'Salon lumineux' });
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(img).toHaveAttribute('src', '/placeholders/office.svg');
  });

  it('loads high-priority images eagerly without fade', async () => {
    await renderWithProviders(<Image value={{ ...value, fetch_priority: 'high' }} />);
    const img = screen.getByRole('img', { name: 'Salon lumineux' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('data-appear', '3');
  });

  it('fades in once in view and loaded, done 300 ms later', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    await renderWithProviders(<Image value={value} />);
    const img = screen.getByRole('img', { name: 'Salon lumineux' });
    expect(img).toHaveAttribute('data-appear', '0');
    expect(observers[0].options?.rootMargin).toBe('25%');
    vi.useFakeTimers();
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(img).toHaveAttribute('data-appear', '1');
    act(() => {
      img.dispatchEvent(new Event('load'));
    });
    expect(img).toHaveAttribute('data-appear', '2');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(img).toHaveAttribute('data-appear', '3');
  });

  it('offers a media-library image in AVIF, WebP and JPEG at every generated width', async () => {
    const hash = '0123456789abcdef0123456789abcdef';
    const url = `/media/${hash}-1280.jpg`;
    const widths = [320, 640, 960, 1280];
    const list = (ext: string) => widths.map((width) => `/media/${hash}-${width}.${ext} ${width}w`).join(', ');
    const { container } = await renderWithProviders(
      <Image value={{ media: { fr: { url, alt: 'Cuisine rénovée' }, en: { url, alt: 'Renovated kitchen' } } }} width={1280} height={853} />,
      { locale: 'fr' },
    );
    const img = screen.getByRole('img', { name: 'Cuisine rénovée' });
    expect(img).toHaveAttribute('src', url);
    expect(img).toHaveAttribute('srcset', list('jpg'));
    expect(img).toHaveAttribute('sizes', 'auto, 100vw');
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '853');
    expect(img).toHaveAttribute('loading', 'lazy');
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', list('avif'), 'auto, 100vw'],
      ['image/webp', list('webp'), 'auto, 100vw'],
    ]);
    expect(img.parentElement?.tagName).toBe('PICTURE');
  });

  it('sizes a high-priority media-library image to the viewport unless told otherwise, and keeps other images to one file', async () => {
    const url = '/media/0123456789abcdef0123456789abcdef-640.png';
    const { container } = await renderWithProviders(
      <>
        <Image value={{ media: { fr: { url, alt: 'Logo' } }, fetch_priority: 'high' }} />
        <Image value={{ media: { fr: { url, alt: 'Logo carte' } } }} sizes="(min-width: 768px) 33vw, 100vw" />
        <Image value={value} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('sizes', '100vw');
    expect(screen.getByRole('img', { name: 'Logo carte' })).toHaveAttribute('sizes', '(min-width: 768px) 33vw, 100vw');
    const plain = screen.getByRole('img', { name: 'Salon lumineux' });
    expect(plain).not.toHaveAttribute('srcset');
    expect(plain).not.toHaveAttribute('sizes');
    expect(plain.parentElement?.tagName).toBe('SPAN');
    expect(container.querySelectorAll('picture')).toHaveLength(2);
  });

  it('drops the sources when a media-library image fails and shows the placeholder', async () => {
    const { container } = await renderWithProviders(<Image value={{ media: { fr: { url: '/media/0123456789abcdef0123456789abcdef-640.jpg', alt: 'Salon' } } }} placeholder="office" />);
    act(() => {
      screen.getByRole('img', { name: 'Salon' }).dispatchEvent(new Event('error'));
    });
    const img = screen.getByRole('img', { name: 'Salon' });
    expect(img).toHaveAttribute('src', '/placeholders/office.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(container.querySelector('picture')).toBeNull();
  });

  describe('with what the page payload knows of a library image', () => {
    const hash = 'fedcba9876543210fedcba9876543210';
    const url = `/media/${hash}-1920.jpg`;
    const placeholder = 'data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoQAAsAAUAmJaQAA3AA/v02aAA=';
    // A 2400 × 1600 px photo whose focal point is at 30 % / 40 %.
    const payload = { media_library: { [hash]: { width: 2400, height: 1600, placeholder, focal_point: { x: 0.3, y: 0.4 } } } };
    const photo = (extra: Record<string, unknown> = {}) => ({ media: { fr: { url, alt: 'Façade en brique' } }, ...extra });

    it('reserves its box with width and height and shows the blurred placeholder until it has faded in', async () => {
      vi.useFakeTimers();
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      await renderWithProviders(<Image value={photo()} sizes="(min-width: 992px) 50vw, 100vw" />, { payload });
      const img = screen.getByRole('img', { name: 'Façade en brique' });
      expect(img).toHaveAttribute('width', '1920');
      expect(img).toHaveAttribute('height', '1280');
      const box = img.closest('span')!;
      expect(box.style.backgroundImage).toBe(`url("${placeholder}")`);
      expect(box.style.backgroundPosition).toBe('30% 40%');
      expect(img.style.objectPosition).toBe('30% 40%');
      act(() => observers[0]!.callback([{ isIntersecting: true }]));
      act(() => {
        Object.defineProperty(img, 'complete', { value: true });
        img.dispatchEvent(new Event('load'));
      });
      expect(box.style.backgroundImage).not.toBe('');
      act(() => vi.advanceTimersByTime(300));
      expect(img).toHaveAttribute('data-appear', '3');
      expect(box.style.backgroundImage).toBe('');
    });

    it('serves a fixed-shape box the focal-point crop of that shape, in every format', async () => {
      const { container } = await renderWithProviders(<Image value={photo()} aspectRatio="1 / 1" sizes="280px" />, { payload });
      const img = screen.getByRole('img', { name: 'Façade en brique' });
      // The widest variant is 1920 × 1280: its square crop is 1280 px.
      const list = (ext: string) => [320, 640, 960, 1280].map((w) => `/media/${hash}-1x1-30-40-${w}.${ext} ${w}w`).join(', ');
      expect(img).toHaveAttribute('src', `/media/${hash}-1x1-30-40-1280.jpg`);
      expect(img).toHaveAttribute('srcset', list('jpg'));
      expect([...container.querySelectorAll('source')].map((source) => source.getAttribute('srcset'))).toEqual([list('avif'), list('webp')]);
      expect(img).toHaveAttribute('width', '1280');
      expect(img).toHaveAttribute('height', '1280');
      // The crop is as close to the focal point as the picture allows: 1280 px centred on 576 px of 1920 would start left of it.
      expect(img.style.objectPosition).toBe('45% 40%');
    });

    it('keeps the whole picture when the box has no fixed shape, the picture already fits, or the value has its own focal point', async () => {
      await renderWithProviders(
        <>
          <Image value={photo({ media: { fr: { url, alt: 'Sans forme' } } })} />
          <Image value={photo({ media: { fr: { url, alt: 'Même forme' } } })} aspectRatio="3 / 2" />
          <Image value={photo({ media: { fr: { url, alt: 'Son propre point' } }, center: { x: 0.8, y: 0.5 } })} aspectRatio="1 / 1" />
          <Image value={photo({ media: { fr: { url, alt: 'Logo' } } })} aspectRatio="1 / 1" fit="contain" />
        </>,
        { payload },
      );
      for (const name of ['Sans forme', 'Même forme', 'Son propre point', 'Logo']) {
        expect(screen.getByRole('img', { name })).toHaveAttribute('src', url);
      }
      expect(screen.getByRole('img', { name: 'Son propre point' }).style.objectPosition).toBe('80% 50%');
      // A contained image shows its box around it: no placeholder there.
      expect(screen.getByRole('img', { name: 'Logo' }).closest('span')!.style.backgroundImage).toBe('');
    });

    it('preloads the page’s lead image from the head with its AVIF candidates and sizes, not a logo', async () => {
      await renderWithProviders(
        <>
          <Image value={photo()} priority sizes="100vw" />
          <Image value={photo({ media: { fr: { url: `/media/${'1'.repeat(32)}-640.jpg`, alt: 'Logo' } } })} priority preload={false} />
        </>,
        { payload },
      );
      const img = screen.getByRole('img', { name: 'Façade en brique' });
      expect(img).toHaveAttribute('fetchpriority', 'high');
      expect(img).toHaveAttribute('loading', 'eager');
      // The document is shared with the worker's other files, whose images React hoisted there too: this test's images only.
      const ours = (link: Element) => [hash, '1'.repeat(32)].some((id) => link.getAttribute('imagesrcset')?.includes(id) || link.getAttribute('href')?.includes(id));
      const links = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].filter(ours);
      expect(links.map((link) => [link.getAttribute('imagesrcset'), link.getAttribute('imagesizes'), link.getAttribute('fetchpriority'), link.getAttribute('type')])).toEqual([
        [[320, 640, 960, 1280, 1920].map((w) => `/media/${hash}-${w}.avif ${w}w`).join(', '), '100vw', 'high', 'image/avif'],
      ]);
      // Its placeholder stays until it has loaded (it does not fade).
      const box = img.closest('span')!;
      expect(box.style.backgroundImage).toBe(`url("${placeholder}")`);
      act(() => {
        Object.defineProperty(img, 'complete', { value: true });
        img.dispatchEvent(new Event('load'));
      });
      expect(box.style.backgroundImage).toBe('');
      for (const link of links) link.remove();
    });
  });

  it('turns filters into a CSS filter and opacity', () => {
    expect(imageFilterStyle({ blur: 2, brightness: 0.8, opacity: 0.5 })).toEqual({
      filter: 'blur(2px) brightness(0.8)',
      '--image-opacity': '0.5',
    });
  });
});
