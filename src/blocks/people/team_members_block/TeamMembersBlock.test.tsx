import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';
import { stubLayoutWidth, stubMatchMedia } from '../../ui/carousel/carouselTesting';
import { stubOverflow } from '../_parts/peopleTesting';
import { TEAM_TEXT_CLAMP_LINES, TEAM_TEXT_CLAMP_LINES_WIDEST } from './constants';

const block = getBlockDefinition('team_members_block')!;

describe('team_members_block', () => {
  let restore: Array<() => void> = [];
  beforeEach(() => {
    stubMatchMedia();
    restore = [stubLayoutWidth()];
  });
  afterEach(() => restore.forEach((undo) => undo()));

  it('accepts its demo', () => {
    expect(block.fields.safeParse(block.demo.fields).success).toBe(true);
  });

  it('shows every member card with name, role, clamped description and icon list, arrows and a count, no autoplay (fr)', async () => {
    await renderBlock(block, {}, { locale: 'fr' });
    const region = screen.getByRole('region', { name: 'Des courtiers qui habitent la région' });
    const cards = within(region).getAllByTestId('team-member');
    expect(cards).toHaveLength(5);
    expect(within(cards[0]).getByRole('heading', { name: 'Isabelle Fortin' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Courtière immobilière agréée D.A.');
    expect(cards[0]).toHaveTextContent('450 555-0142');
    expect([TEAM_TEXT_CLAMP_LINES, TEAM_TEXT_CLAMP_LINES_WIDEST]).toEqual([5, 7]);
    const description = cards[0].querySelector('[data-clamp-lines]')!;
    expect(description).toHaveAttribute('data-clamp-lines', '5');
    expect(description).toHaveAttribute('data-clamp-lines-widest', '7');
    expect(await within(region).findByRole('button', { name: 'Diapositive suivante' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Diapositive précédente' })).toBeInTheDocument();
    expect(region).toHaveTextContent('01 / 05');
    expect(within(region).queryByRole('button', { name: /pause/i })).not.toBeInTheDocument();
  });

  it('is a still list without arrows with one member, with the placeholder portrait when none is given', async () => {
    const [first] = block.demo.fields.team_members_repeater;
    const fields = { team_members_repeater: [{ ...first, fields: { ...first.fields, person_avatar: undefined } }] };
    await renderBlock(block, { fields }, { locale: 'en' });
    const card = screen.getByTestId('team-member');
    expect(card.querySelector('img')).toHaveAttribute('src', '/placeholders/member.svg');
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });

  it('opens the whole profile in a modal from the keyboard, locks page scroll, and closes with Escape (en)', async () => {
    restore.push(stubOverflow());
    const { stores } = await renderBlock(block, {}, { locale: 'en' });
    const user = userEvent.setup();
    const more = screen.getByRole('button', { name: /Show more\s*— Isabelle Fortin/ });
    more.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Isabelle Fortin' });
    expect(dialog).toHaveTextContent('Her clients praise her patience and honesty');
    expect(dialog).toHaveTextContent('isabelle.fortin@exemple.ca');
    expect(stores.scrollLock.getState().requests['team-member']).toBe(true);
    // Escape is pressed once the dialog holds the focus, as a keyboard user would.
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    // The modal leaves after its closing transition, a render later.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());
    expect(stores.scrollLock.getState().requests['team-member']).toBe(false);
  });

  it('offers no "show more" when the description fits', async () => {
    await renderBlock(block, {}, { locale: 'en' });
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });
});
