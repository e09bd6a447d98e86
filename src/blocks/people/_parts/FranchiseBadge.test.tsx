/**
 * The franchise's balloon on a broker's portrait (spec 000 §1 "Agency sites force the franchise
 * logo onto the avatar"): on an agency's site, on the profile hero, the member cards and the team
 * members' cards; never on a broker's own site.
 */
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const balloons = (container: HTMLElement) => [...container.querySelectorAll('[data-franchise-badge] img[src$="franchise-balloon.svg"]')];

describe('FranchiseBadge', () => {
  for (const type of ['hero_profile_page', 'member_cards_block', 'team_members_block']) {
    it(`${type}: each broker’s portrait carries the balloon on an agency’s site, decorative, none on a broker’s site`, async () => {
      const block = getBlockDefinition(type)!;
      const agency = await renderBlock(block, {}, { locale: 'fr', payload: { site_type: 'agency' } });
      const badges = balloons(agency.container);
      expect(badges.length).toBeGreaterThan(0);
      for (const badge of badges) expect(badge).toHaveAttribute('alt', '');
      // Inside the portrait's frame, after the picture itself.
      expect(badges[0]!.parentElement!.querySelector('img')).not.toBe(badges[0]);
      agency.unmount();
      const broker = await renderBlock(block, {}, { locale: 'fr' });
      expect(balloons(broker.container)).toEqual([]);
      expect(broker.container.querySelector('[data-franchise-badge]')).toBeNull();
    });
  }

  it('leaves out the directors and the office staff', async () => {
    const block = getBlockDefinition('member_cards_block')!;
    for (const context_type of ['admins', 'directors']) {
      const { container, unmount } = await renderBlock(block, { params: { context_type } }, { locale: 'fr', payload: { site_type: 'agency' } });
      expect(balloons(container)).toEqual([]);
      unmount();
    }
  });

  it('follows the brand version of the site', async () => {
    const { container } = await renderBlock(getBlockDefinition('hero_profile_page')!, {}, { locale: 'en', payload: { site_type: 'agency', metadata: { brand_version_2: true } } });
    expect(balloons(container)[0]).toHaveAttribute('src', '/placeholders/v2/franchise-balloon.svg');
  });
});
