/**
 * The browser's own "Leave site?" question while an editor screen holds changes not saved yet
 * (closing the tab, reloading, following a link away). `hasUnsavedChanges` is asked at that
 * moment, so it reads the latest state (an editor store's `seq` against `savedSeq`, a form's
 * dirty flag).
 */
import { useEffect, useRef } from 'react';

/** See the module docstring. */
export function useUnsavedChangesWarning(hasUnsavedChanges: () => boolean): void {
  const latest = useRef(hasUnsavedChanges);
  latest.current = hasUnsavedChanges;
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      // Older browsers ask only when a value is set; none shows it.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}
