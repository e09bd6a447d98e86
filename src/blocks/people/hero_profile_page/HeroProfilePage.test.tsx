import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const hero = getBlockDefinition('hero_profile_page')!;

describe('hero_profile_page', () => {
  it('opens the page with the name as its h1, title, tags, direct links and the call to action', async () => {
    await renderBlock(hero, { index: 0 }, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Émilie Thibodeau' })).toBeInTheDocument();
    expect(screen.getByText('Residential real estate broker')).toBeInTheDocument();
    expect(screen.getByText('French, English')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '450-555-0180' })).toHaveAttribute('href', 'tel:+14505550180');
    expect(screen.getByRole('link', { name: 'Write to Émilie' })).toBeInTheDocument();
  });

  it('shows the member placeholder without a portrait, and an h2 further down the page', async () => {
    const { container } = await renderBlock(hero, { index: 2 }, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 2, name: 'Émilie Thibodeau' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/placeholders/member.svg');
  });
});
