import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const spacerBlock = getBlockDefinition('spacer_block')!;

describe('spacer_block', () => {
  it('defaults the height to 64 px and rejects a bad colour', () => {
    expect(spacerBlock.fields.parse({})).toEqual({ height: 64 });
    expect(spacerBlock.params.safeParse({ bg_color_primary: 'blue' }).success).toBe(false);
  });

  it('renders a decorative space of the given height and colour', async () => {
    await renderBlock(spacerBlock, { fields: { height: 120 }, params: { bg_color_primary: '#f4f1ea' } });
    const spacer = screen.getByTestId('spacer');
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(spacer.style.height).toBe('120px');
    expect(spacer.style.background).toBe('rgb(244, 241, 234)');
  });
});
