import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../ui/carousel/carouselTesting';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const definition = getBlockDefinition('hero_block_3')!;
const heroOf = (heading: HTMLElement) => heading.closest<HTMLElement>('[data-hero]')!;

describe('hero_block_3', () => {
  // A visitor who accepts motion (a file run before in the worker may have left reduced motion).
  beforeEach(() => stubMatchMedia(false));

  it('sets the text on a panel on the left, at the foot of the hero as the demo asks (fr)', async () => {
    await renderBlock(definition, { index: 0 }, { locale: 'fr' });
    const hero = heroOf(screen.getByRole('heading', { level: 1, name: 'Votre premier condo, à deux pas du métro' }));
    expect(hero).toHaveAttribute('data-panel', 'true');
    expect(hero).toHaveAttribute('data-align', 'left');
    expect(hero).toHaveAttribute('data-align-y', 'bottom');
    expect(screen.getByRole('link', { name: 'Planifier un appel' })).toHaveAttribute('href', '/fr/contact');
    expect(hero.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('centres the text vertically with align_y center (en)', async () => {
    await renderBlock(definition, { params: { align_y: 'center' } }, { locale: 'en' });
    const hero = heroOf(screen.getByRole('heading', { level: 2, name: 'Your first condo, steps from the metro' }));
    expect(hero).toHaveAttribute('data-align-y', 'center');
    expect(screen.getByText(/From pre-approval to getting the keys/i)).toBeInTheDocument();
  });

  it('plays a muted looping background video over its image', async () => {
    const fields = structuredClone(definition.demo.fields);
    fields.bg_media = { ...fields.bg_media, video: { sources: [{ type: 'video/mp4', url: '/media/ville.mp4' }] } };
    await renderBlock(definition, { fields, index: 0 }, { locale: 'fr' });
    const video = screen.getByTestId('hero-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('poster', '/images/skyline.svg');
    expect(video).toHaveStyle({ objectPosition: '50% 40%' });
    // The still image stays underneath as the page's high-priority image.
    expect(document.querySelector('[data-hero] img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('plays no background video, and downloads none, for a visitor saving data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      const fields = structuredClone(definition.demo.fields);
      fields.bg_media = { ...fields.bg_media, video: { sources: [{ type: 'video/mp4', url: '/media/ville.mp4' }] } };
      await renderBlock(definition, { fields, index: 0 }, { locale: 'fr' });
      expect(screen.queryByTestId('hero-video')).toBeNull();
      expect(document.querySelector('[data-hero] img')).toHaveAttribute('fetchpriority', 'high');
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('gives a background video a pause button outside its decorative layer, following the video', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const fields = structuredClone(definition.demo.fields);
    fields.bg_media = { ...fields.bg_media, video: { sources: [{ type: 'video/mp4', url: '/media/ville.mp4' }] } };
    await renderBlock(definition, { fields, index: 0 }, { locale: 'en' });
    const video = screen.getByTestId('hero-video');
    fireEvent.play(video);
    const toggle = screen.getByRole('button', { name: 'Pause the video' });
    expect(toggle.closest('[aria-hidden="true"]')).toBeNull();
    fireEvent.click(toggle);
    expect(pause).toHaveBeenCalled();
    fireEvent.pause(video);
    fireEvent.click(screen.getByRole('button', { name: 'Play the video' }));
    expect(play).toHaveBeenCalled();
    play.mockRestore();
    pause.mockRestore();
  });
});
