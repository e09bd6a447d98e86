/**
 * Before-navigation callbacks (spec 000 §4 "Other"): blocks register a callback that runs before
 * the visitor leaves the page, and one answering `'cancel'` has the browser ask first (its own
 * "Leave site?" dialog, in the browser's language: the only one shown for a closed tab or a typed
 * address too). Public pages move between pages with document loads, so every navigation is
 * already a full load; in QA mode the router's own blockers guard the editor's screens.
 *
 * Use: `useLeaveGuard(edited && status !== 'success')` in a form a visitor may lose work in
 * (alert, valuation and contact forms).
 */
import { useEffect, useLayoutEffect } from 'react';

/** What a callback answers: let the navigation go on, or ask the visitor first. */
export type BeforeNavigationAnswer = 'continue' | 'cancel';
export type BeforeNavigationCallback = () => BeforeNavigationAnswer;

const callbacks = new Set<BeforeNavigationCallback>();

function onBeforeUnload(event: BeforeUnloadEvent): void {
  for (const callback of callbacks) {
    if (callback() === 'cancel') {
      event.preventDefault();
      // Older engines ask only when a return value is set.
      event.returnValue = '';
      return;
    }
  }
}

/** Registers `callback` to run before the page is left; returns what unregisters it. */
export function registerBeforeNavigation(callback: BeforeNavigationCallback): () => void {
  if (callbacks.size === 0) window.addEventListener('beforeunload', onBeforeUnload);
  callbacks.add(callback);
  return () => {
    callbacks.delete(callback);
    if (callbacks.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
  };
}

// Registered as the change commits, not after the next paint: a visitor who types a letter and at
// once clicks a link is asked too. (The server renders no effect.)
const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** While `active`, leaving the page asks the visitor first. */
export function useLeaveGuard(active: boolean): void {
  useCommitEffect(() => (active ? registerBeforeNavigation(() => 'cancel') : undefined), [active]);
}
