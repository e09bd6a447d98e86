// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { keepFocusOnMoves } from './keepFocusOnMoves';

/** A list of three items whose element has a `moveBefore` that records its calls and moves like insertBefore. */
function list() {
  const element = document.createElement('div');
  const [a, b, c] = ['a', 'b', 'c'].map((id) => {
    const item = document.createElement('section');
    item.id = id;
    element.appendChild(item);
    return item;
  });
  const moveBefore = vi.fn((node: Node, child: Node | null) => Node.prototype.insertBefore.call(element, node, child));
  Object.assign(element, { moveBefore });
  document.body.appendChild(element);
  return { element, a, b, c, moveBefore };
}

const order = (element: HTMLElement) => Array.from(element.children, (child) => child.id).join('');

describe('keepFocusOnMoves', () => {
  it('moves children already in the list with moveBefore, for insertBefore and appendChild alike', () => {
    const { element, a, c, moveBefore } = list();
    keepFocusOnMoves(element);
    element.insertBefore(a, c);
    expect(order(element)).toBe('bac');
    element.appendChild(a);
    expect(order(element)).toBe('bca');
    expect(moveBefore).toHaveBeenCalledTimes(2);
  });

  it('inserts a new child the standard way', () => {
    const { element, b, moveBefore } = list();
    keepFocusOnMoves(element);
    const added = document.createElement('section');
    added.id = 'n';
    element.insertBefore(added, b);
    expect(order(element)).toBe('anbc');
    expect(moveBefore).not.toHaveBeenCalled();
  });

  it('falls back to insertBefore when moveBefore throws, and leaves an element without it alone', () => {
    const { element, a, c, moveBefore } = list();
    moveBefore.mockImplementation(() => {
      throw new DOMException('not movable', 'HierarchyRequestError');
    });
    keepFocusOnMoves(element);
    element.insertBefore(c, a);
    expect(order(element)).toBe('cab');

    const plain = document.createElement('div');
    keepFocusOnMoves(plain);
    expect(Object.prototype.hasOwnProperty.call(plain, 'insertBefore')).toBe(false);
  });
});
