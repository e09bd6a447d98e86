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

  it('turns filters into a CSS filter and opacity', () => {
    expect(imageFilterStyle({ blur: 2, brightness: 0.8, opacity: 0.5 })).toEqual({
      filter: 'blur(2px) brightness(0.8)',
      '--image-opacity': '0.5',
    });
  });
});
