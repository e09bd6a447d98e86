import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderBlock';
import { MonacoLoading } from './MonacoLoading';

describe('MonacoLoading', () => {
  it('announces the loading editor in the active locale and keeps the editor height', async () => {
    await renderWithProviders(<MonacoLoading height={200} />, { locale: 'fr' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Chargement de l’éditeur de code…');
    expect(status.style.height).toBe('200px');
  });
});
