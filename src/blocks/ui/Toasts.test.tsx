import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderBlock';
import { Toasts } from './Toasts';

afterEach(() => vi.useRealTimers());

describe('Toasts', () => {
  it('renders empty live regions in the page before any toast', async () => {
    await renderWithProviders(<Toasts />, { locale: 'en' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('counts a success toast down from 5 s, then closes it and calls onClose once', async () => {
    const { stores } = await renderWithProviders(<Toasts />, { locale: 'en' });
    vi.useFakeTimers();
    const onClose = vi.fn();
    act(() => {
      stores.toast.getState().show({ kind: 'success', title: 'Request sent!', lines: ['Thank you!'], countdownS: 5, onClose });
    });
    const status = screen.getByRole('status');
    expect(within(status).getByText('Request sent!')).toBeInTheDocument();
    expect(within(status).getByText('This message will close in 5 seconds')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    expect(within(status).getByText('This message will close in 4 seconds')).toBeInTheDocument();
    for (let i = 0; i < 3; i += 1) act(() => vi.advanceTimersByTime(1000));
    expect(within(status).getByText('This message will close in 1 second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Request sent!')).not.toBeInTheDocument();
    expect(stores.toast.getState().toasts).toHaveLength(0);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says the countdown in French', async () => {
    const { stores } = await renderWithProviders(<Toasts />, { locale: 'fr' });
    act(() => {
      stores.toast.getState().show({ kind: 'success', title: 'Demande envoyée!', lines: [], countdownS: 5 });
    });
    expect(screen.getByText('Ce message se fermera dans 5 secondes')).toBeInTheDocument();
  });

  it('pauses the countdown while the pointer is over the toast', async () => {
    const { stores } = await renderWithProviders(<Toasts />, { locale: 'en' });
    vi.useFakeTimers();
    act(() => {
      stores.toast.getState().show({ kind: 'success', title: 'Request sent!', lines: [], countdownS: 5 });
    });
    const card = screen.getByText('Request sent!').closest('[data-kind]')!;
    act(() => {
      card.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    for (let i = 0; i < 10; i += 1) act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Request sent!')).toBeInTheDocument();
  });

  it('lists a failure toast’s messages and keeps it until closed', async () => {
    const { stores } = await renderWithProviders(<Toasts />, { locale: 'en' });
    const onClose = vi.fn();
    act(() => {
      stores.toast.getState().show({
        kind: 'failure',
        title: 'The request could not be submitted',
        lines: ['The First name field is required', 'The message field is required'],
        onClose,
      });
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The request could not be submitted')).toBeInTheDocument();
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The First name field is required',
      'The message field is required',
    ]);
    expect(within(alert).queryByText(/will close/)).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('The request could not be submitted')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape from inside the toast', async () => {
    const { stores } = await renderWithProviders(<Toasts />, { locale: 'fr' });
    act(() => {
      stores.toast.getState().show({ kind: 'failure', title: 'La demande n’a pas pu être envoyée', lines: [] });
    });
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Fermer' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('La demande n’a pas pu être envoyée')).not.toBeInTheDocument();
  });
});
