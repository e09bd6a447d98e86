import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';
import { stubLayoutWidth, stubMatchMedia } from '../../ui/carousel/carouselTesting';
import { HERO_MEMBERS_AUTOPLAY_MS, HERO_MEMBERS_MAX } from './constants';

const hero = getBlockDefinition('hero_members_search_block')!;
const member = (n: number) => ({
  block_type: 'members_carousel_item',
  block_params: {},
  fields: { person_name: `Courtier ${n}`, person_subtitle: { fr: 'Courtier immobilier', en: 'Real estate broker' }, cta_repeater: [] },
});
const fields = (count: number) => ({ ...hero.demo.fields, members_repeater: Array.from({ length: count }, (_, i) => member(i + 1)) });

describe('hero_members_search_block', () => {
  let restore: Array<() => void> = [];
  beforeEach(() => {
    stubMatchMedia();
    restore = [stubLayoutWidth()];
  });
  afterEach(() => {
    restore.forEach((undo) => undo());
    vi.unstubAllGlobals();
  });

  it('shows at most 10 members in a carousel autoplaying every 6000 ms (spec 001 §9)', async () => {
    expect(HERO_MEMBERS_AUTOPLAY_MS).toBe(6000);
    expect(HERO_MEMBERS_MAX).toBe(10);
    await renderBlock(hero, { index: 0, fields: fields(14) }, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Trouvez votre courtier' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Membres — Trouvez votre courtier' });
    expect(within(region).getAllByTestId('member-slide')).toHaveLength(10);
    expect(within(region).getByText('Courtier 10')).toBeInTheDocument();
    expect(within(region).queryByText('Courtier 11')).toBeNull();
    expect(await within(region).findByRole('button', { name: 'Mettre le défilement automatique en pause' })).toBeInTheDocument();
    expect(region.style.getPropertyValue('--carousel-progress-ms')).toBe('6000ms');
  });

  it('searches by name: the form opens the member cards page with the name filter (en)', async () => {
    await renderBlock(hero, { fields: fields(3) }, { locale: 'en' });
    const form = screen.getByRole('search', { name: 'Broker search' });
    expect(form).toHaveAttribute('action', '/en/brokers');
    expect(form).toHaveAttribute('method', 'get');
    const input = within(form).getByRole('searchbox', { name: 'Broker’s name' });
    expect(input).toHaveAttribute('name', 'name');
    await userEvent.setup().type(input, 'Tremblay');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ name: 'Tremblay' });
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('leads to the French brokers page and shows no carousel without members', async () => {
    await renderBlock(hero, { fields: fields(0) }, { locale: 'fr' });
    expect(screen.getByRole('search', { name: 'Recherche de courtiers' })).toHaveAttribute('action', '/fr/courtiers');
    expect(screen.queryByTestId('member-slide')).toBeNull();
  });
});
