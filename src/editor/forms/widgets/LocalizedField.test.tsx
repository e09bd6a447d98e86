// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormContext, IssueStore, type FormContextValue } from '../FormContext';
import { getIn, setIn } from '../path';
import { LocalizedField, type LocalizedFieldProps } from './LocalizedField';

/** A form holding `{ title: { fr, en } }` around one LocalizedField whose controls are plain inputs; `drawn` lists each control drawn, by language. */
function renderTitle(initial: { fr: string; en: string }) {
  const drawn: string[] = [];
  const held = { value: { title: initial } as unknown };
  const renderControl: LocalizedFieldProps['renderControl'] = (locale, label, value, onChange) => {
    drawn.push(locale);
    return (
      <label>
        {label}
        <input value={(value as string | undefined) ?? ''} onChange={(event) => onChange(event.target.value)} />
      </label>
    );
  };
  function Form() {
    const [value, setValue] = useState(held.value);
    const context = useMemo<FormContextValue>(
      () => ({
        uiLocale: 'en',
        disabled: false,
        idPrefix: 'test',
        issues: new IssueStore(),
        setAt: (path, next) => {
          held.value = setIn(held.value, path, next);
          setValue(held.value);
        },
        getAt: (path) => getIn(held.value, path),
      }),
      [],
    );
    const title = (value as { title: { fr: string; en: string } }).title;
    return (
      <FormContext.Provider value={context}>
        <LocalizedField path={['title']} label="Title" value={title} renderControl={(...args) => renderControl(...args)} />
      </FormContext.Provider>
    );
  }
  render(<Form />);
  return { drawn, value: () => held.value as { title: { fr: string; en: string } } };
}

describe('LocalizedField', () => {
  it('draws again only the language typed in', () => {
    const form = renderTitle({ fr: 'Bonjour', en: 'Hello' });
    form.drawn.length = 0;
    fireEvent.change(screen.getByRole('textbox', { name: 'Title (English)' }), { target: { value: 'Hello!' } });
    expect(form.value().title).toEqual({ fr: 'Bonjour', en: 'Hello!' });
    expect(form.drawn).toEqual(['en']);
    expect(screen.getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Hello!');
    expect(screen.getByRole('textbox', { name: 'Title (French)' })).toHaveValue('Bonjour');
  });

  it('copies from the other language its latest text, the button enabled once there is one', async () => {
    const user = userEvent.setup();
    const form = renderTitle({ fr: '', en: '' });
    const copyFromFrench = screen.getByRole('button', { name: /Copy from French.*Title \(English\)/ });
    expect(copyFromFrench).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title (French)' }), { target: { value: 'B' } });
    expect(copyFromFrench).toBeEnabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title (French)' }), { target: { value: 'Bonjour' } });
    await user.click(copyFromFrench);
    expect(form.value().title).toEqual({ fr: 'Bonjour', en: 'Bonjour' });
    expect(screen.getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Bonjour');
  });
});
