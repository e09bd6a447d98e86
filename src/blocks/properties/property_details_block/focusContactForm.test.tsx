import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusContactForm } from './focusContactForm';

/** A listing page's contact form block, server-rendered and not live yet. */
function renderServerForm() {
  document.body.innerHTML = `
    <div data-page-block data-block-type="contact_form_block">
      <form>
        <input type="hidden" name="uls" value="10006665" />
        <input aria-label="First name" name="first_name" />
        <input aria-label="Email address" name="email" />
      </form>
    </div>`;
  const frame = document.querySelector<HTMLElement>('[data-page-block]')!;
  const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return { frame, firstName: field('first_name'), email: field('email') };
}

/** Lets the MutationObserver waiting for the block to be live run. */
const observersRun = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('focusContactForm (the listing’s "Ask for information" button)', () => {
  // jsdom lays nothing out: no scrolling and no media queries. Both are put back after each test
  // (the DOM test files share one document).
  const { scrollIntoView } = Element.prototype;
  const { matchMedia } = window;
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
    window.matchMedia = matchMedia;
    document.body.innerHTML = '';
  });

  it('focuses the first visible field of the contact form', () => {
    const { firstName } = renderServerForm();
    focusContactForm();
    expect(document.activeElement).toBe(firstName);
  });

  it('keeps the visitor in the field they moved to when the form’s code arrives meanwhile', async () => {
    const { frame, email } = renderServerForm();
    focusContactForm();
    email.focus();
    frame.setAttribute('data-live', '');
    await observersRun();
    expect(document.activeElement).toBe(email);
  });

  it('gives the first field the focus again when hydration lost it', async () => {
    const { frame, firstName } = renderServerForm();
    focusContactForm();
    firstName.blur();
    frame.setAttribute('data-live', '');
    await observersRun();
    expect(document.activeElement).toBe(firstName);
  });

  it('does nothing on a page without a contact form', () => {
    document.body.innerHTML = '<main><button>Ask for information</button></main>';
    expect(() => focusContactForm()).not.toThrow();
    expect(document.activeElement).toBe(document.body);
  });
});
