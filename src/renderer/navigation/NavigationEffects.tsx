/**
 * Browser-only effects of navigation (spec 000 §4 "Page load", "Other"):
 * - chunk-load failure → one guarded full reload;
 * - idle prefetch of internal links in view after each page is shown;
 * - visitor contact info restored from session storage;
 * - a polite live region announcing the new page title after a client navigation.
 */
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useAppContext } from '../../blocks/runtime/AppContext';
import { installChunkReloadHandler } from './chunkReload';
import { scheduleIdlePrefetch } from './idlePrefetch';
import styles from './NavigationEffects.module.css';

export function NavigationEffects() {
  const router = useRouter();
  const { stores } = useAppContext();
  const resolvedHref = useRouterState({ select: (state) => state.resolvedLocation?.href });
  const prefetched = useRef(new Set<string>());
  const firstHref = useRef<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => installChunkReloadHandler(), []);

  useEffect(() => {
    stores.contactInfo.getState().hydrateFromSession();
  }, [stores]);

  useEffect(() => {
    if (!resolvedHref) return;
    const cancel = scheduleIdlePrefetch((href) => router.preloadRoute({ href } as never), prefetched.current);
    if (firstHref.current === undefined) firstHref.current = resolvedHref;
    else if (firstHref.current !== resolvedHref) {
      // Wait a frame so HeadContent has updated document.title.
      const frame = window.requestAnimationFrame(() => setAnnouncement(document.title));
      return () => {
        cancel();
        window.cancelAnimationFrame(frame);
      };
    }
    return cancel;
  }, [resolvedHref, router]);

  return (
    <div className={styles.announcer} aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
