import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const definition = getBlockDefinition('hero_block_4')!;
const heroOf = (heading: HTMLElement) => heading.closest<HTMLElement>('[data-hero]')!;

describe('hero_block_4', () => {
  it('shows the text on the left and the facts panel beside it (fr)', async () => {
    await renderBlock(definition, { index: 0 }, { locale: 'fr' });
    const hero = heroOf(screen.getByRole('heading', { level: 1, name: 'Une agence locale, une équipe complète' }));
    expect(hero).toHaveAttribute('data-align', 'left');
    expect(hero).toHaveAttribute('data-aside', 'true');
    const facts = screen.getByRole('list', { name: 'En quelques chiffres' });
    expect(within(facts).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Au service des Laurentides depuis 2009',
      'Plus de 450 propriétés vendues en 2025',
      '8 courtiers titulaires d’un permis de l’OACIQ',
      'Réponse en moins de 24 heures ouvrables',
    ]);
  });

  it('orientation_x right puts the text on the right; align_y bottom at the foot (en)', async () => {
    await renderBlock(definition, { params: { orientation_x: 'right', align_y: 'bottom' } }, { locale: 'en' });
    const hero = heroOf(screen.getByRole('heading', { level: 2, name: 'A local agency, a complete team' }));
    expect(hero).toHaveAttribute('data-align', 'right');
    expect(hero).toHaveAttribute('data-align-y', 'bottom');
    expect(screen.getByRole('list', { name: 'At a glance' })).toBeInTheDocument();
  });

  it('without facts: no panel', async () => {
    await renderBlock(definition, { fields: { ...definition.demo.fields, list_items_repeater: [] } }, { locale: 'fr' });
    expect(document.querySelector('[data-hero]')).toHaveAttribute('data-aside', 'false');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
