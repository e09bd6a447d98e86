import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderBlock';
import { PropertyCtaItem } from './PropertyCtaItem';
import { getBlockDefinition } from '../../registry';

const propertyCtaItemBlock = getBlockDefinition('property_cta_item')!;

describe('property_cta_item', () => {
  it('defaults to a centred image and renders title, text and CTA', async () => {
    const fields = propertyCtaItemBlock.fields.parse({ ...propertyCtaItemBlock.demo.fields, centered_image: undefined });
    expect(fields.centered_image).toBe(true);
    await renderWithProviders(<PropertyCtaItem fields={fields} />, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Can’t find the right home?' })).toBeInTheDocument();
    expect(screen.getByText(/Tell me what you are looking for/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notify me' })).toHaveAttribute('href', '/en/contact');
  });
});
