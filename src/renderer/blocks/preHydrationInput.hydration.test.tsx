/**
 * @isolated: runs the page's head script on the document (its listeners stay for good).
 * A visitor types into a server-rendered form and sends it before the block's code has run: once
 * the block hydrates, React's own submit handler sees everything that was typed (the lead is not
 * refused as empty), including a message that replaced the form's prefilled one.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { useFormValues } from '../../blocks/ui/forms/useFormValues';
import { HOLD_EARLY_INPUT_SCRIPT } from './earlyInputScript';
import { hydratedInPlace, PAGE_BLOCK_ATTRIBUTE } from './preHydrationInput';

beforeAll(() => {
  new Function(HOLD_EARLY_INPUT_SCRIPT)();
});

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  window.__vitrineHeldSubmit = undefined;
});

interface Lead {
  first_name: string;
  last_name: string;
  message: string;
  consent: boolean;
}

interface LeadFormProps {
  onSend(lead: Lead): void;
}

/** A lead form as the blocks write theirs: controlled fields, one `setField` per change. */
function LeadForm({ onSend }: LeadFormProps) {
  const frame = useRef<HTMLDivElement>(null);
  const { values, setField } = useFormValues<Lead>(() => ({ first_name: '', last_name: '', message: 'About 12 rue du Port', consent: false }));
  // As PageBlock does after the block's first commit in the browser (effects never run on the server).
  useEffect(() => hydratedInPlace(frame.current!), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(values);
  };
  const text = (field: 'first_name' | 'last_name') => (
    <input aria-label={field} value={values[field]} onChange={(event) => setField(field, event.target.value)} />
  );
  return (
    <div ref={frame} {...{ [PAGE_BLOCK_ATTRIBUTE]: '' }}>
      <form onSubmit={submit}>
        {text('first_name')}
        {text('last_name')}
        <textarea aria-label="message" value={values.message} onChange={(event) => setField('message', event.target.value)} />
        <input aria-label="consent" type="checkbox" checked={values.consent} onChange={(event) => setField('consent', event.target.checked)} />
        <button type="submit">Send</button>
      </form>
    </div>
  );
}

it('sends every value typed before hydration, once', async () => {
  const onSend = vi.fn();
  const host = document.createElement('div');
  host.innerHTML = renderToString(<LeadForm onSend={onSend} />);
  document.body.append(host);
  const [firstName, lastName, consent] = host.querySelectorAll('input');
  const type = (field: HTMLInputElement | HTMLTextAreaElement, text: string) => {
    field.value = text;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  type(firstName, 'Maude');
  type(lastName, 'Gagnon');
  type(host.querySelector('textarea')!, 'Is the basement finished?');
  consent.click();
  host.querySelector('form')!.requestSubmit();
  expect(window.__vitrineHeldSubmit).toBeDefined();

  root = hydrateRoot(host, <LeadForm onSend={onSend} />);
  await vi.waitFor(() => expect(onSend).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(onSend.mock.calls).toEqual([[{ first_name: 'Maude', last_name: 'Gagnon', message: 'Is the basement finished?', consent: true }]]);
});
