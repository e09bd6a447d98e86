/**
 * A dialog, popover or overlay whose code downloads the first time it opens, so the page that can
 * open it does not carry it until then. Once opened it stays mounted (closing animations, focus
 * return and state keep working). `preload()` starts the download early (the pointer over, or the
 * focus on, the control that opens it).
 */
import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';

/** A component shown on demand, with a way to fetch its code ahead. */
export type OnOpenComponent<P> = ComponentType<P> & { preload(): void };

/**
 * Wraps a lazily imported component that takes `isOpen`.
 * @param load imports the component (`() => import('./X').then((m) => m.X)`)
 */
export function lazyOnOpen<P extends { isOpen: boolean }>(load: () => Promise<ComponentType<P>>): OnOpenComponent<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function OnOpen(props: P) {
    const [opened, setOpened] = useState(props.isOpen);
    if (props.isOpen && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    ) : null;
  }
  return Object.assign(OnOpen, { preload: () => void load().catch(() => {}) });
}
