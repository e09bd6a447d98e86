import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const headerOutofnorm = getBlockDefinition('header_outofnorm')!;

describe('header_outofnorm', () => {
  it('puts the menu beside the logo by default and honours orientation center', async () => {
    const { container, unmount } = await renderBlock(headerOutofnorm, { params: {} }, { locale: 'en' });
    expect(container.querySelector('header')).toHaveAttribute('data-orientation', 'left');
    expect(container.querySelector('header')).toHaveAttribute('data-kind', 'outofnorm');
    unmount();
    const centred = await renderBlock(headerOutofnorm, { params: { orientation_x: 'center' } }, { locale: 'en' });
    expect(centred.container.querySelector('header')).toHaveAttribute('data-orientation', 'center');
  });

  it('opens its list submenu and its mobile menu like the classic header', async () => {
    const user = userEvent.setup();
    await renderBlock(headerOutofnorm, {}, { locale: 'fr' });
    const toggle = screen.getByRole('button', { name: 'Services' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    expect(screen.getByRole('dialog', { name: 'Navigation principale' })).toBeVisible();
  });

  it('is transparent over a hero landing page', async () => {
    const { container } = await renderBlock(headerOutofnorm, {}, { locale: 'en', payload: { content: { fields: [{ block_type: 'hero_landing_page_block', block_params: {}, fields: {} }] } } });
    expect(container.querySelector('header')).toHaveAttribute('data-transparent', 'true');
    expect(container.querySelector('header')).toHaveAttribute('data-scheme', 'inverted');
  });
});
