import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderBlock';
import { Modal } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <p>Page content</p>
      <Modal isOpen={open} onClose={() => setOpen(false)} title="Visit request">
        <label>
          Preferred day <input />
        </label>
      </Modal>
    </>
  );
}

async function openModal() {
  const view = await renderWithProviders(<Harness />, { locale: 'en' });
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Open details' });
  await user.click(opener);
  return { ...view, user, opener };
}

describe('Modal', () => {
  it('opens a dialog named by its title, with focus inside and page scroll locked', async () => {
    const { stores } = await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Visit request' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(stores.scrollLock.getState().requests.modal).toBe(true);
  });

  it('closes on Escape, returns focus to the opener and releases the scroll lock', async () => {
    const { user, opener, stores } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    expect(stores.scrollLock.getState().requests.modal).toBe(false);
  });

  it('closes with its close button', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const { user } = await openModal();
    const overlay = screen.getByRole('dialog').closest('[class*="overlay"]') as HTMLElement;
    await user.pointer({ keys: '[MouseLeft]', target: overlay });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside while open (Tab wraps)', async () => {
    const { user } = await openModal();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
