/**
 * Page scroll lock (spec 000 §2 "Page scroll is locked while any modal is open", §4 "Scroll is
 * prevented while any named scroll-prevention request is true").
 *
 * Sets `overflow: hidden` on `<body>` while any `stores.scrollLock` request is true or the contact
 * modal is open, and restores the previous value afterwards.
 */
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useAppContext } from '../../blocks/runtime/AppContext';

/** True while page scroll must be locked. */
export function useIsScrollLocked(): boolean {
  const { stores } = useAppContext();
  const requested = useStore(stores.scrollLock, (state) => Object.values(state.requests).some(Boolean));
  const modalOpen = useStore(stores.modal, (state) => state.contact !== null);
  return requested || modalOpen;
}

/** Applies the lock to `document.body`; mount once per page. */
export function useScrollLockEffect(): void {
  const locked = useIsScrollLocked();
  useEffect(() => {
    if (!locked) return;
    const body = document.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [locked]);
}
