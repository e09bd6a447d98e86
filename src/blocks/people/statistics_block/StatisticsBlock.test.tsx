import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const block = getBlockDefinition('statistics_block')!;

describe('statistics_block', () => {
  it('accepts its demo; layout_display defaults to variant_1', () => {
    expect(block.fields.safeParse(block.demo.fields).success).toBe(true);
    expect(block.params.parse({}).layout_display).toBe('variant_1');
    expect(block.params.safeParse({ layout_display: 'variant_9' }).success).toBe(false);
  });

  it('zero-pads whole figures to 2 digits and groups large ones the French way (fr)', async () => {
    await renderBlock(block, { params: {} }, { locale: 'fr' });
    expect(screen.getByTestId('statistics')).toHaveAttribute('data-layout-display', 'variant_1');
    const figures = screen.getAllByTestId('statistic');
    expect(figures.map((figure) => figure.querySelector('span')!.textContent)).toEqual(['08', '17', `${new Intl.NumberFormat('fr-CA').format(1250)}+`, '98\u00a0%']);
    expect(figures[0]).toHaveTextContent('courtiers d’expérience');
    expect(screen.getByTestId('featured-item')).toHaveTextContent('Un rappel en moins de 24 heures');
  });

  it('groups the English way and draws variant_2 when asked (en)', async () => {
    await renderBlock(block, { params: { layout_display: 'variant_2' } }, { locale: 'en' });
    expect(screen.getByTestId('statistics')).toHaveAttribute('data-layout-display', 'variant_2');
    const figures = screen.getAllByTestId('statistic');
    expect(figures.map((figure) => figure.querySelector('span')!.textContent)).toEqual(['08', '17', '1,250+', '98%']);
  });
});
