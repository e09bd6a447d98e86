import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { blockSchemas } from '../../blocks/schemas';
import { directoryRecordSchemas, memberRecord, officeRecord, rewardRecord } from '../../schema/directoryEditing';
import { EditorIntl } from '../i18n/EditorIntl';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { humanizeKey, optionLabel } from './fieldLabels';
import { SchemaForm } from './SchemaForm';
import { describeField, shapeOf } from './schemaWalk';
import { optionMessageId, useOptionMessages } from './useOptionMessages';

/** Every enum choice reachable in `schema` (objects and arrays walked), with its path. */
function enumChoices(schema: z.ZodType, path: (string | number)[] = []): Array<{ path: (string | number)[]; choice: string | number | boolean }> {
  const description = describeField(schema);
  if (description.kind === 'enum') return (description.options ?? []).map((choice) => ({ path, choice }));
  if (description.kind === 'object') return Object.entries(shapeOf(description.inner)).flatMap(([key, member]) => enumChoices(member, [...path, key]));
  if (description.kind === 'array') return enumChoices((description.inner as unknown as { element: z.ZodType }).element, [...path, 0]);
  return [];
}

function Form({ schema, initial, uiLocale }: { schema: z.ZodType; initial: unknown; uiLocale: 'fr' | 'en' }) {
  const [value, setValue] = useState(initial);
  const optionLabel = useOptionMessages();
  return <SchemaForm schema={schema} value={value} onChange={setValue} uiLocale={uiLocale} optionLabel={optionLabel} />;
}

const renderForm = (schema: z.ZodType, initial: unknown, uiLocale: 'fr' | 'en') =>
  render(
    <EditorIntl locale={uiLocale}>
      <Form schema={schema} initial={initial} uiLocale={uiLocale} />
    </EditorIntl>,
  );

describe('enum choices named from the editor messages', () => {
  it('gives every choice of the directory forms and of the members blocks a label in French and in English', () => {
    const schemas = [
      ...Object.values(directoryRecordSchemas),
      ...blockSchemas.filter((schema) => ['members_carousel_block', 'hero_members_search_block', 'member_cards_block'].includes(schema.type)).map((schema) => schema.params),
    ];
    const choices = schemas.flatMap((schema) => enumChoices(schema)).map(({ path, choice }) => ({ id: optionMessageId(path, choice)!, choice }));
    expect(choices.map(({ id }) => id)).toEqual(
      expect.arrayContaining(['editor.option.kind.directors', 'editor.option.day_of_week.Sunday', 'editor.option.reward_ident.temple-renomee', 'editor.option.context_type.teams']),
    );
    // Named by the messages in both languages, or by the forms' own dictionary (colour schemes…), never the bare code.
    const named = ({ id, choice }: { id: string; choice: string | number | boolean }) =>
      (id in fr && id in en) || (!(id in fr) && !(id in en) && optionLabel(choice, 'fr') !== humanizeKey(String(choice)));
    expect(choices.filter((entry) => !named(entry)).map(({ id }) => id)).toEqual([]);
  });

  it('shows the member kinds in French in the member form (not the stored codes)', async () => {
    renderForm(memberRecord, { kind: 'admins', name: 'Sophie Roy' }, 'fr');
    const user = userEvent.setup();
    const kind = screen.getByRole('button', { name: /Type/ });
    expect(kind).toHaveTextContent('Personnel administratif');
    await user.click(kind);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Courtier', 'Équipe', 'Personnel administratif', 'Direction']);
  });

  it('names the awards and the opening days in English', async () => {
    const { unmount } = renderForm(rewardRecord, { reward_ident: 'temple-renomee', main_title: { en: 'Hall of Fame' } }, 'en');
    expect(screen.getByRole('button', { name: /Award/ })).toHaveTextContent('Hall of Fame');
    unmount();
    renderForm(officeRecord.pick({ opening_hours: true }), { opening_hours: [{ days: { en: 'Weekdays' }, day_of_week: ['Wednesday'], opens: '09:00', closes: '17:00' }] }, 'en');
    const day = screen.getAllByRole('button').find((button) => button.textContent?.includes('Wednesday'));
    expect(day).toBeDefined();
  });
});
