import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const biography = getBlockDefinition('biography_block')!;

describe('biography_block', () => {
  it('shows the title, the facts and the biography in the page language', async () => {
    await renderBlock(biography, {}, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 2, name: 'À propos d’Émilie' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Permis E4100');
    expect(screen.getByText(/accompagne acheteurs et vendeurs depuis quatorze ans/)).toBeInTheDocument();
  });

  it('leaves the facts out when there are none', async () => {
    await renderBlock(biography, { fields: { main_title: { en: 'About Émilie' }, description: { en: '<p>Fourteen years in Old Longueuil.</p>' } } }, { locale: 'en' });
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Fourteen years in Old Longueuil.')).toBeInTheDocument();
  });
});
