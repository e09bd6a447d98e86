/**
 * @isolated: hydrates server markup in the document's body.
 * A visitor may tab into a carousel before the page's code has run: once it hydrates, autoplay
 * must see the focus that is already inside it and stay paused (spec 001 §4).
 */
import { act } from '@testing-library/react';
import { useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { useHoverFocus } from './useAutoplay';

function Slider() {
  const ref = useRef<HTMLElement>(null);
  const { focused, hovered, handlers } = useHoverFocus(ref);
  return (
    <section ref={ref} data-focused={String(focused)} data-hovered={String(hovered)} {...handlers}>
      <button type="button">Next slide</button>
    </section>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function serverRendered(): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Slider />);
  document.body.append(host);
  return host;
}

it('sees the focus a visitor put inside before hydration', async () => {
  const host = serverRendered();
  host.querySelector('button')!.focus();
  await act(async () => {
    root = hydrateRoot(host, <Slider />);
  });
  expect(host.querySelector('section')).toHaveAttribute('data-focused', 'true');
  expect(document.activeElement).toBe(host.querySelector('button'));
});

it('starts unfocused when the focus is elsewhere, and follows focus and blur after hydration', async () => {
  const host = serverRendered();
  await act(async () => {
    root = hydrateRoot(host, <Slider />);
  });
  const section = host.querySelector('section')!;
  expect(section).toHaveAttribute('data-focused', 'false');
  expect(section).toHaveAttribute('data-hovered', 'false');
  await act(async () => host.querySelector('button')!.focus());
  expect(section).toHaveAttribute('data-focused', 'true');
  await act(async () => host.querySelector('button')!.blur());
  expect(section).toHaveAttribute('data-focused', 'false');
});
