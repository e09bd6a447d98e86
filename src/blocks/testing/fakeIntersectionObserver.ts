/**
 * Test-only IntersectionObserver stand-in: `install()` stubs the global, `scroll(isIntersecting)`
 * tells every observer still connected that its element entered or left the view (inside `act`).
 * Never imported by the app.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A fresh fake: call `install()` in `beforeEach` and `uninstall()` in `afterEach`. */
export function fakeIntersectionObserver() {
  let observers: Callback[] = [];
  class FakeObserver {
    callback: Callback;
    constructor(callback: Callback) {
      this.callback = callback;
    }
    observe() {
      observers.push(this.callback);
    }
    unobserve() {}
    disconnect() {
      observers = observers.filter((callback) => callback !== this.callback);
    }
  }
  return {
    install: () => vi.stubGlobal('IntersectionObserver', FakeObserver),
    uninstall: () => {
      observers = [];
      vi.unstubAllGlobals();
    },
    /** Every connected observer sees its element `isIntersecting` (true: in view). */
    scroll: (isIntersecting: boolean) => act(async () => [...observers].forEach((callback) => callback([{ isIntersecting }]))),
  };
}
