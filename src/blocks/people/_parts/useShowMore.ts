/**
 * `useShowMore(initial, total)` — a list that starts with `initial` items and, once its "show more"
 * button is pressed, shows them all for good (spec 001 §4 "Rewards and testimonials expand once
 * from 3 to all", "Partners: show-more reveals all"). After the reveal, focus moves to the first
 * newly shown item (give the list `listRef` and each item `tabIndex={-1}`).
 */
import { useEffect, useRef, useState } from 'react';

export interface ShowMore {
  /** Number of items to render. */
  visible: number;
  /** Number of items still hidden. */
  hidden: number;
  /** Whether the button should be offered. */
  canShowMore: boolean;
  reveal: () => void;
  listRef: React.RefObject<HTMLUListElement | null>;
}

export function useShowMore(initial: number, total: number): ShowMore {
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const focusPending = useRef(false);

  useEffect(() => {
    if (!expanded || !focusPending.current) return;
    focusPending.current = false;
    const first = listRef.current?.children[initial] as HTMLElement | undefined;
    first?.focus();
  }, [expanded, initial]);

  const visible = expanded ? total : Math.min(initial, total);
  return {
    visible,
    hidden: total - visible,
    canShowMore: !expanded && total > initial,
    reveal: () => {
      focusPending.current = true;
      setExpanded(true);
    },
    listRef,
  };
}
