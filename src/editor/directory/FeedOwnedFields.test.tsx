import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DirectoryItem } from '../../schema/directoryEditing';
import { EditorIntl } from '../i18n/EditorIntl';
import { FeedOwnedFields } from './FeedOwnedFields';

const OFFICE: DirectoryItem = { id: 7, record: { name: { fr: 'Immeubles Rive-Sud', en: 'Rive-Sud Realty' } }, position: 0, active: true, revision: 0, updated_at: '2026-11-28T10:00:00.000Z' };

describe('FeedOwnedFields', () => {
  it('shows what the feed owns on a roster broker, read-only, with its MemberKey, in French', () => {
    render(
      <EditorIntl locale="fr">
        <FeedOwnedFields
          uiLocale="fr"
          collection="members"
          record={{ name: 'Julie Tremblay', email: 'julie@rive-sud.test', phone: { display: '514 555-0142', intl: '+15145550142' }, licence_number: '', office_id: 7 }}
          feed={{ key: 'M1', fields: ['name', 'email', 'phone', 'licence_number', 'office_id'] }}
          offices={[OFFICE]}
        />
      </EditorIntl>,
    );
    const section = screen.getByRole('region', { name: 'Du flux de votre chambre (lecture seule)' });
    expect(section).toHaveTextContent('MemberKey M1');
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(section)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
      Nom: 'Julie Tremblay',
      Courriel: 'julie@rive-sud.test',
      Téléphone: '514 555-0142',
      'Numéro de permis': '—',
      Bureau: 'Immeubles Rive-Sud',
    });
    expect(within(section).queryByRole('textbox')).toBeNull();
  });
});
