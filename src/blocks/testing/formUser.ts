import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * A visitor for the long journeys of form tests: no delay between keys, and no check that each
 * element it points at takes pointer events. A component test's document has no stylesheet, so
 * that check (computed `pointer-events` of the element and every ancestor, at every click) can
 * only say yes, and under jsdom it was a fifth of a click's time.
 */
export function formUser(): ReturnType<typeof userEvent.setup> {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}
