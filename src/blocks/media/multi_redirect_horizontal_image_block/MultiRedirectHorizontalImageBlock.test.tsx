import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const definition = getBlockDefinition('multi_redirect_horizontal_image_block')!;

describe('multi_redirect_horizontal_image_block', () => {
  it('accepts its demo and its item’s demo', () => {
    expect(definition.fields.safeParse(definition.demo.fields).success).toBe(true);
    const item = getBlockDefinition('multi_redirect_image_item')!;
    expect(item.fields.safeParse(item.demo.fields).success).toBe(true);
  });

  it('shows each image on its backdrop colour and links the neighbourhood (fr)', async () => {
    const { container } = await renderBlock(definition, {}, { locale: 'fr' });
    const items = screen.getAllByTestId('redirect-item');
    expect(items).toHaveLength(3);
    const backdrop = items[0].querySelector<HTMLElement>('[style]')!;
    expect(backdrop.style.getPropertyValue('--redirect-image-bg')).toBe('#eaf1f4');
    expect(container.querySelector('img')).toHaveAttribute('src', '/neighbourhoods/parc.svg');
    expect(within(items[0]).getByRole('link', { name: 'Brossard' })).toHaveAttribute('href', '/fr/quartiers/brossard');
  });

  it('refuses a backdrop that is not a colour', () => {
    const fields = structuredClone(definition.demo.fields) as any;
    fields.redirects_repeater[0].fields.image_bg_color = 'url(javascript:alert(1))';
    expect(definition.fields.safeParse(fields).success).toBe(false);
  });
});
