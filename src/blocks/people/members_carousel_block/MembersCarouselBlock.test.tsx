import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';
import { stubLayoutWidth, stubMatchMedia } from '../../ui/carousel/carouselTesting';
import { MEMBERS_CAROUSEL_AUTOPLAY_MS, MEMBERS_CAROUSEL_THUMBNAIL_PX } from './constants';

const block = getBlockDefinition('members_carousel_block')!;

describe('members_carousel_block', () => {
  let restore: Array<() => void> = [];
  beforeEach(() => {
    stubMatchMedia();
    restore = [stubLayoutWidth()];
  });
  afterEach(() => restore.forEach((undo) => undo()));

  it('shows every member with an 80 px portrait and autoplays every 5000 ms (spec 001 §9)', async () => {
    expect(MEMBERS_CAROUSEL_AUTOPLAY_MS).toBe(5000);
    await renderBlock(block, {}, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'Brokers who know your neighbourhood' });
    const slides = within(region).getAllByTestId('member-slide');
    expect(slides).toHaveLength(block.demo.fields.members_repeater!.length);
    expect(within(slides[0]).getByRole('heading', { name: 'Isabelle Fortin' })).toBeInTheDocument();
    expect(slides[0].querySelector('span')).toHaveStyle({ width: `${MEMBERS_CAROUSEL_THUMBNAIL_PX}px` });
    expect(await within(region).findByRole('button', { name: 'Pause automatic sliding' })).toBeInTheDocument();
    expect(region.style.getPropertyValue('--carousel-progress-ms')).toBe('5000ms');
  });

  it('links each broker to the profile and renders nothing without members (fr)', async () => {
    const fields = {
      main_title: { fr: 'Nos courtiers', en: 'Our brokers' },
      members_repeater: [
        {
          block_type: 'members_carousel_item',
          fields: {
            person_name: 'Camille Bergeron',
            cta_repeater: [{ block_type: 'cta_item', fields: { cta: { format: { type: 'link' }, text: { fr: 'Voir le profil', en: 'View profile' }, url: { fr: '/fr/courtiers/camille-bergeron', en: '/en/brokers/camille-bergeron' } } } }],
          },
        },
      ],
    };
    const { unmount } = await renderBlock(block, { fields }, { locale: 'fr' });
    expect(screen.getByRole('link', { name: 'Voir le profil — Camille Bergeron' })).toHaveAttribute('href', '/fr/courtiers/camille-bergeron');
    unmount();
    const { container } = await renderBlock(block, { fields: { ...fields, members_repeater: [] } }, { locale: 'fr' });
    expect(container.querySelector('section')).toBeNull();
  });
});
