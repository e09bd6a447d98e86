import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const highlights = getBlockDefinition('highlights_block')!;

describe('highlights_block', () => {
  it('accepts its demo and requires a title', () => {
    expect(highlights.fields.safeParse(highlights.demo.fields).success).toBe(true);
    const { main_title: _title, ...withoutTitle } = highlights.demo.fields;
    expect(highlights.fields.safeParse(withoutTitle).success).toBe(false);
  });

  it('renders the heading, a decorative background and one card per highlight in as many columns', async () => {
    const user = userEvent.setup();
    const { container, stores } = await renderBlock(highlights, { index: 0 }, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Votre propriété mérite d’être vue sous son meilleur jour' })).toBeInTheDocument();
    expect(screen.getAllByTestId('icon-cta-card')).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['24 jours', '98 % du prix demandé', '150 familles']);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect((container.querySelector('[style*="--columns"]') as HTMLElement).style.getPropertyValue('--columns')).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Planifier une rencontre' }));
    expect(stores.modal.getState().contact).not.toBeNull();
  });

  it('caps the columns at 4 and renders no card row without highlights', async () => {
    const many = Array.from({ length: 6 }, () => highlights.demo.fields.highlights_repeater![0]);
    const { container, unmount } = await renderBlock(highlights, { fields: { ...highlights.demo.fields, highlights_repeater: many } });
    expect(screen.getAllByTestId('icon-cta-card')).toHaveLength(6);
    expect((container.querySelector('[style*="--columns"]') as HTMLElement).style.getPropertyValue('--columns')).toBe('4');
    unmount();
    await renderBlock(highlights, { fields: { main_title: { fr: 'Seul' } } });
    expect(screen.queryAllByTestId('icon-cta-card')).toHaveLength(0);
  });
});
