import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const author = getBlockDefinition('author_block')!;

describe('author_block', () => {
  it('introduces the author: name, role and biography', async () => {
    await renderBlock(author, {}, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Julie Tremblay' })).toBeInTheDocument();
    expect(screen.getByText('About the author')).toBeInTheDocument();
    expect(screen.getByText('Residential real estate broker')).toBeInTheDocument();
    expect(screen.getByText(/Twelve years of residential brokerage/)).toBeInTheDocument();
  });
});
