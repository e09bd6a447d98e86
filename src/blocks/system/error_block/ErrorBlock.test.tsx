import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const errorBlock = getBlockDefinition('error_block')!;

describe('error_block', () => {
  it('accepts its demo and requires an icon', () => {
    expect(errorBlock.fields.safeParse(errorBlock.demo.fields).success).toBe(true);
    const { error_icon: _icon, ...withoutIcon } = errorBlock.demo.fields;
    expect(errorBlock.fields.safeParse(withoutIcon).success).toBe(false);
  });

  it('renders icon, h1 title, message and the link home; no debug details by default', async () => {
    const { container } = await renderBlock(errorBlock, {}, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: '404 error' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, the page you are looking for could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/en');
    expect(container.querySelector('svg[data-icon="warning-triangle"]')).not.toBeNull();
    expect(container.querySelector('details')).toBeNull();
  });

  it('shows debug infos in a collapsed details element', async () => {
    await renderBlock(errorBlock, { fields: { ...errorBlock.demo.fields, debug_infos: 'TypeError: boom\n  at loader' } });
    const summary = screen.getByText('Détails techniques');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(screen.getByText(/TypeError: boom/)).toBeInTheDocument();
  });

  it('shows the maintenance spinner as a status and a refresh action', async () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    const user = userEvent.setup();
    const { container } = await renderBlock(errorBlock, {
      fields: {
        error_icon: { type: 'spinner' },
        main_title: { fr: 'Site en maintenance', en: 'Site under maintenance' },
        cta: { text: { fr: 'Rafraîchir la page' }, url: {}, on_click_action: { action_type: 'refresh_page' } },
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Site en maintenance');
    expect(container.querySelector('svg[data-icon="spinner"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Rafraîchir la page' }));
    expect(reload).toHaveBeenCalled();
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });
});
