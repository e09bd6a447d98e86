import type { UserEvent } from '@testing-library/user-event';

/**
 * Fills an empty text field as a visitor pasting into it: a click (focus), then one paste. For
 * test set-ups that fill fields whose text the form takes as it is (names, e-mail addresses,
 * street addresses): typing re-renders the form at every keystroke, the most of a form test's
 * time. Fields whose mask formats keystrokes (a phone number, a postal code) are typed.
 */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
