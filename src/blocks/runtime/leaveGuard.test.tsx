import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerBeforeNavigation, useLeaveGuard } from './leaveGuard';

/** Dispatches what the browser sends before leaving; true when the page asked to stay. */
function leave(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function Guarded({ active }: { active: boolean }) {
  useLeaveGuard(active);
  return null;
}

describe('before-navigation callbacks', () => {
  it('asks before leaving while one callback cancels, and not once it is unregistered', () => {
    expect(leave()).toBe(false);
    const letGo = registerBeforeNavigation(() => 'continue');
    expect(leave()).toBe(false);
    const stop = registerBeforeNavigation(() => 'cancel');
    expect(leave()).toBe(true);
    stop();
    expect(leave()).toBe(false);
    letGo();
  });

  it('guards while a form is active, and stops when it is sent or unmounted', () => {
    const { rerender, unmount } = render(<Guarded active={false} />);
    expect(leave()).toBe(false);
    rerender(<Guarded active />);
    expect(leave()).toBe(true);
    rerender(<Guarded active={false} />);
    expect(leave()).toBe(false);
    rerender(<Guarded active />);
    unmount();
    expect(leave()).toBe(false);
  });
});
