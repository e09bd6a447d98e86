// @vitest-environment jsdom
import { KeyboardSensor } from '@dnd-kit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImmediateKeyboardSensor } from './immediateKeyboardSensor';

/** A picked-up block's sensor props: the handle, the context and spies for what it reports. */
function props(pickUp: KeyboardEvent) {
  const handle = document.createElement('button');
  document.body.appendChild(handle);
  Object.defineProperty(pickUp, 'target', { value: handle });
  return {
    active: 'block-1',
    activeNode: { node: { current: handle }, data: { current: {} } },
    event: pickUp,
    options: { coordinateGetter: () => ({ x: 0, y: 120 }) },
    context: { current: { collisionRect: { left: 0, top: 0, width: 10, height: 10 }, scrollableAncestors: [] } },
    onStart: vi.fn(),
    onMove: vi.fn(),
    onEnd: vi.fn(),
    onCancel: vi.fn(),
    onAbort: vi.fn(),
    onPending: vi.fn(),
  };
}

const key = (code: string) => new KeyboardEvent('keydown', { code, key: code, bubbles: true, cancelable: true });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ImmediateKeyboardSensor', () => {
  it('moves on an arrow key pressed right after the pick-up, before any timer ran', () => {
    const p = props(key('Space'));
    const sensor = new ImmediateKeyboardSensor(p as never);
    document.dispatchEvent(key('ArrowDown'));
    expect(p.onStart).toHaveBeenCalled();
    expect(p.onMove).toHaveBeenCalledWith({ x: 0, y: 120 });
    document.dispatchEvent(key('Space'));
    expect(p.onEnd).toHaveBeenCalled();
    (sensor as unknown as { detach?: () => void }).detach?.();
  });

  it('does not read the pick-up key itself as the drop', () => {
    const pickUp = key('Space');
    const p = props(pickUp);
    new ImmediateKeyboardSensor(p as never);
    document.dispatchEvent(pickUp);
    expect(p.onEnd).not.toHaveBeenCalled();
  });

  it('dnd-kit’s own sensor loses that first arrow key (the race this sensor removes)', () => {
    const p = props(key('Space'));
    new KeyboardSensor(p as never);
    document.dispatchEvent(key('ArrowDown'));
    expect(p.onMove).not.toHaveBeenCalled();
  });
});
