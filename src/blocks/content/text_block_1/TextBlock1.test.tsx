import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const textBlock1 = getBlockDefinition('text_block_1')!;

describe('text_block_1', () => {
  it('accepts its demo and rejects a bad orientation or a missing title', () => {
    expect(textBlock1.fields.safeParse(textBlock1.demo.fields).success).toBe(true);
    expect(textBlock1.params.safeParse({ orientation_x: 'center' }).success).toBe(false);
    expect(textBlock1.fields.safeParse({ description: { fr: '<p>x</p>' } }).success).toBe(false);
  });

  it('renders the French demo: super title, heading, sanitised text and CTA', async () => {
    const { container } = await renderBlock(textBlock1, {
      fields: {
        ...textBlock1.demo.fields,
        description: { fr: '<p>Accompagnement complet.</p><script>alert(1)</script><img src="x" onerror="alert(1)">' },
      },
    });
    expect(screen.getByText('Mon approche')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Un accompagnement humain/ })).toBeInTheDocument();
    expect(screen.getByText('Accompagnement complet.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(screen.getByRole('link', { name: 'En savoir plus sur moi' })).toHaveAttribute('href', '/fr/a-propos');
  });

  it('renders English, the page h1 when first, and the right orientation', async () => {
    const { container } = await renderBlock(
      textBlock1,
      { index: 0, params: { orientation_x: 'right', text_align: 'center' } },
      { locale: 'en', path: '/en?variant=spring' },
    );
    expect(screen.getByRole('heading', { level: 1, name: /Personal guidance/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More about me' })).toHaveAttribute('href', '/en/about?variant=spring');
    expect(container.querySelector('[data-orientation="right"]')).not.toBeNull();
  });
});
