/**
 * Nothing a visitor does in a block before its code arrives is lost (the block hydrates when its
 * chunk is here, see PageBlock).
 *
 * - Text typed, boxes ticked and options chosen before hydration are handed to the block's React
 *   state once it hydrates: React keeps the page's DOM values while hydrating but its state still
 *   holds the server's (empty) values, so each changed field is announced again as an `input` /
 *   `change` event the block's handlers see.
 * - Text typed before hydration is also remembered on its field by the head script: hydrating a
 *   textarea whose server text is not empty puts that text back, and the visitor's comes from there.
 * - Leaving the page with text typed into a guarded form (`data-leave-guard`: contact, alert and
 *   valuation forms) of a block that is not live yet asks first, as the block's own leave guard
 *   does once it is live (src/blocks/runtime/leaveGuard.ts).
 * - A form submitted before hydration is held back (a native submit would reload the page and put
 *   the visitor's data in the address) and submitted again once the block is live.
 * - A button pressed before hydration (it has no handler yet: the press would be lost) is pressed
 *   again once the block is live. Links keep their native behaviour.
 *
 * The holding is done by one listener for the whole page, HOLD_EARLY_INPUT_SCRIPT (earlyInputScript.ts, inline
 * in the head, so it runs before any module); the block hands over and replays when it is live.
 */

import { LIVE_ATTRIBUTE } from '../../lib/pageBlockMarkers';

export { LIVE_ATTRIBUTE, PAGE_BLOCK_ATTRIBUTE } from '../../lib/pageBlockMarkers';

/** Marks a page block's frame live (an attribute React does not manage, so no render undoes it). */
export function markLive(frame: HTMLElement | null): void {
  frame?.setAttribute(LIVE_ATTRIBUTE, '');
}

declare global {
  interface Window {
    __vitrineHeldSubmit?: HTMLFormElement;
    __vitrineHeldPress?: HTMLElement;
  }
}

/** What the head script held back in `frame` (and forgets it): the submission, else the press. */
function takeEarlyInput(frame: HTMLElement): { form: HTMLFormElement | null; button: HTMLElement | null } {
  const form = window.__vitrineHeldSubmit && frame.contains(window.__vitrineHeldSubmit) ? window.__vitrineHeldSubmit : null;
  const button = window.__vitrineHeldPress && frame.contains(window.__vitrineHeldPress) ? window.__vitrineHeldPress : null;
  if (form) window.__vitrineHeldSubmit = undefined;
  if (button) window.__vitrineHeldPress = undefined;
  return { form, button };
}

/**
 * True when the visitor already acted in `frame` before the page's code could hear it: a press or a
 * submission the head script holds there, text typed into one of its fields, the focus inside it,
 * or the pointer resting on it. A block waiting for the visitor's intent starts watching only once
 * the page has hydrated; what came before would otherwise be missed (a pointer that arrived earlier
 * and stays sends no other `pointerover`), and a held press never replayed.
 */
export function visitorActedIn(frame: HTMLElement): boolean {
  const held = [window.__vitrineHeldSubmit, window.__vitrineHeldPress].some((element) => element !== undefined && frame.contains(element));
  if (held || frame.contains(document.activeElement) || frame.matches(':hover')) return true;
  return [...frame.querySelectorAll<TypedField>('input, textarea')].some((field) => field.__vitrineTyped !== undefined);
}

/** Sends again what was held back in `frame`: a submission first, else a button press. */
function replay(form: HTMLFormElement | null, button: HTMLElement | null): void {
  if (form?.isConnected) form.requestSubmit();
  else if (button?.isConnected) button.click();
}

/**
 * A block whose code was already here when it rendered is live at once: marks its frame and
 * replays a submission or press the head script held back in it.
 */
export function blockLive(frame: HTMLElement | null): void {
  if (!frame) return;
  markLive(frame);
  const early = takeEarlyInput(frame);
  replay(early.form, early.button);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const CHECKABLE = new Set(['checkbox', 'radio']);

/** Sets a property with the element's own setter (React's tracker sees it) then with the native one (it does not). */
function announce(field: Field, property: 'value' | 'checked', typed: string | boolean, event: 'input' | 'click'): void {
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set;
  if (!native) return;
  (field as unknown as Record<string, unknown>)[property] = property === 'checked' ? !typed : '';
  native.call(field, typed);
  if (event === 'click') {
    // React listens to `click` for checkboxes and radios; restore the state the click toggles back.
    native.call(field, !typed);
    field.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  } else {
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** A field whose value differs from what the server rendered. */
function changed(field: Field): boolean {
  if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== (field as HTMLInputElement | HTMLTextAreaElement).defaultValue;
}

/** A text field as the head script leaves it: the text last typed while its block was not live. */
type TypedField = (HTMLInputElement | HTMLTextAreaElement) & { __vitrineTyped?: string };

/**
 * The block in `frame` has hydrated over its server HTML: marks it live, hands the typed values to
 * its state (a field React has put back to its server text gets the typed text again), then (on
 * the next task, once React has rendered them) replays the submission or press the head script
 * held back in it.
 */
export function hydratedInPlace(frame: HTMLElement): void {
  markLive(frame);
  const early = takeEarlyInput(frame);
  for (const field of frame.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
      if (changed(field)) announce(field, 'checked', field.checked, 'click');
    } else if (field instanceof HTMLSelectElement) {
      if (changed(field)) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      const typedField: TypedField = field;
      const typed = changed(field) ? field.value : typedField.__vitrineTyped;
      delete typedField.__vitrineTyped;
      if (typed !== undefined && typed !== field.defaultValue) announce(field, 'value', typed, 'input');
    }
  }
  // React renders what those events set in a microtask: replayed at once, a submission would run
  // the handlers of the render before, whose state still holds the server's empty values.
  setTimeout(() => replay(early.form, early.button), 0);
}
