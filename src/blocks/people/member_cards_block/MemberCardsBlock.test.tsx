import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const memberCards = getBlockDefinition('member_cards_block')!;

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: { callback: Callback; options?: IntersectionObserverInit; live: boolean }[] = [];
class FakeObserver {
  entry: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, live: true };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.live = false;
  }
}
const fireVisible = () => act(async () => observers.filter((o) => o.live).forEach((o) => o.callback([{ isIntersecting: true }])));

/** A window `width` px wide for the block's media queries. */
function stubWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return { matches: width >= min, media: query, addEventListener() {}, removeEventListener() {} };
  });
}

const card = (name: string, office: number, slug?: string) => ({
  block_type: 'member_card_item' as const,
  block_params: { office_id: office },
  fields: {
    person_name: name,
    person_subtitle: { fr: 'Courtier immobilier', en: 'Real estate broker' },
    ...(slug ? { cta: { text: { fr: 'Voir le profil', en: 'View profile' }, url: { fr: `/fr/courtiers/${slug}`, en: `/en/brokers/${slug}` } } } : {}),
    icon_links_repeater: [],
  },
});
/** 30 brokers: 20 at office 1, 10 at office 2. */
const fields = {
  main_title: { fr: 'Nos courtiers', en: 'Our brokers' },
  offices_list: [
    { id: 1, label: { fr: 'Montréal', en: 'Montréal' } },
    { id: 2, label: { fr: 'Longueuil', en: 'Longueuil' } },
  ],
  member_cards_repeater: Array.from({ length: 30 }, (_, i) => card(`Courtier ${String(i + 1).padStart(2, '0')}`, i < 20 ? 1 : 2, `courtier-${i + 1}`)),
};

afterEach(() => {
  observers = [];
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('member_cards_block', () => {
  it.each([
    [1440, 16],
    [1200, 12],
    [800, 8],
    [375, 6],
  ])('shows a first page by width: %i px → %i cards', async (width, count) => {
    stubWidth(width);
    await renderBlock(memberCards, { fields }, { locale: 'en' });
    expect(screen.getAllByRole('article')).toHaveLength(count);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${count} of 30 brokers`);
  });

  it('links each name to the profile and shows the member placeholder without a portrait', async () => {
    stubWidth(1440);
    await renderBlock(memberCards, { fields }, { locale: 'fr' });
    expect(screen.getByRole('link', { name: 'Courtier 01' })).toHaveAttribute('href', '/fr/courtiers/courtier-1');
    const first = screen.getAllByRole('article')[0];
    expect(first.querySelector('img')).toHaveAttribute('src', '/placeholders/member.svg');
  });

  it('loads the next page with the button, and the office filter goes back to page 1', async () => {
    stubWidth(800);
    await renderBlock(memberCards, { fields }, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('article')).toHaveLength(16);
    await user.selectOptions(screen.getByLabelText('Office'), 'Longueuil');
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 8 of 10 brokers');
    expect(within(screen.getAllByRole('article')[0]).getByRole('link')).toHaveTextContent('Courtier 21');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('article')).toHaveLength(10);
    // Everything shown: no more button.
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Office'), 'All offices');
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });

  it('loads more when the trigger scrolls into view (25 % margin), then waits 1 s before it fires again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubWidth(375);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await renderBlock(memberCards, { fields }, { locale: 'en' });
    expect(observers.at(-1)!.options?.rootMargin).toBe('0px 0px 25% 0px');
    await fireVisible();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await fireVisible();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await act(async () => vi.advanceTimersByTime(1000));
    await fireVisible();
    expect(screen.getAllByRole('article')).toHaveLength(18);
  });

  it('has no office filter with fewer than two offices, and says so when an office has nobody', async () => {
    stubWidth(1440);
    await renderBlock(memberCards, { fields: { ...fields, offices_list: [], member_cards_repeater: [] } }, { locale: 'fr' });
    expect(screen.queryByLabelText('Bureau')).toBeNull();
    expect(screen.getByText('Aucun membre pour ce bureau pour le moment.')).toBeInTheDocument();
  });

  it('applies the name filter of the page URL (accents and case aside) and keeps it in the URL as it changes', async () => {
    stubWidth(1440);
    const named = { ...fields, member_cards_repeater: [card('Émilie Tremblay', 1), card('Marc Tremblay', 2), ...fields.member_cards_repeater] };
    window.history.replaceState(null, '', '/en/brokers?name=tremblay');
    await renderBlock(memberCards, { fields: named }, { locale: 'en' });
    const search = screen.getByRole('searchbox', { name: 'Search by name' });
    expect(search).toHaveValue('tremblay');
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual(['Émilie Tremblay', 'Marc Tremblay']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 2 brokers');
    const user = userEvent.setup();
    await user.clear(search);
    await user.type(search, 'emilie');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(window.location.search).toBe('?name=emilie');
    await user.clear(search);
    expect(screen.getAllByRole('article')).toHaveLength(16);
    expect(window.location.search).toBe('');
  });

  it('a short list (6 members or fewer, like the teams) has no name search and ignores the URL’s name', async () => {
    stubWidth(1440);
    const teams = { ...fields, member_cards_repeater: [card('Équipe Bergeron Fortin', 1), card('Équipe Thibodeau Ouellet', 2)] };
    window.history.replaceState(null, '', '/fr/courtiers?name=tremblay');
    await renderBlock(memberCards, { fields: teams }, { locale: 'fr' });
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    window.history.replaceState(null, '', '/');
  });
});
