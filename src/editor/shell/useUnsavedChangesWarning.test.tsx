/**
 * The browser asks before an editor screen with unsaved changes is left, and only then: the
 * question reads the state at the moment the visitor leaves.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning';

function Screen({ unsaved }: { unsaved: { current: boolean } }) {
  useUnsavedChangesWarning(() => unsaved.current);
  return null;
}

/** Dispatches the event a browser sends before leaving; true when the page asked to stay. */
function leave(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChangesWarning', () => {
  it('asks only while something is not saved, and no more once the screen is gone', () => {
    const unsaved = { current: false };
    const { unmount } = render(<Screen unsaved={unsaved} />);
    expect(leave()).toBe(false);
    unsaved.current = true;
    expect(leave()).toBe(true);
    unsaved.current = false;
    expect(leave()).toBe(false);
    unsaved.current = true;
    unmount();
    expect(leave()).toBe(false);
  });
});
