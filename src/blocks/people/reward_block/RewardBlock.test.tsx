import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';
import { REWARD_IDENTS } from '../reward_item/schema';
import { rewardBadgeUrl } from '../reward_item/constants';

const block = getBlockDefinition('reward_block')!;

describe('reward_block', () => {
  it('accepts its demo and refuses an unknown award', () => {
    expect(block.fields.safeParse(block.demo.fields).success).toBe(true);
    const bad = { rewards_repeater: [{ block_type: 'reward_item', fields: { reward_ident: 'gold', main_title: { fr: 'x' } } }] };
    expect(block.fields.safeParse(bad).success).toBe(false);
  });

  it('ships one badge of our own per award identifier', () => {
    for (const ident of REWARD_IDENTS) expect(existsSync(resolve('public', rewardBadgeUrl(ident).slice(1))), ident).toBe(true);
  });

  it('shows the first 3 awards with their badge, then all of them once (fr)', async () => {
    await renderBlock(block, {}, { locale: 'fr' });
    const rewards = screen.getAllByTestId('reward');
    expect(rewards).toHaveLength(3);
    expect(rewards[0].querySelector('img')).toHaveAttribute('src', '/rewards/diamant.svg');
    expect(rewards[0]).toHaveTextContent('2025');
    expect(rewards[0]).toHaveTextContent('Distinction Diamant');
    await userEvent.setup().click(screen.getByRole('button', { name: /Voir plus de distinctions/ }));
    const all = screen.getAllByTestId('reward');
    expect(all).toHaveLength(5);
    expect(all[3]).toHaveFocus();
    expect(all[4].querySelector('img')).toHaveAttribute('src', '/rewards/100-perct-or.svg');
    expect(screen.queryByRole('button', { name: /Voir plus/ })).not.toBeInTheDocument();
  });

  it('offers no "show more" with 3 awards (en)', async () => {
    const fields = { ...block.demo.fields, rewards_repeater: block.demo.fields.rewards_repeater.slice(0, 3) };
    await renderBlock(block, { fields }, { locale: 'en' });
    expect(screen.getAllByTestId('reward')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });
});
