/**
 * The one conflict dialog of the QA screens: its wording names the document in the UI language,
 * who saved it and when; Cancel (and Escape) only where the screen keeps unsaved changes.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../lib/locales';
import { EditorIntl } from '../i18n/EditorIntl';
import { ConflictDialog, type ConflictDialogProps } from './ConflictDialog';

function renderDialog(locale: Locale, props: Partial<ConflictDialogProps> = {}) {
  const handlers = { onReload: vi.fn(), onOverwrite: vi.fn() };
  render(
    <EditorIntl locale={locale}>
      <ConflictDialog conflict={{ updatedBy: 'marie@example.com', updatedAt: '2026-03-02T15:04:00Z' }} document="article" {...handlers} {...props} />
    </EditorIntl>,
  );
  return { ...handlers, dialog: screen.getByRole('alertdialog') };
}

describe('ConflictDialog', () => {
  it('names the document, who saved it and when, in English and French', () => {
    const { dialog } = renderDialog('en');
    expect(within(dialog).getByRole('heading', { name: 'Someone else changed this article' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('marie@example.com saved this article on');
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('speaks French and names a record, without a name when the answer gives none', () => {
    const { dialog } = renderDialog('fr', { conflict: {}, document: 'record' });
    expect(within(dialog).getByRole('heading', { name: 'Quelqu’un d’autre a modifié cette fiche' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Quelqu’un d’autre a enregistré cette fiche pendant que vous y travailliez.');
    expect(within(dialog).getByRole('button', { name: 'Recharger sa version' })).toBeInTheDocument();
  });

  it('reloads, overwrites, and cancels only when the screen allows it', () => {
    const onCancel = vi.fn();
    const { dialog, onReload, onOverwrite } = renderDialog('en', { document: 'settings', onCancel });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect([onReload.mock.calls.length, onOverwrite.mock.calls.length, onCancel.mock.calls.length]).toEqual([1, 1, 1]);
  });
});
