import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const definition = getBlockDefinition('hero_content_block_2')!;
const heroOf = (heading: HTMLElement) => heading.closest<HTMLElement>('[data-hero]')!;

describe('hero_content_block_2', () => {
  it.each([
    ['left', 'left'],
    ['right', 'right'],
    ['center', 'center'],
  ] as const)('orientation_x %s aligns the text %s (fr)', async (orientation, align) => {
    await renderBlock(definition, { index: 0, params: { orientation_x: orientation } }, { locale: 'fr' });
    const hero = heroOf(screen.getByRole('heading', { level: 1, name: 'Vivre à Saint-Lambert' }));
    expect(hero).toHaveAttribute('data-align', align);
    expect(hero).toHaveAttribute('data-size', 'compact');
    expect(hero.querySelector(`[data-align="${align}"]`)).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('defaults to the left; its veil follows the demo’s overlay (en)', async () => {
    await renderBlock(definition, { params: {} }, { locale: 'en' });
    const hero = heroOf(screen.getByRole('heading', { level: 2, name: 'Living in Saint-Lambert' }));
    expect(hero).toHaveAttribute('data-align', 'left');
    expect(screen.getByTestId('hero-overlay').parentElement!.style.getPropertyValue('--hero-overlay')).toBe('0.5');
    expect(screen.getByRole('link', { name: 'See the properties' })).toHaveAttribute('href', '/en/properties');
  });
});
