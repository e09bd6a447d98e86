/**
 * The navigation loading bar (spec 000 §9 "Loading bar: throttle 200 ms, duration 5000 ms").
 *
 * Appears only when a navigation takes longer than 200 ms, grows towards 90 % over 5000 ms, then
 * completes and fades out when the page is loaded. Decorative (hidden from screen readers; the
 * route announcer tells them about the new page).
 */
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** Delay before the bar shows (ms). */
export const LOADING_BAR_THROTTLE_MS = 200;
/** Time the bar takes to reach 90 % (ms); used by the CSS animation. */
export const LOADING_BAR_DURATION_MS = 5000;
/** Attribute of the bar, whose `data-phase` (idle, running, done) shows it; a site page's own navigation runs it too (pageLoadBar.ts). */
export const LOADING_BAR_ATTRIBUTE = 'data-loading-bar';

/** Where the bar is: hidden, growing, completing. */
export type Phase = 'idle' | 'running' | 'done';

export function LoadingBar() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' || state.isLoading });
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (loading) {
      const timer = window.setTimeout(() => setPhase('running'), LOADING_BAR_THROTTLE_MS);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'done' : 'idle'));
    return undefined;
  }, [loading]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = window.setTimeout(() => setPhase('idle'), 500);
    return () => window.clearTimeout(timer);
  }, [phase]);

  return <LoadingBarFrame phase={phase} />;
}

/**
 * The bar's element in a phase; a site page's document has it idle, its own navigation script
 * (pageLoadBar.ts) runs it.
 */
export function LoadingBarFrame({ phase }: { phase: Phase }) {
  return (
    <div
      style={{ animationDuration: `${LOADING_BAR_DURATION_MS}ms` }}
      {...{ [LOADING_BAR_ATTRIBUTE]: '' }}
      data-phase={phase}
      aria-hidden="true"
    />
  );
}
