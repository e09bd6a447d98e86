/**
 * Lets React reorder a list's children with `Element.moveBefore` (Chromium 133+) instead of
 * `insertBefore`.
 *
 * React moves a reordered child by inserting it again; `insertBefore` detaches the node first, which
 * takes the focus away from a button inside it. "Move down" is pressed on the block that moves, so
 * React then restored the focus after every move: it read the scroll position of every ancestor (a
 * forced layout of the page) and focused the button again (focus events, style recalculation), more
 * than half of a move's time on a 100-block page. `moveBefore` moves the node without detaching it:
 * the focus stays, nothing is restored. Where the browser lacks it, or for a node that is not already
 * a child of the list (a new block), the standard method runs.
 */

interface MovableParent {
  moveBefore?(node: Node, child: Node | null): void;
}

/** True when `node` can be moved within `parent` by `moveBefore`. */
function movable(parent: Element, node: Node, child: Node | null): boolean {
  return node.parentNode === parent && node !== child && (child === null || child.parentNode === parent);
}

/**
 * Ref callback for a list element whose children React reorders (`ref={keepFocusOnMoves}`):
 * overrides the element's own `insertBefore` and `appendChild` (never the prototype's) so that a
 * child already in the list is moved with `moveBefore`. Same results and the same mutation records
 * as the standard methods; an error from `moveBefore` falls back to them.
 * @param element the list element, or null when React detaches the ref
 */
export function keepFocusOnMoves(element: HTMLElement | null): void {
  if (!element || typeof (element as MovableParent).moveBefore !== 'function') return;
  const moveBefore = (node: Node, child: Node | null): boolean => {
    if (!movable(element, node, child)) return false;
    try {
      (element as MovableParent).moveBefore!(node, child);
      return true;
    } catch {
      return false;
    }
  };
  element.insertBefore = function insertBefore<T extends Node>(node: T, child: Node | null): T {
    return moveBefore(node, child) ? node : (Node.prototype.insertBefore.call(element, node, child) as T);
  };
  element.appendChild = function appendChild<T extends Node>(node: T): T {
    return moveBefore(node, null) ? node : (Node.prototype.appendChild.call(element, node) as T);
  };
}
